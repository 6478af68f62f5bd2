import { nombreComprobante } from '@kipu/peru/sunat/nombres';
import { PLAZOS_SUNAT } from '@kipu/peru/sunat/plazos';
import type { ArchivoGenerado } from '../../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../../shared/errores.ts';
import { horaEnLima, hoyEnLima } from '../../../../shared/fecha-lima.ts';
import { emisorDelPdf } from '../../../../shared/representacion-impresa/documento-para-imprimir.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import {
  type EmitirComprobanteInput,
  entradaDelComprobante,
  esTipoElectronico,
} from '../../entrada-comprobante.ts';
import { calcular, validarFechaEmision } from '../../guardar-comprobante.ts';
import { origenDeEmision, serieDelLocal } from '../../origen-de-emision.ts';
import { generarPdfComprobante } from '../../pdf/generar-pdf-comprobante.ts';
import { conTipoCambio } from '../../tipo-cambio-del-comprobante.ts';

/**
 * The document as it would print, before emitting it (spec preViewPdfSinValidez): computed with the
 * same rules and the series' next number, in the local's format, marked BORRADOR across the page and
 * with no hash — nothing is numbered, signed or stored, so it cannot pass as a receipt.
 */
export async function vistaPreviaComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  input: EmitirComprobanteInput,
): Promise<ArchivoGenerado> {
  const { empresa, local } = await origenDeEmision(deps, sesion);
  if (!esTipoElectronico(input.tipo)) throw entradaInvalida('Tipo de comprobante no válido');
  const hoy = hoyEnLima();
  const fecha = validarFechaEmision(input.fecha_emision ?? hoy, hoy, PLAZOS_SUNAT.factura);
  const serie = await serieDelLocal(deps, local, input);
  const conCambio = await conTipoCambio(deps.db, input, fecha);
  const calculado = calcular(
    entradaDelComprobante(conCambio, serie.serie, serie.ultimo + 1, fecha, {
      hora: horaEnLima(),
      regimenIgv: empresa.regimenIgv,
    }),
  );
  const pdf = await generarPdfComprobante({
    calculado,
    emisor: await emisorDelPdf(deps, empresa, local),
    formato: local.formatoPdf,
    anchoTicket: local.widthTicket === 58 ? 58 : 80,
    hash: '',
    estado: 'borrador',
  });
  const nombre = nombreComprobante(empresa.ruc, input.tipo, serie.serie, serie.ultimo + 1);
  return { nombre: `BORRADOR-${nombre}.pdf`, mime: 'application/pdf', base64: pdf.toString('base64') };
}
