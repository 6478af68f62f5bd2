import { schema } from '@kipu/db';
import type { EntradaGuia } from '@kipu/peru/gre/tipos';
import { validarGuia } from '@kipu/peru/gre/validar-guia';
import { and, asc, eq } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { origenDeEmision } from '../../facturacion/origen-de-emision.ts';
import { entradaDeLaGuia, type GuiaIndividualInput, type TipoGuia, tipoDeGuia } from '../entrada-guia.ts';
import type { GuiaVista } from '../guia-vista.ts';
import { registrarGuia } from '../registrar-guia.ts';
import { transporteDeMaestros } from '../transporte-de-maestros.ts';

type Local = typeof schema.locales.$inferSelect;

/** The series asked for, or the local's first active one of the guide's type (T### or V###). */
async function serieDeGuia(deps: Dependencias, local: Local, tipo: TipoGuia, pedida?: string | null) {
  const s = schema.series;
  const activas = await deps.db
    .select()
    .from(s)
    .where(and(eq(s.localId, local.id), eq(s.tipoComprobante, tipo), eq(s.activa, true)))
    .orderBy(asc(s.serie));
  const nombre = pedida?.trim().toUpperCase();
  const elegida = nombre ? activas.find((x) => x.serie === nombre) : activas[0];
  if (elegida) return elegida;
  const guia = tipo === '09' ? 'guías de remitente' : 'guías de transportista';
  throw entradaInvalida(
    nombre
      ? `El local no tiene la serie ${nombre} activa para ${guia}`
      : `El local no tiene una serie activa de ${guia}`,
  );
}

/** Every problem validarGuia finds, in one Spanish message (with SUNAT's code where there is one). */
export function exigirGuiaValida(
  entrada: EntradaGuia,
  hoy: string,
  emisor: { ruc: string; razonSocial: string },
) {
  const errores = validarGuia(entrada, hoy, emisor);
  if (errores.length)
    throw entradaInvalida(
      `La guía no es válida: ${errores.map((e) => (e.codigo ? `${e.mensaje} (${e.codigo})` : e.mensaje)).join('; ')}`,
    );
}

/**
 * Issues a guía de remisión from the session's local: validates it whole first (nothing written and no
 * number taken on error), then registrarGuia numbers, signs and stores it 'pendiente' and queues its
 * sending to SUNAT.
 */
export async function emitirGuia(
  deps: Dependencias,
  sesion: SesionActiva,
  input: GuiaIndividualInput,
): Promise<GuiaVista> {
  const { empresa, local } = await origenDeEmision(deps, sesion);
  const tipo = tipoDeGuia(input.tipo);
  // Ids of another company are FORBIDDEN whatever else is wrong with the guide: checked first.
  const transporte = await transporteDeMaestros(deps, sesion, empresa.id, tipo, input);
  const comprobanteId = input.comprobante_id
    ? (await exigirDeEmpresa(deps, sesion, schema.comprobantes, input.comprobante_id)).id
    : null;
  const serie = await serieDeGuia(deps, local, tipo, input.serie);
  const hoy = hoyEnLima();
  const fecha = input.fecha_emision?.trim() || hoy;
  const numeracion = { serie: serie.serie, fecha, hora: horaEnLima() };
  const armar = (numero: number) => entradaDeLaGuia(input, tipo, { ...numeracion, numero }, transporte);
  const emisor = { ruc: empresa.ruc, razonSocial: empresa.razonSocial };
  // The rules do not depend on the number: checked with the next one expected, before any write.
  exigirGuiaValida(armar(serie.ultimo + 1), hoy, emisor);
  return registrarGuia(
    deps,
    { empresa, localId: local.id, serie, usuarioId: sesion.usuario.id, comprobanteId },
    armar,
  );
}
