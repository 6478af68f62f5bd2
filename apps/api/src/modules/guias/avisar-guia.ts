import type { Dependencias } from '../../shared/dependencias.ts';
import { notificar } from '../notificaciones/commands/notificar.ts';

export type GuiaAvisada = {
  serie: string;
  numero: number;
  empresaId: string;
  usuarioId: string | null;
};

/**
 * Tells who issued a guide that it needs them (SUNAT rejected it, or it waits for the company's GRE
 * credentials): a notification in their bell, live, that opens the guide list. Called once SUNAT's
 * answer or the reason is stored, so a retried step never repeats it for a final answer.
 */
export async function avisarGuia(
  deps: Dependencias,
  guia: GuiaAvisada,
  problema: 'rechazada' | 'sin_enviar',
  detalle: string,
): Promise<void> {
  if (!guia.usuarioId) return;
  const nombre = `${guia.serie}-${guia.numero}`;
  await notificar(
    deps,
    { usuarioId: guia.usuarioId },
    {
      titulo: problema === 'rechazada' ? `SUNAT rechazó la guía ${nombre}` : `La guía ${nombre} no se envió`,
      mensaje: detalle.slice(0, 500),
      link: '/fac/lisGuias',
      empresaId: guia.empresaId,
      tipo: 'guia',
    },
  );
}
