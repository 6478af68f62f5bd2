import type { schema } from '@kipu/db';

/**
 * A document of a mass invoicing file after its turn to be emitted: its series-number and id, or (with
 * `comprobante` null) why it was not emitted. Kept in the import's `errores` list beside the wrong
 * rows, so the import row holds its whole report; `fila` is the document's first row.
 */
export type DocumentoImportado = schema.ErrorDeFila & {
  documento: string;
  comprobante: string | null;
  comprobanteId: string | null;
};

export const esDocumentoImportado = (e: schema.ErrorDeFila): e is DocumentoImportado => 'documento' in e;

/** The wrong rows of an import: those that did not validate and the documents that failed to emit. */
export const filasConError = (lista: readonly schema.ErrorDeFila[]): schema.ErrorDeFila[] =>
  lista
    .filter((e) => !esDocumentoImportado(e) || e.comprobante === null)
    .map(({ fila, mensaje }) => ({ fila, mensaje }));

/** The documents a mass invoicing import emitted or tried to emit, in the order of the file. */
export const documentosImportados = (lista: readonly schema.ErrorDeFila[]): DocumentoImportado[] =>
  lista.filter(esDocumentoImportado);
