import { schema } from '@kipu/db';
import { esEmailValido, normalizarEmail } from '@kipu/peru/identidad/email';
import type { AdjuntoCorreo } from '../../../../infra/correo/correo.ts';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../../workspace/alcance.ts';
import { archivosDeComprobante } from '../archivos-de-comprobante.ts';
import { clienteDelComprobante } from '../cliente-del-comprobante.ts';
import { correoComprobante } from '../mensajes-comprobante.ts';

type Fila = typeof schema.comprobantes.$inferSelect;

/** SUNAT did not take these: they are no receipt to hand to the customer. */
const NO_VALIDOS: Readonly<Record<string, string>> = { rechazado: 'rechazado por SUNAT', anulado: 'anulado' };

/** The address typed, or else the customer's e-mail in the clients master. */
async function destinatario(deps: Dependencias, fila: Fila, correo: string | null | undefined) {
  const escrito = correo?.trim();
  if (escrito) {
    const para = normalizarEmail(escrito);
    if (!esEmailValido(para)) throw entradaInvalida(`El correo ${escrito} no es válido`);
    return para;
  }
  const registrado = (await clienteDelComprobante(deps, fila))?.email?.trim();
  if (!registrado)
    throw entradaInvalida('El cliente no tiene un correo registrado: indique a qué correo enviarlo');
  const para = normalizarEmail(registrado);
  if (!esEmailValido(para))
    throw entradaInvalida(`El correo registrado del cliente (${registrado}) no es válido: indique otro`);
  return para;
}

/**
 * Mails a document to its customer with its PDF, signed XML and, once SUNAT answered, the CDR. The
 * files are kept in the file store with the mail, so the outbox holds exactly what was sent.
 */
export async function enviarComprobantePorCorreo(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  correo: string | null | undefined,
): Promise<{ para: string; adjuntos: string[] }> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  const motivo = NO_VALIDOS[fila.estado];
  if (motivo)
    throw entradaInvalida(
      `El comprobante ${fila.serie}-${fila.numero} fue ${motivo}: no se envía al cliente`,
    );
  const para = await destinatario(deps, fila, correo);
  const archivos = await archivosDeComprobante(
    deps,
    sesion,
    empresa.ruc,
    fila,
    new Set(['PDF', 'XML', 'CDR'] as const),
  );
  const adjuntos: AdjuntoCorreo[] = [];
  for (const a of archivos) {
    const extension = a.nombre.slice(a.nombre.lastIndexOf('.') + 1);
    const ruta = await deps.almacen.guardar('comprobantes', a.datos, extension);
    adjuntos.push({ nombre: a.nombre, ruta, tipo: a.mime });
  }
  await deps.cartero.enviar(correoComprobante(fila, empresa, para, adjuntos));
  return { para, adjuntos: adjuntos.map((a) => a.nombre) };
}
