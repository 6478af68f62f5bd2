import type { AppDePrueba, RespuestaGql } from '../helpers/app-de-prueba.ts';

/** GraphQL documents of the bank reconciliation screen, as the web client sends them. */
const MOVIMIENTO = 'id cuo libro fecha glosa numero_operacion importe extracto_linea_id';
export const CONCILIACION = `id periodo moneda cuenta_contable saldo_inicial saldo_final validada
  extracto { id fila fecha descripcion numero_operacion importe saldo forma movimiento { ${MOVIMIENTO} } }
  movimientos { ${MOVIMIENTO} }
  resumen { saldo_libros saldo_extracto depositos_en_transito cheques_no_cobrados cargos_no_registrados
    abonos_no_registrados saldo_libros_conciliado saldo_extracto_conciliado diferencia conciliado }`;

export const CONSULTAR = `query($c: String!, $p: String!) { conciliacionBancaria(cuenta_financiera_id: $c, periodo: $p) { ${CONCILIACION} } }`;
export const PREVISUALIZAR = `query($i: ImportarExtractoInput!) {
  previsualizarExtracto(input: $i) { cabecera columnas { fecha descripcion numero_operacion cargo abono importe saldo }
    lineas { fila fecha importe } errores { fila mensaje } saldo_inicial saldo_final }
}`;
export const IMPORTAR = `mutation($i: ImportarExtractoInput!) { importarExtracto(input: $i) { ${CONCILIACION} } }`;
export const AUTOMATICO = `mutation($id: String!) { conciliarAutomaticamente(conciliacion_id: $id) { ${CONCILIACION} } }`;
export const MANUAL = `mutation($e: String!, $a: String!) { conciliarMovimiento(extracto_linea_id: $e, asiento_linea_id: $a) { ${CONCILIACION} } }`;
export const DESHACER = `mutation($e: String!) { desconciliarMovimiento(extracto_linea_id: $e) { ${CONCILIACION} } }`;
export const ASIENTO = `mutation($i: AsientoExtractoInput!) { registrarAsientoExtracto(input: $i) { ${CONCILIACION} } }`;
export const ELIMINAR = `mutation($id: String!, $ids: [String!]!) { eliminarLineasExtracto(conciliacion_id: $id, ids: $ids) { ${CONCILIACION} } }`;
export const SALDO = `mutation($id: String!, $s: String!) { actualizarConciliacion(conciliacion_id: $id, saldo_inicial: $s) { ${CONCILIACION} } }`;
export const VALIDAR = `mutation($id: String!) { validarConciliacion(conciliacion_id: $id) { ${CONCILIACION} } }`;
export const REABRIR = `mutation($id: String!) { reabrirConciliacion(conciliacion_id: $id) { ${CONCILIACION} } }`;
export const LIBRO_BANCOS = `query($p: String!, $c: String!) {
  lFbancos(periodo: $p, cuenta_financiera_id: $c) { cuenta_financiera banco numero_cuenta moneda
    mayor { cuenta saldo_inicial total_debe total_haber saldo_final movimientos { cuo glosa debe haber saldo } } }
}`;
export const LIBRO_CAJA = `query($p: String!, $c: String!) { lFcaja(periodo: $p, cuenta_financiera_id: $c) { mayor { saldo_final } } }`;
export const EXCEL_BANCOS = `query($p: String!, $c: String!) { excelLFbancos(periodo: $p, cuenta_financiera_id: $c) { nombre base64 } }`;

export type Movimiento = {
  id: string;
  cuo: string;
  libro: string;
  fecha: string;
  glosa: string;
  numero_operacion: string | null;
  importe: string;
  extracto_linea_id: string | null;
};

export type Conciliacion = {
  id: string | null;
  saldo_inicial: string;
  saldo_final: string;
  validada: boolean;
  extracto: {
    id: string;
    fila: number;
    descripcion: string;
    importe: string;
    forma: string | null;
    movimiento: Movimiento | null;
  }[];
  movimientos: Movimiento[];
  resumen: Record<string, string | boolean>;
};

/** A statement file as the screen sends it: the text of a CSV in base64. */
export const archivoCsv = (texto: string, nombre = 'extracto.csv') => ({
  nombre_archivo: nombre,
  archivo_base64: Buffer.from(texto, 'utf8').toString('base64'),
});

/** The reconciliation a mutation or query answered, or the error it raised. */
export async function conciliacion(
  t: AppDePrueba,
  token: string,
  documento: string,
  variables: Record<string, unknown>,
): Promise<Conciliacion> {
  const r: RespuestaGql<Record<string, Conciliacion>> = await t.gql(documento, variables, { token });
  const c = r.data ? Object.values(r.data)[0] : undefined;
  if (!c) throw new Error(JSON.stringify(r.errors));
  return c;
}

/** [descripción, importe, forma] of each statement line, for comparing the matches at a glance. */
export const formas = (c: Conciliacion) => c.extracto.map((l) => [l.descripcion, l.importe, l.forma]);
