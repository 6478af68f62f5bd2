import { fechaPle, importePle } from '../../ple/formato.ts';

/**
 * How the PDT PLAME import files are written (Anexo 3 of RM 121-2011-TR, peru-facts §11.1): fields
 * separated by '|' with one after the last too (as the public generator writes them; the norm only says
 * "separated"), amounts with '.' and two decimals, dates DD/MM/AAAA, CR LF line ends.
 */
export const FIN_DE_LINEA_PLAME = '\r\n';

export const lineaPlame = (campos: readonly string[]): string => `${campos.join('|')}|${FIN_DE_LINEA_PLAME}`;

export const importePlame = importePle;
export const fechaPlame = fechaPle;

/** The import structures this package writes and checks, by file extension. */
export const EXTENSIONES_PLAME = ['rem', 'jor', 'snl', 'tas', 'ps4', '4ta'] as const;
export type ExtensionPlame = (typeof EXTENSIONES_PLAME)[number];

/** `0601` + AAAA + MM + RUC + `.ext` (Form 0601): `060120260120601234565.rem`. */
export const nombreArchivoPlame = (ruc: string, periodo: string, extension: ExtensionPlame): string =>
  `0601${periodo}${ruc}.${extension}`;

const PATRON = /^0601(\d{4})(0[1-9]|1[0-2])(\d{11})\.(rem|jor|snl|tas|ps4|4ta)$/;

/** A PLAME file name read back; undefined when it is not one of these structures. */
export function leerNombreArchivoPlame(
  nombre: string,
): { periodo: string; ruc: string; extension: ExtensionPlame } | undefined {
  const m = PATRON.exec(nombre);
  if (!m) return undefined;
  return { periodo: `${m[1]}${m[2]}`, ruc: m[3] ?? '', extension: m[4] as ExtensionPlame };
}
