/**
 * Rules of the Plan Contable General Empresarial (PCGE 2019): account codes are 2 to 6 digits whose
 * parent is the code without its last digit; the element (first digit) says where the account reports.
 */
export type BanderasPcge = {
  esf: boolean; // estado de situación financiera
  ern: boolean; // estado de resultados por naturaleza
  erf: boolean; // estado de resultados por función
  efle: boolean; // flujo de efectivo (método directo)
  ecp: boolean; // cambios en el patrimonio
  efe: boolean; // flujo de efectivo (método indirecto)
  smvn: boolean; // formatos SMV por naturaleza
  smve: boolean; // formatos SMV (estados)
};

export function elementoDe(codigo: string): number {
  return Number(codigo[0]);
}

export function codigoPadre(codigo: string): string | null {
  return codigo.length > 2 ? codigo.slice(0, -1) : codigo.length === 2 ? (codigo[0] ?? null) : null;
}

/** Where an account reports by default, from its element: 1–5 balance sheet, 6–7 by nature, 9 by function. */
export function banderasPorDefecto(codigo: string): BanderasPcge {
  const e = elementoDe(codigo);
  const balance = e >= 1 && e <= 5;
  return {
    esf: balance,
    ern: e === 6 || e === 7,
    erf: e === 9 || e === 7,
    efle: e === 1,
    ecp: e === 5,
    efe: balance,
    smvn: balance || e === 6 || e === 7,
    smve: balance,
  };
}

/** Codes of a user's new account: 2 to 6 digits of a real element (0–9), parent first. */
export function validarCodigoCuenta(codigo: string): string | undefined {
  if (!/^\d{2,6}$/.test(codigo)) return 'El código de cuenta tiene de 2 a 6 dígitos';
  return undefined;
}

/** Class 6 expenses that are charged to cost centres: destination entries (9x debit / 79 credit). */
export function requiereAmarre(codigo: string): boolean {
  return /^6[2-8]/.test(codigo);
}

/** A product's sales account: under 70 (Ventas). */
export const esCuentaDeVentas = (codigo: string) => codigo.startsWith('70');

/**
 * A product's purchases account: 60 (Compras) or straight to a stock account 20–28; a service bought
 * (no stock) may go to 63 (Gastos de servicios prestados por terceros).
 */
export const esCuentaDeCompras = (codigo: string, stock: boolean) =>
  codigo.startsWith('60') || /^2[0-8]/.test(codigo) || (!stock && codigo.startsWith('63'));
