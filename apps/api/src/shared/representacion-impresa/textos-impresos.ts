import { abreviaturaDocumentoIdentidad } from '@kipu/peru/catalogos/documentos-identidad';
import { nombreUnidadMedida } from '@kipu/peru/catalogos/unidades-medida';

/** Catálogo 06 in its short form, as printed next to a person's number. */
export const nombreDocumentoIdentidad = (tipo: string) =>
  abreviaturaDocumentoIdentidad(tipo)?.toUpperCase() ?? 'DOCUMENTO';

/**
 * The printed name of a catálogo 03 unit, in capitals (NIU → UNIDAD, ZZ → SERVICIO); a code without a
 * Spanish name is printed as it is.
 */
export const nombreUnidad = (codigo: string) => nombreUnidadMedida(codigo)?.toUpperCase() ?? codigo;

/** Serie-número as the XML's ID and the file name have it: F001-1. */
export const serieNumero = (serie: string, numero: number) => `${serie}-${numero}`;
