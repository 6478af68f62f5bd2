import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Escenario } from '../contabilidad/escenario-maestros.ts';

/** GraphQL documents of the closing screens, as the web client sends them. */
const OPERACION =
  'id periodo libro tipo_operacion cuo fecha_contable glosa lineas { cuenta debe haber serie numero persona_id }';

export const PERIODOS = `query($a: Int!) { periodosContables(anio: $a) {
  periodo cerrado libros { libro operaciones } libros_generados } }`;
export const CERRAR = 'mutation($p: String!) { cerrarPeriodo(periodo: $p) { periodo cerrado } }';
export const REABRIR = 'mutation($p: String!) { reabrirPeriodo(periodo: $p) { periodo cerrado } }';
const CIERRE = `anio resultado revision { resultado_naturaleza resultado_funcion diferencia }
  asientos { paso glosa tipo_operacion fecha periodo lineas { cuenta debe haber persona_id serie numero } }
  operaciones { ${OPERACION} }`;
export const PREVISUALIZAR = `query($a: Int!) { previsualizarCierre(anio: $a) { ${CIERRE} } }`;
export const GENERAR = `mutation($a: Int!) { generarCierre(anio: $a) { ${CIERRE} } }`;
export const ANULAR = `mutation($a: Int!) { anularCierre(anio: $a) { id periodo } }`;
export const CIERRE_GENERADO = `query($a: Int!) { cierreEjercicio(anio: $a) { ${OPERACION} } }`;
export const APERTURA = `mutation($i: RegistrarAperturaInput!) { registrarApertura(input: $i) { ${OPERACION} } }`;
export const ANULAR_APERTURA = `mutation($id: String!) { anularApertura(id: $id) { id } }`;
export const APERTURAS = `query($a: Int!) { asientosApertura(anio: $a) { total filas { ${OPERACION} } } }`;
export const ULTIMO_CUO = `query($l: String!, $p: String!) { lastCuo(libro: $l, periodo: $p) { numero cuo } }`;
export const REPROCESAR = `mutation($p: String!) { reProcesarCuos(periodo: $p) { periodo libros { libro operaciones } } }`;
export const BALANCE = `query($d: String!, $h: String!) { balanceComprobacion(periodo_desde: $d, periodo_hasta: $h, incluirCierre: true) {
  filas { cuenta debe haber saldo_deudor saldo_acreedor } total_debe total_haber } }`;

export type LineaVista = {
  cuenta: string;
  debe: string;
  haber: string;
  serie: string | null;
  numero: string | null;
  persona_id: string | null;
};
export type AsientoVista = {
  paso: string;
  glosa: string;
  tipo_operacion: number;
  fecha: string;
  periodo: string;
  lineas: LineaVista[];
};
export type OperacionVista = {
  id: string;
  periodo: string;
  tipo_operacion: number;
  cuo: string;
  fecha_contable: string;
  glosa: string;
  lineas: LineaVista[];
};
export type Cierre = {
  anio: number;
  resultado: string;
  revision: { resultado_naturaleza: string; resultado_funcion: string; diferencia: string };
  asientos: AsientoVista[];
  operaciones: OperacionVista[];
};
export type FilaBalance = {
  cuenta: string;
  debe: string;
  haber: string;
  saldo_deudor: string;
  saldo_acreedor: string;
};

/** Debit balance per account (credit negative) of the balance de comprobación's rows, zeros left out. */
export const saldos = (filas: readonly FilaBalance[]) =>
  Object.fromEntries(
    filas
      .map((f) => [f.cuenta, new Decimal(f.debe).minus(f.haber)] as const)
      .filter(([, v]) => !v.isZero())
      .map(([c, v]) => [c, v.toFixed(2)]),
  );

/** Operations of the company not voided (to prove a refusal wrote nothing). */
export async function operacionesVivas(e: Escenario, empresaId: string): Promise<number> {
  const o = schema.operaciones;
  const [fila] = await e.t.deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .where(and(eq(o.empresaId, empresaId), isNull(o.deletedAt)));
  return Number(fila?.n ?? 0);
}
