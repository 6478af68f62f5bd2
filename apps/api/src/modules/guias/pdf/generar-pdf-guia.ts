import type { EntradaGuia } from '@kipu/peru/gre/tipos';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { EmisorPdf } from '../../../shared/representacion-impresa/emisor-impreso.ts';
import { marcaDeAgua } from '../../../shared/representacion-impresa/marca-de-agua.ts';
import { qrSunatPng } from '../../../shared/representacion-impresa/qr-png.ts';
import { MARCA_MODO_PRUEBAS } from '../../facturacion/modo-pruebas.ts';
import { contenidoGuia, type Lugares } from './contenido-guia.ts';
import { guiaA4 } from './guia-a4.ts';

export type OpcionesPdfGuia = {
  /** The guide as issued (guias.entrada). */
  entrada: EntradaGuia;
  emisor: EmisorPdf;
  /** guias.estado: a guide SUNAT has not accepted is marked across the page. */
  estado: string;
  /** The link of SUNAT's CDR (qr-guia.ts): the QR exists only once SUNAT accepted the guide. */
  urlQr?: string | undefined;
  lugares?: Lugares;
  /** Sent to the simulator: the page says MODO PRUEBAS — SIN VALOR TRIBUTARIO. */
  modoPruebas?: boolean;
};

// A GRE has value only once SUNAT accepts it (the transfer may not start before): every other state
// is marked, a pending one too, unlike an invoice.
const MARCA_DE_AGUA: Readonly<Record<string, string>> = {
  pendiente: 'PENDIENTE',
  enviado: 'PENDIENTE',
  rechazado: 'RECHAZADO',
  anulado: 'ANULADO',
};

const ACEPTADA: readonly string[] = ['aceptado', 'observado'];

/** Why a guide has no QR, printed in its place. */
const SIN_QR: Readonly<Record<string, string>> = {
  rechazado: 'SUNAT rechazó la guía: no sustenta el traslado',
  anulado: 'La guía fue dada de baja: no sustenta el traslado',
};

/** The representación impresa of a GRE remitente (09) or transportista (31), A4. */
export async function generarPdfGuia(o: OpcionesPdfGuia): Promise<Buffer> {
  const contenido = contenidoGuia(o.entrada, o.emisor, o.lugares ?? new Map());
  const aceptada = ACEPTADA.includes(o.estado);
  const sinQr = aceptada
    ? 'La constancia de SUNAT no trae el código QR de la guía'
    : (SIN_QR[o.estado] ?? 'Sin código QR: SUNAT aún no ha aceptado la guía');
  const qr = aceptada && o.urlQr ? await qrSunatPng(o.urlQr) : undefined;
  const definicion = guiaA4(
    {
      ...contenido,
      textoSunat: qr
        ? `${contenido.textoSunat}. Consulte la guía en SUNAT con el código QR`
        : `${contenido.textoSunat}. ${sinQr}`,
      ...(o.modoPruebas ? { avisoPruebas: MARCA_MODO_PRUEBAS } : {}),
    },
    qr,
    marcaDeAgua(MARCA_DE_AGUA, o.estado, o.modoPruebas),
  );
  return renderizarPdf(definicion);
}
