import type { CodigoMotivo } from './catalogos-gre.ts';

/** How a remitente's guide moves its stock: goods leave, with the PLE tabla 12 operation. */
export type MovimientoDeGuia = { sentido: 'salida'; operacion: string };

/**
 * The kardex movement of a GRE remitente by its motivo (catálogo 20), for a local that moves stock with
 * its guides. Goods that change hands move: sales leave as 01 (venta nacional), exports as 17, goods
 * consigned as 04, goods returned to a supplier as 25. Goods coming in (compra 02, importación 08)
 * are noted by the purchase's registration, which carries their cost: a guide would value them at the
 * average and count them twice. Motivos where the goods stay the company's move nothing: a transfer between its own establishments
 * (04: the kardex is the company's, not the warehouse's), goods sent to or brought back from
 * transformation (17, 07), the itinerant issuer (18, whose invoices on the way move the stock) and
 * otros (13, of unknown nature). A carrier's guide (31) never moves the carrier's stock.
 */
const POR_MOTIVO: Partial<Record<CodigoMotivo, MovimientoDeGuia>> = {
  '01': { sentido: 'salida', operacion: '01' },
  '03': { sentido: 'salida', operacion: '01' },
  '14': { sentido: 'salida', operacion: '01' },
  '09': { sentido: 'salida', operacion: '17' },
  '05': { sentido: 'salida', operacion: '04' },
  '06': { sentido: 'salida', operacion: '25' },
};

export function movimientoDeGuia(tipo: '09' | '31', motivo?: string | null): MovimientoDeGuia | null {
  if (tipo !== '09' || !motivo) return null;
  return POR_MOTIVO[motivo as CodigoMotivo] ?? null;
}
