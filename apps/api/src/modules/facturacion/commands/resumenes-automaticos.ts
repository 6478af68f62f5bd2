import { schema } from '@kipu/db';
import { dentroDelPlazo, PLAZOS_SUNAT } from '@kipu/peru/sunat/plazos';
import { and, eq, lt } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { boletasPorInformar, resumirBoletasDelDia } from './generar-resumen-diario.ts';

export type ResultadoResumenesAutomaticos = {
  /** Summaries stored and queued. */
  resumenes: number;
  /** Company and date that could not be summarised, with the reason (a missing certificate…). */
  fallidos: { empresaId: string; fecha: string; motivo: string }[];
};

/**
 * The daily run of the resúmenes diarios: every earlier day's boletas still pending (of companies that
 * inform by resumen, and contingency boletas of any company) go in their date's summaries while SUNAT's
 * seven days last. Today's wait for tomorrow, when the day is complete. Paused companies are left as
 * they are. Each company and date is its own transaction under the company lock, so instances running
 * it at once never inform a boleta twice.
 */
export async function generarResumenesPendientes(
  deps: Dependencias,
  hoy: string = hoyEnLima(),
): Promise<ResultadoResumenesAutomaticos> {
  const { comprobantes: c, empresas } = schema;
  const empresasActivas = await deps.db.select().from(empresas).where(eq(empresas.envioPausado, false));
  const resultado: ResultadoResumenesAutomaticos = { resumenes: 0, fallidos: [] };
  for (const empresa of empresasActivas) {
    const fechas = await deps.db
      .selectDistinct({ fecha: c.fechaEmision })
      .from(c)
      .where(and(boletasPorInformar(deps.db, empresa), lt(c.fechaEmision, hoy)))
      .orderBy(c.fechaEmision);
    for (const { fecha } of fechas) {
      // Past the deadline SUNAT refuses the summary: those boletas need a person, not a retry.
      if (!dentroDelPlazo(fecha, hoy, PLAZOS_SUNAT.resumen)) continue;
      try {
        resultado.resumenes += (await resumirBoletasDelDia(deps, empresa, fecha, null)).length;
      } catch (e) {
        resultado.fallidos.push({
          empresaId: empresa.id,
          fecha,
          motivo: e instanceof Error ? e.message : String(e),
        });
      }
    }
  }
  return resultado;
}

/** Runs `generarResumenesPendientes` now and then every `minutos`; answers how to stop it. */
export function programarResumenesAutomaticos(deps: Dependencias, minutos: number): () => void {
  let enCurso = false;
  const correr = async () => {
    if (enCurso) return;
    enCurso = true;
    try {
      const r = await generarResumenesPendientes(deps);
      for (const f of r.fallidos) {
        console.warn(`Resumen diario de ${f.fecha} (empresa ${f.empresaId}) no generado: ${f.motivo}`);
      }
    } catch (e) {
      console.warn('Resúmenes diarios automáticos:', e);
    } finally {
      enCurso = false;
    }
  };
  void correr();
  const temporizador = setInterval(correr, minutos * 60_000);
  temporizador.unref();
  return () => clearInterval(temporizador);
}
