import { requiereAmarre, validarCodigoCuenta } from '@kipu/peru';
import type { CuentaPcgeInput } from '../../../gql/graphql';

/** The account dialog: code and name, and the destination entries of the 62–68 expense accounts. */
export interface CuentaForm {
  codigo: string;
  denominacion: string;
  amarre_debe: string | null;
  amarre_haber: string | null;
}

export type ErroresCuenta = Partial<Record<keyof CuentaForm, string>>;

export const CUENTA_VACIA: CuentaForm = {
  codigo: '',
  denominacion: '',
  amarre_debe: null,
  amarre_haber: null,
};

/** Whether the code takes destination entries (amarres): expenses 62 to 68. */
export function llevaAmarres(codigo: string): boolean {
  return requiereAmarre(codigo.trim());
}

/** The code's message (2 to 6 digits), or undefined. */
export function errorCodigoCuenta(codigo: string): string | undefined {
  return validarCodigoCuenta(codigo.trim());
}

export function validarCuentaForm(f: CuentaForm, nueva: boolean): ErroresCuenta {
  const errores: ErroresCuenta = {};
  if (nueva) {
    const codigo = errorCodigoCuenta(f.codigo);
    if (codigo) errores.codigo = codigo;
  }
  return errores;
}

/** The GraphQL input: amarres only for the codes that take them. */
export function entradaCuenta(f: CuentaForm): CuentaPcgeInput {
  const conAmarres = llevaAmarres(f.codigo);
  return {
    codigo: f.codigo.trim(),
    denominacion: f.denominacion.trim(),
    amarre_debe: conAmarres ? f.amarre_debe : null,
    amarre_haber: conAmarres ? f.amarre_haber : null,
  };
}

/** Left padding of an account's code by its level (1 = element): the chart reads as a tree. */
export function sangriaNivel(nivel: number): string {
  return `${Math.max(0, nivel - 1) * 0.9}rem`;
}

/** The prefix accounts of each side of a destination entry must have. */
export const PREFIJO_AMARRE = { debe: '9', haber: '79' } as const;
