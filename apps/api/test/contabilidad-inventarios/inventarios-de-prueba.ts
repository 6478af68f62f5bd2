import type { RespuestaGql } from '../helpers/app-de-prueba.ts';

/** GraphQL documents of the inventory screens, as the web client sends them. */
const VALOR = 'cantidad costo_unitario costo_total';
export const KARDEX = `query($p: String!, $per: String!) {
  kardex13(producto_id: $p, periodo: $per) {
    codigo periodo problemas inicial { ${VALOR} } final { ${VALOR} }
    lineas { fecha tipo_operacion documento origen cuo entrada { ${VALOR} } salida { ${VALOR} } saldo { ${VALOR} } }
  }
}`;
export const KARDEX12 = `query($p: String!, $per: String!) { kardex12(producto_id: $p, periodo: $per) { final { cantidad } } }`;
export const EXCEL = `query($p: String!, $per: String!) { excelKardex(producto_id: $p, periodo: $per, valorizado: true) { nombre base64 } }`;
export const SALDOS = `mutation($per: String!, $f: [SaldoInicialInventarioInput!]!) { registrarSaldosIniciales(periodo: $per, filas: $f) }`;
export const ANULAR_SALDO = 'mutation($id: String!) { anularSaldoInicial(id: $id) }';
export const SALDOS_DEL_PERIODO = `query($per: String!) { saldosInicialesInventario(periodo: $per) { id codigo cantidad costo_unitario } }`;
export const PENDIENTES = 'mutation { registrarMovimientosPendientes { registrados errores } }';
export const STOCK = `query($p: String!, $f: String) { controlStockProducto(producto_id: $p, fecha_emision: $f) { codigo ${VALOR} } }`;
export const MINIMO = `query($per: String!) { stockMinimoProductos(periodo: $per) { codigo cantidad stock_minimo } }`;
export const COSTO = `mutation($per: String!) { contabilizarCostoVentas(periodo: $per) { id cuo glosa lineas { cuenta debe haber } } }`;
export const ANULAR_COSTO = 'mutation($per: String!) { anularCostoVentas(periodo: $per) { id } }';
export const EMITIR =
  'mutation($input: EmitirComprobanteInput!) { emitirComprobante(input: $input) { id serie numero } }';
export const COMPRA = 'mutation($i: RegistrarCompraInput!) { registrarCompra(input: $i) { id cuo } }';

export type Valor = { cantidad: string; costo_unitario: string; costo_total: string };
export type Kardex = {
  codigo: string;
  problemas: string[];
  inicial: Valor;
  final: Valor;
  lineas: {
    fecha: string;
    tipo_operacion: string;
    documento: string;
    origen: string;
    cuo: string | null;
    entrada: Valor;
    salida: Valor;
    saldo: Valor;
  }[];
};

export const PROVEEDOR = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'Supermercados Peruanos S.A.',
};

/** A factura of goods to stock (6011) for the given base, in soles. */
export const compraDeMercaderia = (
  numero: string,
  fecha: string,
  base: string,
  total: string,
  productos: Record<string, string>[],
) => ({
  proveedor: PROVEEDOR,
  tipo_comprobante: '01',
  serie: 'F001',
  numero,
  fecha_emision: fecha,
  lineas: [{ cuenta: '6011', base, destino_igv: 'gravada' }],
  total,
  productos,
});

export const mensaje = (r: RespuestaGql<unknown>) => r.errors?.[0]?.message;
export const codigo = (r: RespuestaGql<unknown>) => r.errors?.[0]?.extensions?.code;
