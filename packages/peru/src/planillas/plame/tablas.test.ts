import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsearCsv } from '../../../../db/src/seeds/csv.ts';
import {
  CONCEPTOS_NO_ENVIAR,
  CONCEPTOS_SOLO_PAGADO,
  TABLA_3_DOCUMENTOS,
  TABLA_21_SUSPENSIONES,
  TABLA_22_CONCEPTOS,
  TABLA_23_COMPROBANTES,
  TABLA_25_CONVENIOS,
} from './tablas.ts';

const tabla = (archivo: string) =>
  parsearCsv(
    readFileSync(new URL(`../../../../db/reference-data/plame/${archivo}`, import.meta.url), 'utf8'),
  );

describe('PLAME tables match reference-data/plame', () => {
  it.each([
    [TABLA_3_DOCUMENTOS, 'tabla-03-tipo-documento-identidad.csv'],
    [TABLA_21_SUSPENSIONES, 'tabla-21-tipo-suspension-relacion-laboral.csv'],
    [TABLA_23_COMPROBANTES, 'tabla-23-tipo-comprobante-ps-4ta.csv'],
    [TABLA_25_CONVENIOS, 'tabla-25-convenios-doble-tributacion.csv'],
  ])('%# %s', (codigos, archivo) => {
    expect([...codigos]).toEqual(tabla(archivo).map((f) => f.codigo));
  });

  it('tabla 22 holds every concept row and no group heading', () => {
    const filas = tabla('tabla-22-ingresos-tributos-descuentos.csv');
    expect([...TABLA_22_CONCEPTOS]).toEqual(filas.filter((f) => f.es_grupo !== 'S').map((f) => f.codigo));
  });

  it('the codes the PDT computes and the paid-only codes are 06xx–08xx codes of tabla 22 (0616–0618 are of 2023)', () => {
    for (const c of [...CONCEPTOS_NO_ENVIAR, ...CONCEPTOS_SOLO_PAGADO]) {
      expect(c).toMatch(/^0[678]\d\d$/);
      if (!['0616', '0617', '0618'].includes(c)) expect(TABLA_22_CONCEPTOS.has(c)).toBe(true);
    }
  });
});
