import { schema } from '@kipu/db';
import { escalaQuintaVigente } from '@kipu/peru';
import { inArray } from 'drizzle-orm';
import { excelDeTabla, pdfDeTabla, type ReporteTabular } from '../../../infra/reportes/reporte-tabular.ts';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import {
  type BoletaVista,
  consultarPlanilla,
  mesAnio,
  type PlanillaVista,
} from '../planilla/consultar-planilla.ts';
import { sumaMontos } from './montos-reporte.ts';
import { type BoletaReporte, reportePlanilla } from './reporte-planilla.ts';
import { reporteQuinta } from './reporte-quinta.ts';
import { type PagoTrabajador, reporteTransferencias } from './reporte-transferencias.ts';

export type TipoReportePlanilla = 'PLANILLA' | 'TRANSFERENCIAS' | 'QUINTA';

const deBoleta = (b: BoletaVista): BoletaReporte => ({
  documento: b.numero_documento,
  trabajador: b.trabajador,
  boleta: b.boleta,
});

/** Each worker's net pay of the month (all their contracts) with their bank and account. */
async function pagos(deps: Dependencias, v: PlanillaVista): Promise<PagoTrabajador[]> {
  const ids = [...new Set(v.boletas.map((b) => b.trabajador_id))];
  const w = schema.trabajadores;
  const filas = ids.length ? await deps.db.select().from(w).where(inArray(w.id, ids)) : [];
  const porId = new Map(filas.map((f) => [f.id, f]));
  return ids.map((id) => {
    const boletas = v.boletas.filter((b) => b.trabajador_id === id);
    const t = porId.get(id);
    return {
      documento: boletas[0]?.numero_documento ?? '',
      trabajador: boletas[0]?.trabajador ?? '',
      banco: t?.banco ?? null,
      cuenta: t?.cuentaBancaria ?? null,
      neto: sumaMontos(boletas.map((b) => b.neto)),
    };
  });
}

const REPORTES: Record<
  TipoReportePlanilla,
  (deps: Dependencias, v: PlanillaVista) => Promise<ReporteTabular>
> = {
  PLANILLA: async (_, v) => reportePlanilla(v.periodo, v.boletas.map(deBoleta)),
  TRANSFERENCIAS: async (deps, v) => reporteTransferencias(v.periodo, await pagos(deps, v)),
  QUINTA: async (_, v) =>
    reporteQuinta(
      v.periodo,
      v.boletas.map((b) => ({
        ...deBoleta(b),
        retencionesAnteriores: b.entrada.quinta?.retencionesAnteriores ?? [],
        otrosEmpleadores: b.entrada.quinta?.otrosEmpleadores ?? null,
      })),
      escalaQuintaVigente(`${v.periodo.slice(0, 4)}-${v.periodo.slice(4)}-01`),
    ),
};

/** A report of the session company's computed planilla of the period (borrador or cerrada). */
export async function reporteDePlanilla(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoReportePlanilla,
  periodo: string,
): Promise<ReporteTabular> {
  return REPORTES[tipo](deps, await consultarPlanilla(deps, sesion, periodo));
}

/** The report as Excel or PDF, headed by the company, its RUC and the period. */
export async function archivoReportePlanilla(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoReportePlanilla,
  periodo: string,
  formato: 'excel' | 'pdf',
): Promise<ArchivoGenerado> {
  const tabla = await reporteDePlanilla(deps, sesion, tipo, periodo);
  const { empresa } = await exigirEmpresa(deps.db, sesion, await empresaDeTrabajo(deps.db, sesion));
  const encabezado = [
    empresa.razonSocial,
    `RUC ${empresa.ruc}`,
    `Periodo ${mesAnio(periodo)} · Expresado en soles`,
  ];
  return formato === 'excel' ? excelDeTabla(tabla, encabezado) : pdfDeTabla(tabla, encabezado);
}
