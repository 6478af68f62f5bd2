import { schema } from '@kipu/db';
import {
  type CambiosPatrimonio,
  dinero,
  esDeResultado,
  estadoCambiosPatrimonio,
  type LineaAsientoPatrimonio,
  saldoDeudor,
  sumar,
} from '@kipu/peru/contabilidad/estados-financieros/index';
import { and, asc, eq, gte, inArray, isNull, like, lte, notInArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { balanceDelRango, type Rango } from './consultar-estados.ts';

const o = schema.operaciones;
const l = schema.asientoLineas;
const APERTURA = 6;
const CIERRE = 7;

export function rangoDelAnio(anio: number): Rango {
  if (!Number.isInteger(anio) || anio < 1990 || anio > 2100) throw entradaInvalida('Indique un año válido');
  return { desde: `${anio}01`, hasta: `${anio}12` };
}

/**
 * cambiosPatrimonio: the year's estado de cambios en el patrimonio neto. The opening is every balance
 * before the year (earlier closings included) plus the equity of the year's opening entries; the
 * movements are the year's other asientos that touch element 5, whole, so each can be classified by
 * its counterpart; the result is the year's elements 6–9 without the closing, as the ESF shows it.
 */
export async function consultarCambiosPatrimonio(
  deps: Dependencias,
  sesion: SesionActiva,
  anio: number,
): Promise<CambiosPatrimonio> {
  const r = rangoDelAnio(anio);
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const delAnio = and(
    eq(o.empresaId, empresaId),
    isNull(o.deletedAt),
    gte(o.periodo, r.desde),
    lte(o.periodo, r.hasta),
  );
  const unir = and(eq(o.id, l.operacionId), eq(o.empresaId, l.empresaId));

  const anteriores = (
    await balanceDelRango(
      deps,
      sesion,
      { desde: `${anio - 1}12`, hasta: `${anio - 1}12`, incluirCierre: true },
      '000000',
    )
  ).filas;
  const aperturas = await deps.db
    .select({
      cuenta: l.cuenta,
      debe: sql<string>`sum(${l.debe})::text`,
      haber: sql<string>`sum(${l.haber})::text`,
    })
    .from(l)
    .innerJoin(o, unir)
    .where(and(delAnio, eq(o.tipoOperacion, APERTURA), like(l.cuenta, '5%')))
    .groupBy(l.cuenta);

  const conPatrimonio = deps.db
    .selectDistinct({ id: l.operacionId })
    .from(l)
    .innerJoin(o, unir)
    .where(and(delAnio, notInArray(o.tipoOperacion, [APERTURA, CIERRE]), like(l.cuenta, '5%')));
  const lineas = await deps.db
    .select({ operacion: l.operacionId, cuenta: l.cuenta, debe: l.debe, haber: l.haber })
    .from(l)
    .where(and(eq(l.empresaId, empresaId), inArray(l.operacionId, conPatrimonio)))
    .orderBy(asc(l.operacionId), asc(l.linea));
  const asientos = new Map<string, LineaAsientoPatrimonio[]>();
  for (const { operacion, ...linea } of lineas)
    asientos.set(operacion, [...(asientos.get(operacion) ?? []), linea]);

  const delRango = (await balanceDelRango(deps, sesion, r)).filas;
  const resultado = sumar(delRango.filter((s) => esDeResultado(s.cuenta)).map(saldoDeudor)).negated();
  return estadoCambiosPatrimonio({
    inicial: [...anteriores, ...aperturas.map((a) => ({ ...a, denominacion: a.cuenta }))],
    asientos: [...asientos.values()],
    resultadoEjercicio: dinero(resultado),
  });
}
