import { schema } from '@kipu/db';
import {
  AFPS,
  type Afp,
  type ConceptoParametro,
  comisionAfpVigente,
  PARAMETROS_EDITABLES,
  parametroVigente,
  primerDiaDePeriodo,
  problemaDeComisionAfp,
  problemaDeParametro,
} from '@kipu/peru';
import { sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { tablasPlanilla } from './tablas-planilla.ts';

export type ParametroVista = {
  concepto: string;
  nombre: string;
  unidad: string;
  desde: string;
  valor: string;
  fuente: string;
  confianza: string;
  por_verificar: boolean;
};

/** Every dated parameter row, by concept and date, with its name and unit. */
export async function listarParametros(deps: Dependencias): Promise<ParametroVista[]> {
  const { parametros } = await tablasPlanilla(deps.db);
  return parametros
    .map((p) => ({
      concepto: p.concepto,
      ...PARAMETROS_EDITABLES[p.concepto],
      desde: p.desde,
      valor: p.valor,
      fuente: p.fuente,
      confianza: p.confianza,
      por_verificar: p.porVerificar,
    }))
    .sort((a, b) => a.concepto.localeCompare(b.concepto) || a.desde.localeCompare(b.desde));
}

export type ComisionVista = {
  afp: string;
  /** The first day of the commission row in force for the period. */
  desde: string;
  flujo: string;
  mixta_flujo: string;
  mixta_saldo: string;
  /** The period's aporte, prima and RMA: one figure for every fund (general parameters). */
  aporte: string;
  prima: string;
  rma: string | null;
  fuente: string;
  por_verificar: boolean;
};

/** Each fund's commissions, aporte, prima and RMA in force in an AAAAMM period. */
export async function comisionesDelPeriodo(deps: Dependencias, periodo: string): Promise<ComisionVista[]> {
  const dia = primerDiaDePeriodo(periodo);
  if (!dia) throw entradaInvalida(`El periodo ${periodo} no es válido (AAAAMM)`);
  const tablas = await tablasPlanilla(deps.db);
  const general = (c: ConceptoParametro) => {
    try {
      return parametroVigente(c, dia, tablas).valor;
    } catch {
      return null;
    }
  };
  const filas: ComisionVista[] = [];
  for (const afp of AFPS) {
    let c: ReturnType<typeof comisionAfpVigente>;
    try {
      c = comisionAfpVigente(afp, dia, tablas);
    } catch {
      continue;
    }
    filas.push({
      afp,
      desde: c.desde,
      flujo: c.flujo,
      mixta_flujo: c.mixtaFlujo,
      mixta_saldo: c.mixtaSaldo,
      aporte: general('aporte_afp') ?? '',
      prima: general('prima_seguro_afp') ?? '',
      rma: general('rma'),
      fuente: c.fuente,
      por_verificar: c.porVerificar,
    });
  }
  return filas;
}

const CONFIANZAS = ['oficial', 'prensa', 'derivado', 'repositorio'];

type Origen = { fuente?: string | null; confianza?: string | null };

/** Source and trust of an administrator's row: official unless said otherwise, por verificar if not. */
function origenDe(o: Origen, usuarioId: string) {
  const confianza = o.confianza?.trim() || 'oficial';
  if (!CONFIANZAS.includes(confianza))
    throw entradaInvalida(`La confianza debe ser una de: ${CONFIANZAS.join(', ')}`);
  const fuente = o.fuente?.trim() || 'Ingresado por el administrador de la plataforma';
  if (fuente.length > 300) throw entradaInvalida('La fuente no puede superar los 300 caracteres');
  return { fuente, confianza, porVerificar: confianza !== 'oficial', usuarioId };
}

export type ParametroEntrada = Origen & { concepto: string; desde: string; valor: string };

/** Sets a parameter from a date: a new dated row, or the row of that date replaced. */
export async function guardarParametro(
  deps: Dependencias,
  sesion: SesionActiva,
  e: ParametroEntrada,
): Promise<ParametroVista> {
  const problema = problemaDeParametro(e);
  if (problema) throw entradaInvalida(problema);
  const valor = e.valor.trim();
  const origen = origenDe(e, sesion.usuario.id);
  const t = schema.parametrosPlanilla;
  await deps.db
    .insert(t)
    .values({ concepto: e.concepto, desde: e.desde, valor, ...origen })
    .onConflictDoUpdate({
      target: [t.concepto, t.desde],
      set: { valor, ...origen, updatedAt: sql`now()` },
    });
  const fila = (await listarParametros(deps)).find((p) => p.concepto === e.concepto && p.desde === e.desde);
  if (!fila) throw new Error('No se pudo guardar el parámetro');
  return fila;
}

export type ComisionEntrada = Origen & {
  afp: string;
  periodo: string;
  flujo: string;
  mixta_flujo: string;
  mixta_saldo: string;
};

/** Sets a fund's commissions from a period on (until a later period's row). */
export async function guardarComision(
  deps: Dependencias,
  sesion: SesionActiva,
  e: ComisionEntrada,
): Promise<ComisionVista> {
  const valores = {
    flujo: e.flujo.trim(),
    mixtaFlujo: e.mixta_flujo.trim(),
    mixtaSaldo: e.mixta_saldo.trim(),
  };
  const problema = problemaDeComisionAfp({ afp: e.afp, periodo: e.periodo, ...valores });
  if (problema) throw entradaInvalida(problema);
  const desde = primerDiaDePeriodo(e.periodo) ?? '';
  const origen = origenDe(e, sesion.usuario.id);
  const t = schema.comisionesAfp;
  await deps.db
    .insert(t)
    .values({ afp: e.afp, desde, ...valores, ...origen })
    .onConflictDoUpdate({ target: [t.afp, t.desde], set: { ...valores, ...origen, updatedAt: sql`now()` } });
  const fila = (await comisionesDelPeriodo(deps, e.periodo)).find((c) => c.afp === (e.afp as Afp));
  if (!fila) throw new Error('No se pudo guardar la comisión');
  return fila;
}
