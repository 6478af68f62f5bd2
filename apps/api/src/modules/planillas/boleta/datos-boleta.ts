import { type Db, schema } from '@kipu/db';
import type { BoletaMensual } from '@kipu/peru';
import Decimal from 'decimal.js';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import { fechaPeru } from '../../../infra/pdf/formato-texto.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { nombreTrabajador } from '../planilla/entrada-planilla.ts';
import type { Trabajador } from '../trabajadores/trabajadores.ts';
import type { DatosBoleta } from './documento-boleta.ts';

type Contrato = typeof schema.contratos.$inferSelect;
type Planilla = typeof schema.planillas.$inferSelect;
export type EmpresaBoleta = DatosBoleta['empresa'];

/** A worker's payslips of the period: one page per contract, the net pay of them all. */
export type BoletasDeTrabajador = {
  empresa: EmpresaBoleta;
  trabajador: Trabajador;
  nombre: string;
  paginas: DatosBoleta[];
  neto: string;
};

function pensionDe(c: Contrato): string {
  if (c.sistemaPension === 'onp') return 'ONP';
  if (c.sistemaPension === 'afp')
    return `AFP ${c.afp ?? ''} (${c.comisionAfp === 'mixta' ? 'mixta' : 'flujo'})`;
  return 'Sin sistema';
}

/**
 * The stored payslips of a planilla as the printed boleta shows them, grouped by worker in name order
 * (all the planilla's workers, or the one given).
 */
export async function boletasDePlanilla(
  db: Db,
  empresa: EmpresaBoleta,
  planilla: Planilla,
  trabajadorId?: string,
): Promise<BoletasDeTrabajador[]> {
  const pt = schema.planillaTrabajadores;
  const w = schema.trabajadores;
  const filtro: SQL | undefined = trabajadorId
    ? and(eq(pt.planillaId, planilla.id), eq(pt.trabajadorId, trabajadorId))
    : eq(pt.planillaId, planilla.id);
  const filas = await db
    .select({ fila: pt, contrato: schema.contratos, trabajador: w })
    .from(pt)
    .innerJoin(schema.contratos, eq(schema.contratos.id, pt.contratoId))
    .innerJoin(w, eq(w.id, pt.trabajadorId))
    .where(filtro)
    .orderBy(
      asc(w.apellidoPaterno),
      asc(w.apellidoMaterno),
      asc(w.nombres),
      asc(schema.contratos.fechaInicio),
    );
  const porTrabajador = new Map<string, BoletasDeTrabajador>();
  for (const { fila, contrato, trabajador } of filas) {
    const nombre = nombreTrabajador(trabajador);
    const actual = porTrabajador.get(trabajador.id) ?? {
      empresa,
      trabajador,
      nombre,
      paginas: [],
      neto: '0.00',
    };
    const boleta = fila.boleta as BoletaMensual;
    actual.paginas.push({
      empresa,
      trabajador: {
        documento: trabajador.numeroDocumento,
        nombre,
        fechaIngreso: fechaPeru(trabajador.fechaIngreso),
      },
      contrato: {
        cargo: contrato.cargo,
        regimen: contrato.regimenLaboral,
        pension: pensionDe(contrato),
        cuspp: contrato.cuspp,
      },
      periodo: mesAnio(planilla.periodo),
      boleta,
    });
    actual.neto = sumarMontos([actual.neto, boleta.neto]);
    porTrabajador.set(trabajador.id, actual);
  }
  return [...porTrabajador.values()];
}

const sumarMontos = (montos: string[]) => montos.reduce((s, m) => s.plus(m), new Decimal(0)).toFixed(2);
