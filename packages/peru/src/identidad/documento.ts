import { esDniValido } from './dni.ts';
import { esRucValido, MENSAJE_RUC_INVALIDO } from './ruc.ts';

/**
 * The number a person's identity document must have, by SUNAT catálogo 06 type: DNI 8 digits, RUC with
 * its check digit, foreigners' card and passport up to 12 letters or digits, the others up to 15.
 * Answers the Spanish message, or undefined when it is right.
 */
export function validarDocumentoIdentidad(tipo: string, numero: string): string | undefined {
  const n = numero.trim();
  switch (tipo) {
    case '1':
      return esDniValido(n) ? undefined : 'El DNI debe tener 8 dígitos';
    case '6':
      return esRucValido(n) ? undefined : MENSAJE_RUC_INVALIDO;
    case '4':
      return /^[A-Za-z0-9]{1,12}$/.test(n)
        ? undefined
        : 'El carné de extranjería tiene hasta 12 letras o dígitos';
    case '7':
      return /^[A-Za-z0-9]{1,12}$/.test(n) ? undefined : 'El pasaporte tiene hasta 12 letras o dígitos';
    case '0':
    case 'A':
    case 'B':
    case 'C':
    case 'D':
    case 'E':
      return /^[A-Za-z0-9-]{1,15}$/.test(n)
        ? undefined
        : 'El número de documento tiene hasta 15 letras o dígitos';
    default:
      return 'Tipo de documento no válido';
  }
}
