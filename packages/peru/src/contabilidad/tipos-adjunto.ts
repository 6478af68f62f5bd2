/** Operation kinds an attachment type applies to (tipos de adjunto), with their Spanish labels. */
export const OPERACIONES_ADJUNTO = {
  compras: 'Compras',
  ventas: 'Ventas',
  cobros: 'Cobros',
  pagos: 'Pagos',
  planillas: 'Planillas',
  asientos: 'Asientos',
} as const;

export type OperacionAdjunto = keyof typeof OPERACIONES_ADJUNTO;

export function esOperacionAdjunto(o: string): o is OperacionAdjunto {
  return Object.hasOwn(OPERACIONES_ADJUNTO, o);
}
