import type { Locator } from 'playwright-core';

/**
 * Date and period fields as a person uses them: the product's calendar fields show and take dd/mm/aaaa
 * and "noviembre 2026", while the tests think in the API's 'YYYY-MM-DD' and 'YYYY-MM'.
 */

const MESES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A Spanish month and year as a period field shows it ("noviembre 2026"). */
export const PERIODO_EN_ESPANOL = new RegExp(`^(${MESES.join('|')}) \\d{4}$`);

/** '2026-11-15' → '15/11/2026'. */
export const fechaEscrita = (iso: string): string =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** '2026-11' → 'noviembre 2026'. */
export const periodoEscrito = (periodo: string): string =>
  `${MESES[Number(periodo.slice(5, 7)) - 1]} ${periodo.slice(0, 4)}`;

/** Types a date ('YYYY-MM-DD') into a date field as dd/mm/aaaa and leaves the field. */
export async function escribirFecha(campo: Locator, iso: string): Promise<void> {
  await campo.fill(fechaEscrita(iso));
  await campo.press('Tab');
}

/** Types a period ('YYYY-MM') into a period field as mm/aaaa and leaves the field. */
export async function escribirPeriodo(campo: Locator, periodo: string): Promise<void> {
  await campo.fill(`${periodo.slice(5, 7)}/${periodo.slice(0, 4)}`);
  await campo.press('Tab');
}

/**
 * What a field shows once it shows something of this form: a screen fills its fields after its first
 * data arrives, later on a busy machine, so the value is awaited (up to 10 s) instead of read at once.
 */
async function valorMostrado(campo: Locator, forma: RegExp, que: string): Promise<string> {
  const hasta = Date.now() + 10_000;
  for (;;) {
    const texto = await campo.inputValue();
    if (forma.test(texto)) return texto;
    if (Date.now() > hasta) throw new Error(`El campo no muestra ${que}: «${texto}»`);
    await new Promise((listo) => setTimeout(listo, 100));
  }
}

/** The date a date field shows, as 'YYYY-MM-DD'. */
export async function fechaDe(campo: Locator): Promise<string> {
  const texto = await valorMostrado(campo, /^\d{2}\/\d{2}\/\d{4}$/, 'una fecha dd/mm/aaaa');
  return `${texto.slice(6, 10)}-${texto.slice(3, 5)}-${texto.slice(0, 2)}`;
}

/** The period a period field shows ("noviembre 2026"), as 'YYYY-MM'. */
export async function periodoDe(campo: Locator): Promise<string> {
  const [nombre, anio] = (await valorMostrado(campo, PERIODO_EN_ESPANOL, 'un periodo')).split(' ');
  return `${anio}-${String(MESES.indexOf(nombre ?? '') + 1).padStart(2, '0')}`;
}
