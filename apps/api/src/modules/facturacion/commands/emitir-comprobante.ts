import type { Tx } from '@kipu/db';
import { conNumero } from '@kipu/peru';
import { PLAZOS_SUNAT } from '@kipu/peru/sunat/plazos';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type ComprobanteVista, vistaComprobante } from '../comprobante-vista.ts';
import { firmaDeVersion } from '../credenciales-envio.ts';
import { emitirEnLote } from '../emision-en-lote.ts';
import { emisorDe, exigirTextosDelXml } from '../emisor.ts';
import {
  type EmitirComprobanteInput,
  entradaDelComprobante,
  esTipoElectronico,
} from '../entrada-comprobante.ts';
import { publicarComprobanteEmitido } from '../events/comprobante-emitido.ts';
import {
  calcular,
  filaDeComprobante,
  guardarComprobante,
  validarFechaEmision,
} from '../guardar-comprobante.ts';
import { esNota, exigirNotaAdmitida, exigirNotaAdmitidaEnTransaccion } from '../nota-admitida.ts';
import { contextoDeEmision, elegirSerie } from '../origen-de-emision.ts';
import { encolarComprobante } from '../politica-envio.ts';
import { conTipoCambio } from '../tipo-cambio-del-comprobante.ts';
import { tomarNumero } from '../tomar-numero.ts';

/** SUNAT refuses facturas sent more than 3 days after their date; the same bound keeps boletas on time. */
const DIAS_ATRAS = PLAZOS_SUNAT.factura;

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
 * repeat), builds, signs and zips the XML and stores it; facturas and boletas of a series arriving
 * together share that transaction (emision-en-lote.ts). Sending is the `envio_sunat` job's, queued
 * after the commit so the worker finds the row — unless the company's sending is paused or its boletas
 * go in the resumen diario (politica-envio.ts): then the document waits 'pendiente'.
 */
export async function emitirComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  pedido: EmitirComprobanteInput,
  opciones: OpcionesEmision = {},
): Promise<ComprobanteVista> {
  const {
    empresa,
    local,
    candidatas,
    firma: versionDeFirma,
  } = await contextoDeEmision(deps, sesion, pedido.tipo);
  if (!esTipoElectronico(pedido.tipo)) throw entradaInvalida('Tipo de comprobante no válido');
  const hoy = hoyEnLima();
  const fecha = validarFechaEmision(pedido.fecha_emision ?? hoy, hoy, DIAS_ATRAS);
  const input = await conTipoCambio(deps.db, pedido, fecha);
  const hora = horaEnLima();
  const serie = elegirSerie(candidatas, input);
  // The rules do not depend on the number: checked with the next one expected, before any write.
  const contexto = { regimenIgv: empresa.regimenIgv, hora };
  const previo = calcular(entradaDelComprobante(input, serie.serie, serie.ultimo + 1, fecha, contexto));
  const externo = input.afectado?.externo === true;
  await exigirNotaAdmitida(deps, empresa.id, previo, externo);
  const emisor = await emisorDe(deps, empresa, local);
  exigirTextosDelXml(previo.entrada, emisor);
  const firma = await firmaDeVersion(deps, empresa.id, versionDeFirma);

  const origen = {
    empresaId: empresa.id,
    localId: local.id,
    serieId: serie.id,
    usuarioId: sesion.usuario.id,
  };
  // No amount depends on the number: the document validated above takes the number it is given.
  const calcularCon = (numero: number) => conNumero(previo, numero);
  // A note locks its document's row in the transaction, mass invoicing writes in it: those go alone.
  const fila =
    esNota(pedido.tipo) || opciones.enLaTransaccion
      ? await deps.db.transaction(async (tx) => {
          // A note again, with its document's row locked: concurrent notes on it fit in what is left in turn.
          await exigirNotaAdmitidaEnTransaccion(tx, empresa.id, previo, externo);
          const numero = await tomarNumero(tx, serie);
          const guardada = await guardarComprobante(tx, origen, calcularCon(numero), emisor, firma);
          await opciones.enLaTransaccion?.(tx, guardada.id);
          return guardada;
        })
      : await emitirEnLote(deps, serie, (numero) =>
          filaDeComprobante(origen, calcularCon(numero), emisor, firma),
        );

  await publicarComprobanteEmitido(deps, fila.id);
  if (opciones.enviar === false) return vistaComprobante({ ...fila, tieneCdr: false });
  const { ultimoError } = await encolarComprobante(deps, empresa, fila);
  return vistaComprobante({ ...fila, ultimoError, tieneCdr: false });
}
