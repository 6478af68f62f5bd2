import Decimal from 'decimal.js';
import type { Escenario } from '../contabilidad/escenario-maestros.ts';
import type { Archivo } from '../contabilidad-estados/consultas-estados.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';

/** GraphQL documents of the accounting reports' downloads, as the web client sends them. */
export const DIARIO = (campo: string) =>
  `query($p: String!, $f: FormatoLibroDiario) { ${campo}(periodo: $p, formato: $f) { nombre mime base64 } }`;
export const MAYOR = (campo: string) =>
  `query($c: String!, $ch: String, $d: String!, $h: String!) { ${campo}(cuenta: $c, cuenta_hasta: $ch, periodo_desde: $d, periodo_hasta: $h) { nombre mime base64 } }`;
export const REGISTRO = (campo: string) =>
  `query($p: String!) { ${campo}(periodo: $p) { nombre mime base64 } }`;
export const CAMBIOS = `query($a: Int!) { cambiosPatrimonio(anio: $a) {
  columnas { codigo titulo cuentas } filas { codigo titulo total importes { columna importe } } } }`;
export const CAMBIOS_ARCHIVO = (campo: string) =>
  `query($a: Int!) { ${campo}(anio: $a) { nombre mime base64 } }`;

export type Cambios = {
  columnas: { codigo: string }[];
  filas: { codigo: string; total: string; importes: { columna: string; importe: string }[] }[];
};

/** Runs a query that must answer, with ana's session unless another token is given. */
export async function pedir<T>(
  e: Escenario,
  query: string,
  variables: Record<string, unknown>,
  token = e.ana,
) {
  const r = await e.t.gql<Record<string, T>>(query, variables, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}

export const excel = async (e: Escenario, q: string, v: Record<string, unknown>, token?: string) =>
  filasDeExcel((await pedir<Archivo>(e, q, v, token)).base64);
export const pdf = async (e: Escenario, q: string, v: Record<string, unknown>, token?: string) => {
  const a = await pedir<Archivo>(e, q, v, token);
  return { nombre: a.nombre, texto: await textoDePdf(Buffer.from(a.base64, 'base64')) };
};

/** The amounts of a sheet row as the decimal strings the API answers ('1180' → '1180.00'). */
export const dosDecimales = (v: string | undefined) =>
  v === undefined || v === '' ? '' : /^-?\d+(\.\d+)?$/.test(v) ? new Decimal(v).toFixed(2) : v;
