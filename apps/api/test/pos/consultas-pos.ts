/** GraphQL documents of the point of sale, as the screens send them. */

export const CREAR_ZONA = `mutation($i: PosZonaInput!) { createZona(input: $i) { id codigo descripcion control_mesa local_id } }`;
export const EDITAR_ZONA = `mutation($id: String!, $i: PosZonaInput!) { updateZona(id: $id, input: $i) { id codigo descripcion } }`;
export const BORRAR_ZONA = `mutation($id: String!) { deleteZona(id: $id) { id } }`;
export const ZONAS = `query { zonas { id codigo } }`;
export const CREAR_MESA = `mutation($i: PosMesaInput!) { createMesa(input: $i) { id codigo pos_x pos_y zona_id } }`;
export const BORRAR_MESA = `mutation($id: String!) { deleteMesa(id: $id) { id } }`;
export const MOVER_MESAS = `mutation($p: [PosPosicionMesaInput!]!) { moverMesas(posiciones: $p) { id pos_x pos_y } }`;
export const MESAS = `query($z: String!) { mesasByZona(zona_id: $z) { id codigo pos_x pos_y } }`;
export const CREAR_CAJA = `mutation($i: PosCajaInput!) { createCaja(input: $i) { id codigo habilitada cuenta_financiera_id } }`;
export const CREAR_COCINA = `mutation($i: PosCocinaInput!) { createCocina(input: $i) { id codigo nombre local_id } }`;
export const COCINAS = `query($l: String) { cocinasByLocalId(local_id: $l) { id codigo } }`;
export const CREAR_STAFF = `mutation($i: PosStaffInput!) { createStaff(input: $i) { id rol nombres cocina_id } }`;
export const STAFF = `query { staff { id rol email } }`;
export const USUARIOS_EMPRESA = `query { usuariosEmpresa { id email nombres rol_id rol } }`;
export const RUTA = `mutation($i: PosRutaCocinaInput!) { asignarRutaCocina(input: $i) { id cocina_id categoria_id producto_id } }`;

const PEDIDO_CAMPOS = `id estado mesa_id zona_id total usuario_id lineas { id producto_id descripcion cantidad importe nota usuario_id enviada componentes { descripcion cantidad } }`;
export const ABRIR = `mutation($m: String) { abrirPedido(mesa_id: $m) { ${PEDIDO_CAMPOS} } }`;
export const AGREGAR = `mutation($p: String!, $l: [PosLineaPedidoInput!]!) { agregarLineasPedido(pedido_id: $p, lineas: $l) { ${PEDIDO_CAMPOS} } }`;
export const QUITAR = `mutation($p: String!, $l: String!) { quitarLineaPedido(pedido_id: $p, linea_id: $l) { ${PEDIDO_CAMPOS} } }`;
export const PEDIDO = `query($id: String!) { pedido(id: $id) { ${PEDIDO_CAMPOS} } }`;
export const ENVIAR = `mutation($p: String!) { enviarACocina(pedido_id: $p) { id cocina_id estado mesa_codigo lineas { descripcion cantidad nota componentes { descripcion } } } }`;
export const COMANDAS = `query($c: String!, $l: Boolean) { comandasCocina(cocina_id: $c, incluir_listas: $l) { id estado created_at en_preparacion_at listo_at } }`;
export const ESTADO_COMANDA = `mutation($id: String!, $e: String!) { cambiarEstadoComanda(id: $id, estado: $e) { id estado en_preparacion_at listo_at } }`;
export const MOVER = `mutation($p: String!, $m: String!) { moverPedido(pedido_id: $p, mesa_id: $m) { id mesa_id } }`;
export const UNIR = `mutation($o: String!, $d: String!) { unirPedidos(origen_id: $o, destino_id: $d) { ${PEDIDO_CAMPOS} } }`;
export const MAPA = `query($z: String!) { mesasZona(zona_id: $z) { id codigo estado color pedido_id total } }`;
export const PRECUENTA = `query($p: String!) { precuenta(pedido_id: $p) { ruc razon_social mesa zona mozo pedido { total lineas { descripcion importe } } } }`;

export type LineaPedido = {
  id: string;
  producto_id: string;
  descripcion: string;
  cantidad: string;
  importe: string;
  nota: string | null;
  usuario_id: string;
  enviada: boolean;
  componentes: { descripcion: string; cantidad: string }[];
};
export type Pedido = {
  id: string;
  estado: string;
  mesa_id: string | null;
  total: string;
  usuario_id: string;
  lineas: LineaPedido[];
};

export const CREAR_CAJA_ID = `mutation($i: PosCajaInput!) { createCaja(input: $i) { id } }`;
export const ABRIR_CAJA = `mutation($c: String!, $s: String!) { abrirCaja(caja_id: $c, saldo_inicial: $s) { id saldo_inicial cerrada_at } }`;
export const CERRAR_CAJA = `mutation($s: String!, $c: [PosContadoInput!]!) { cerrarCaja(sesion_caja_id: $s, contado: $c) { id cerrada_at arqueo { medio esperado contado diferencia } } }`;
export const COBRAR = `mutation($p: String!, $i: PosCobrarInput!) { cobrarPedido(pedido_id: $p, input: $i) { vuelto documento { id tipo serie numero importe_total } pedido { estado total } } }`;
export const REPORTE_CAJAS = `query($c: String, $x: Boolean) { reporteCajas(caja_id: $c, cerradas: $x) { id caja_codigo pedidos saldo_inicial esperado contado diferencia cerrada_at arqueo { medio esperado contado diferencia } } }`;
export const PEDIDOS_CAJA = `query($s: String!) { pedidosCaja(sesion_caja_id: $s) { id estado total } }`;
