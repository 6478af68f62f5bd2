/**
 * What a nota de crédito or débito must share with the document it modifies, when that document was
 * issued here (one issued elsewhere cannot be checked and stays possible): the customer and currency
 * SUNAT compares, a date not before it, and a document SUNAT took and nobody voided.
 */
export type DocumentoModificado = {
  serie: string;
  numero: number;
  estado: string;
  fechaEmision: string;
  moneda: string;
  clienteTipoDocumento: string;
  clienteNumeroDocumento: string;
};

export type NotaPorEmitir = {
  fecha: string;
  moneda: string;
  cliente: { tipoDocumento: string; numero: string };
};

/** The first reason the note cannot modify the document, in Spanish; undefined when it can. */
export function motivoNotaNoAdmitida(nota: NotaPorEmitir, doc: DocumentoModificado): string | undefined {
  const id = `${doc.serie}-${doc.numero}`;
  if (doc.estado === 'rechazado') return `SUNAT rechazó el comprobante ${id}: no admite notas`;
  if (doc.estado === 'anulado') return `El comprobante ${id} está anulado: no admite notas`;
  if (nota.fecha < doc.fechaEmision) return `La nota no puede tener fecha anterior al comprobante ${id}`;
  if (nota.moneda !== doc.moneda)
    return `La nota debe emitirse en la moneda del comprobante ${id} (${doc.moneda})`;
  if (
    nota.cliente.tipoDocumento !== doc.clienteTipoDocumento ||
    nota.cliente.numero.trim() !== doc.clienteNumeroDocumento
  ) {
    return `La nota debe emitirse al cliente del comprobante ${id} (${doc.clienteNumeroDocumento})`;
  }
  return undefined;
}
