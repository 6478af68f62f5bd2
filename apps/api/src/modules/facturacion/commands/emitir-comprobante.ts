import { schema, type Tx } from '@kipu/db';
import { TIPOS_COMPROBANTE } from '@kipu/peru';
import { PLAZOS_SUNAT } from '@kipu/peru/sunat/plazos';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa, ROLES_DE_LOCAL } from '../../workspace/alcance.ts';
import { type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { credencialDeFirma } from '../credenciales-envio.ts';
import { emisorDe, exigirTextosDelXml } from '../emisor.ts';
import {
  type EmitirComprobanteInput,
  entradaDelComprobante,
  esTipoElectronico,
} from '../entrada-comprobante.ts';
import { publicarComprobanteEmitido } from '../events/comprobante-emitido.ts';
import { calcular, guardarComprobante, validarFechaEmision } from '../guardar-comprobante.ts';
import { exigirNotaAdmitida, exigirNotaAdmitidaEnTransaccion } from '../nota-admitida.ts';
import { encolarComprobante } from '../politica-envio.ts';
import { conTipoCambio } from '../tipo-cambio-del-comprobante.ts';
import { tomarNumero } from '../tomar-numero.ts';

/** SUNAT refuses facturas sent more than 3 days after their date; the same bound keeps boletas on time. */
const DIAS_ATRAS = PLAZOS_SUNAT.factura;

type Local = typeof schema.locales.$inferSelect;

/** The local the session works in, if it is the company's, active, and the user may emit from it. */
export async function localDeTrabajo(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<Local> {
  if (!sesion.localId) throw entradaInvalida('Seleccione un local para emitir comprobantes');
  const [local] = await deps.db
    .select()
    .from(schema.locales)
    .where(
      and(
        eq(schema.locales.id, sesion.localId),
        eq(schema.locales.empresaId, empresaId),
        isNull(schema.locales.deletedAt),
      ),
    );
  if (!local?.activo) throw prohibido();
  return local;
}

/** The session's company and the local it emits from; a local-bound role elsewhere is FORBIDDEN. */
export async function origenDeEmision(deps: Dependencias, sesion: SesionActiva) {
  if (!sesion.empresaId) throw entradaInvalida('¡Seleccione un Empresa para Trabajar!');
  const { empresa, asignacion } = await exigirEmpresa(deps.db, sesion, sesion.empresaId);
  const local = await localDeTrabajo(deps, sesion, empresa.id);
  if (asignacion?.localId && asignacion.localId !== local.id && ROLES_DE_LOCAL.includes(sesion.usuario.rolId))
    throw prohibido();
  return { empresa, local };
}

/** The series asked for, or the local's first active one of the type (a note's: of its document's letter). */
export async function serieDelLocal(deps: Dependencias, local: Local, input: EmitirComprobanteInput) {
  const candidatas = await deps.db
    .select()
    .from(schema.series)
    .where(
      and(
        eq(schema.series.localId, local.id),
        eq(schema.series.tipoComprobante, input.tipo),
        eq(schema.series.activa, true),
      ),
    )
    .orderBy(asc(schema.series.serie));
  const pedida = input.serie?.trim().toUpperCase();
  const letra = input.afectado?.tipo === '03' ? 'B' : 'F';
  const serie = pedida
    ? candidatas.find((s) => s.serie === pedida)
    : (candidatas.find((s) =>
        input.tipo === '07' || input.tipo === '08' ? s.serie.startsWith(letra) : true,
      ) ?? candidatas[0]);
  if (!serie) {
    const nombre = TIPOS_COMPROBANTE[input.tipo as keyof typeof TIPOS_COMPROBANTE].toLowerCase();
    throw entradaInvalida(
      pedida
        ? `El local no tiene la serie ${pedida} activa para ${nombre}`
        : `El local no tiene una serie activa de ${nombre}`,
    );
  }
  return serie;
}

export type OpcionesEmision = {
  /** false: signed and stored but left 'pendiente' (mass invoicing's solo_registro; sent later by hand). */
  enviar?: boolean;
  /** Runs in the emission's transaction once the document is stored (mass invoicing records the row's document). */
  enLaTransaccion?: (tx: Tx, comprobanteId: string) => Promise<void>;
};

/**
 * Emits a factura, boleta or note from the session's local: validates everything first (nothing is
 * written and no number taken on error), then in one transaction takes the series' next number with
 * UPDATE … RETURNING (the row lock serialises concurrent emissions, so numbers neither skip nor
 * repeat), builds, signs and zips the XML and stores it. Sending is the `envio_sunat` job's, queued
 * after the commit so the worker finds the row — unless the company's sending is paused or its boletas
 * go in the resumen diario (politica-envio.ts): then the document waits 'pendiente'.
 */
export async function emitirComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  pedido: EmitirComprobanteInput,
  opciones: OpcionesEmision = {},
): Promise<ComprobanteVista> {
  const { empresa, local } = await origenDeEmision(deps, sesion);
  if (!esTipoElectronico(pedido.tipo)) throw entradaInvalida('Tipo de comprobante no válido');
  const hoy = hoyEnLima();
  const fecha = validarFechaEmision(pedido.fecha_emision ?? hoy, hoy, DIAS_ATRAS);
  const input = await conTipoCambio(deps.db, pedido, fecha);
  const hora = horaEnLima();
  const serie = await serieDelLocal(deps, local, input);
  // The rules do not depend on the number: checked with the next one expected, before any write.
  const contexto = { regimenIgv: empresa.regimenIgv, hora };
  const previo = calcular(entradaDelComprobante(input, serie.serie, serie.ultimo + 1, fecha, contexto));
  const externo = input.afectado?.externo === true;
  await exigirNotaAdmitida(deps, empresa.id, previo, externo);
  const emisor = await emisorDe(deps, empresa, local);
  exigirTextosDelXml(previo.entrada, emisor);
  const firma = await credencialDeFirma(deps, empresa.id);

  const fila = await deps.db.transaction(async (tx) => {
    // A note again, with its document's row locked: concurrent notes on it fit in what is left in turn.
    await exigirNotaAdmitidaEnTransaccion(tx, empresa.id, previo, externo);
    const numero = await tomarNumero(tx, serie);
    const c = calcular(entradaDelComprobante(input, serie.serie, numero, fecha, contexto));
    const guardada = await guardarComprobante(
      tx,
      { empresaId: empresa.id, localId: local.id, serieId: serie.id, usuarioId: sesion.usuario.id },
      c,
      emisor,
      firma,
    );
    await opciones.enLaTransaccion?.(tx, guardada.id);
    return guardada;
  });

  await publicarComprobanteEmitido(deps, fila.id);
  if (opciones.enviar === false) return vistaComprobante({ ...fila, tieneCdr: false });
  const { ultimoError } = await encolarComprobante(deps, empresa, fila);
  return vistaComprobante({ ...fila, ultimoError, tieneCdr: false });
}
