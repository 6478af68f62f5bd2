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
export const RUTA = `mutation($i: PosRutaCocinaInput!) { asignarRutaCocina(input: $i) { id cocina_id categoria_id producto_id } }`;
