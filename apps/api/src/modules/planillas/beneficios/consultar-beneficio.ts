import { type Db, schema, type Tx } from '@kipu/db';
import { sumar } from '@kipu/peru/planillas/importes';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { nombreTrabajador } from '../planilla/entrada-planilla.ts';
import { CALCULADORES } from './calculadores.ts';
import type { ColumnaBeneficio } from './calculo.ts';
import { NOMBRE_BENEFICIO, type PeriodoBeneficio, periodoBeneficio } from './periodo-beneficio.ts';

export type LineaBeneficioVista = {
  trabajador_id: string;
  contrato_id: string;
  trabajador: string;
  numero_documento: string;
  importe: string;
  /** The kind's columns, in order, as text. */
  valores: string[];
  entrada: unknown;
  resultado: unknown;
};

export type BeneficioVista = {
  id: string;
  tipo: string;
  periodo: string;
  estado: string;
  total: string;
  operacion_id: string | null;
  parametros: unknown;
  columnas: readonly ColumnaBeneficio[];
  lineas: LineaBeneficioVista[];
  /** Each column's total ('' where a total means nothing). */
  totales: string[];
};

/** 'Gratificación 07/2026': how messages, glosas and files name a run. */
export const tituloBeneficio = (p: PeriodoBeneficio) => `${NOMBRE_BENEFICIO[p.tipo]} ${p.texto}`;

/** The company's run of a kind and period (locked for the transaction when asked), or undefined. */
export async function filaBeneficio(db: Db | Tx, empresaId: string, p: PeriodoBeneficio, bloquear = false) {
  const b = schema.beneficios;
  const consulta = db
    .select()
    .from(b)
    .where(and(eq(b.empresaId, empresaId), eq(b.tipo, p.tipo), eq(b.periodo, p.periodo)));
  const [fila] = await (bloquear ? consulta.for('update') : consulta);
  return fila;
}

/** The run, refused in Spanish when it was never computed. */
export async function exigirBeneficio(db: Db | Tx, empresaId: string, p: PeriodoBeneficio, bloquear = false) {
  const fila = await filaBeneficio(db, empresaId, p, bloquear);
  if (!fila) throw entradaInvalida(`No hay cálculo de ${tituloBeneficio(p)}`);
  return fila;
}

function totales(columnas: readonly ColumnaBeneficio[], lineas: readonly LineaBeneficioVista[]): string[] {
  return columnas.map((c, i) => {
    if (!c.total) return '';
    const suma = sumar(lineas.map((l) => l.valores[i] ?? '0'));
    return c.tipo === 'monto' ? suma.toFixed(2) : suma.toString();
  });
}

/** The session company's run of a kind and period with its lines, or null when not computed. */
export async function consultarBeneficio(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string,
  periodo: string,
): Promise<BeneficioVista | null> {
  const p = periodoBeneficio(tipo, periodo);
  const fila = await filaBeneficio(deps.db, await empresaDeTrabajo(deps.db, sesion), p);
  if (!fila) return null;
  const calculador = CALCULADORES[p.tipo];
  const bt = schema.beneficioTrabajadores;
  const w = schema.trabajadores;
  const filas = await deps.db
    .select({ linea: bt, trabajador: w })
    .from(bt)
    .innerJoin(w, eq(w.id, bt.trabajadorId))
    .where(eq(bt.beneficioId, fila.id))
    .orderBy(asc(w.apellidoPaterno), asc(w.apellidoMaterno), asc(w.nombres));
  const lineas = filas.map(({ linea, trabajador }) => ({
    trabajador_id: linea.trabajadorId,
    contrato_id: linea.contratoId,
    trabajador: nombreTrabajador(trabajador),
    numero_documento: trabajador.numeroDocumento,
    importe: linea.importe,
    valores: calculador.valores(linea),
    entrada: linea.entrada,
    resultado: linea.resultado,
  }));
  return {
    id: fila.id,
    tipo: fila.tipo,
    periodo: fila.periodo,
    estado: fila.estado,
    total: fila.total,
    operacion_id: fila.operacionId,
    parametros: fila.parametros,
    columnas: calculador.columnas,
    lineas,
    totales: totales(calculador.columnas, lineas),
  };
}

/** The run as the report and the files read it; refused when never computed. */
export async function exigirVista(deps: Dependencias, sesion: SesionActiva, tipo: string, periodo: string) {
  const vista = await consultarBeneficio(deps, sesion, tipo, periodo);
  if (!vista) throw entradaInvalida(`No hay cálculo de ${tituloBeneficio(periodoBeneficio(tipo, periodo))}`);
  return vista;
}
