import { schema } from '@kipu/db';
import { and, eq, inArray, notExists } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { type AjustesEnvio, encolarComprobante, encolarResumen, vaEnResumen } from './politica-envio.ts';
import { enResumenVigente } from './registrar-resumen.ts';

/** States SUNAT has not answered yet: a send (again) may still change them. */
export const SIN_RESPUESTA = ['pendiente', 'enviado'] as const;

type Empresa = AjustesEnvio & { id: string };

/** Refuses a manual resend while the company's sending is paused: nothing would leave. */
export function exigirEnvioActivo(empresa: AjustesEnvio): void {
  if (empresa.envioPausado)
    throw entradaInvalida(
      'El envío automático a SUNAT está pausado: reanúdelo para reenviar los comprobantes',
    );
}

/**
 * Queues the company's documents SUNAT has not answered (those given, or all) that go by sendBill;
 * boletas informed by resumen diario, or already in a summary, are left to it. Their last error is
 * cleared. Answers how many were queued and how many of those asked for were not.
 */
export async function encolarPendientes(
  deps: Dependencias,
  empresa: Empresa,
  ids?: readonly string[],
): Promise<{ encolados: number; omitidos: number }> {
  const c = schema.comprobantes;
  const filas = await deps.db
    .select({ id: c.id, tipo: c.tipo, serie: c.serie, contingencia: c.contingencia })
    .from(c)
    .where(
      and(
        eq(c.empresaId, empresa.id),
        inArray(c.estado, [...SIN_RESPUESTA]),
        ids ? inArray(c.id, [...ids]) : undefined,
        // A boleta in a summary is that summary's to send.
        notExists(enResumenVigente(deps.db)),
      ),
    );
  const porEnviar = filas.filter((f) => !vaEnResumen(empresa, f));
  if (porEnviar.length)
    await deps.db
      .update(c)
      .set({ ultimoError: null })
      .where(
        inArray(
          c.id,
          porEnviar.map((f) => f.id),
        ),
      );
  let encolados = 0;
  for (const f of porEnviar) if ((await encolarComprobante(deps, empresa, f)).encolado) encolados++;
  return { encolados, omitidos: (ids?.length ?? filas.length) - encolados };
}

/** Queues again the company's summaries SUNAT has not answered (sent or not, with their ticket). */
export async function encolarResumenesPendientes(deps: Dependencias, empresa: Empresa): Promise<number> {
  const r = schema.resumenes;
  const filas = await deps.db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.empresaId, empresa.id), inArray(r.estado, [...SIN_RESPUESTA])));
  for (const f of filas) await encolarResumen(deps, empresa, f.id);
  return filas.length;
}
