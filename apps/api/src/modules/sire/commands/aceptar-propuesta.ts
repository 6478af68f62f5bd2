import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { clienteSireDeEmpresa, conSunat } from '../cliente-de-empresa.ts';
import { empresaSire, exigirPeriodo } from '../registro-y-periodo.ts';
import { propuestaGuardada, type ResumenPropuestaSire, resumenDe } from '../resumen-propuesta.ts';
import { ticketTerminado } from './descargar-propuesta.ts';

/**
 * Accepts SUNAT's RVIE proposal of a period as the preliminary sales register. Only a proposal the
 * company downloaded (and could compare) is accepted; the ticket and SUNAT's state are recorded on it.
 */
export async function aceptarPropuestaSire(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { periodo: string },
): Promise<ResumenPropuestaSire> {
  const periodo = exigirPeriodo(args.periodo);
  const empresa = await empresaSire(deps, sesion);
  const propuesta = await propuestaGuardada(deps, empresa.id, 'RVIE', periodo);
  if (!propuesta)
    throw entradaInvalida(
      `Descargue y compare primero la propuesta RVIE del periodo ${periodo} antes de aceptarla`,
    );
  if (propuesta.aceptada)
    throw entradaInvalida(
      `La propuesta RVIE del periodo ${periodo} ya fue aceptada (ticket ${propuesta.aceptacionTicket})`,
    );
  const sire = await clienteSireDeEmpresa(deps, empresa);
  const { ticket, estado } = await conSunat(async () => {
    const numero = await sire.aceptarPropuesta(periodo);
    return { ticket: numero, estado: await ticketTerminado(sire, numero, periodo) };
  });
  const t = schema.sirePropuestas;
  const [aceptada] = await deps.db
    .update(t)
    .set({ aceptacionTicket: ticket, aceptacionEstado: estado.estado, aceptada: new Date() })
    .where(eq(t.id, propuesta.id))
    .returning();
  if (!aceptada) throw new Error('La aceptación no se guardó');
  return resumenDe(aceptada);
}
