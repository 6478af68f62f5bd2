import { esRucValido } from '../../identidad/ruc.ts';

/** Who a PLAME line is about: Tabla 3 document type and number. */
export type DocumentoPlame = { tipoDocumento: string; numeroDocumento: string };

export const camposDocumento = (d: DocumentoPlame) => [d.tipoDocumento, d.numeroDocumento.trim()];

/** The number's shape for its Tabla 3 type: DNI 8 digits, RUC 11 with its check digit, others up to 12/15. */
export function problemaDeNumeroDocumento(tipo: string, numero: string): string | undefined {
  switch (tipo) {
    case '01':
      return /^\d{8}$/.test(numero) ? undefined : 'El DNI debe tener 8 dígitos';
    case '06':
      return esRucValido(numero) ? undefined : `El RUC ${numero} no es válido`;
    case '04':
    case '07':
      return /^[A-Z0-9]{1,12}$/i.test(numero) ? undefined : 'El número debe tener hasta 12 letras o dígitos';
    case '11':
      return /^[A-Z0-9]{1,15}$/i.test(numero) ? undefined : 'El número debe tener hasta 15 letras o dígitos';
    default:
      return undefined;
  }
}

/** Free text of a PLAME field: no separator nor line breaks, single blanks, upper case, cut to its length. */
export const textoPlame = (texto: string, largo: number): string =>
  texto
    .replace(/[|\p{Cc}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, largo)
    .trim();
