import { leerCronogramasDeReferencia } from '@kipu/db';
import { esDiaHabil, GRUPOS_RUC, validarCronograma } from '@kipu/peru';
import { describe, expect, it } from 'vitest';

/** The n-th business day (national holidays out) of the month after `periodo` (YYYY-MM). */
function enesimoDiaHabil(periodo: string, n: number): string {
  const [a = 0, m = 0] = periodo.split('-').map(Number);
  const mes = m === 12 ? 1 : m + 1;
  const anio = m === 12 ? a + 1 : a;
  let contados = 0;
  for (let dia = 1; dia <= 31; dia++) {
    const fecha = `${anio}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;
    if (esDiaHabil(fecha) && ++contados === n) return fecha;
  }
  throw new Error(`el mes siguiente a ${periodo} no tiene ${n} días hábiles`);
}

// R.S. 000281-2022/SUNAT fixes both schedules in business days of the following month (its art. 2). SUNAT's
// published 2026 tables put the declaration (anexo I) on the 11th to 17th business day by column and the
// registers' maximum delay (anexo II) one business day earlier.
const PRIMER_DIA_HABIL = { mensual: 11, libros: 10, senati: 0 } as const;

describe('reference schedules against the business-day calendar', () => {
  const referencia = leerCronogramasDeReferencia();

  it('pass the load checks: business days only, SUNAT’s six groups and the buenos contribuyentes column', () => {
    for (const c of referencia) expect(validarCronograma(c.anio, c.filas, GRUPOS_RUC)).toEqual([]);
  });

  it('every date is the business day its annex sets for the column, holidays and weekends skipped', () => {
    const distintas: string[] = [];
    for (const c of referencia)
      for (const f of c.filas) {
        const esperada = enesimoDiaHabil(
          f.periodo,
          PRIMER_DIA_HABIL[c.tipo] + (GRUPOS_RUC as readonly string[]).indexOf(f.grupo),
        );
        if (esperada !== f.vence)
          distintas.push(`${c.tipo} ${f.periodo} ${f.grupo}: ${f.vence} ≠ ${esperada}`);
      }
    expect(distintas).toEqual([]);
  });

  it('the business-day count itself skips Holy Week and the December holidays', () => {
    expect(enesimoDiaHabil('2026-03', 11)).toBe('2026-04-17');
    expect(enesimoDiaHabil('2026-11', 11)).toBe('2026-12-17');
  });
});
