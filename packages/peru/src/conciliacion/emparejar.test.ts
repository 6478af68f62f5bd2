import { describe, expect, it } from 'vitest';
import {
  emparejarAutomaticamente,
  type MovimientoConciliable,
  numeroComparable,
  problemaDePareja,
} from './emparejar.ts';

const m = (id: string, fecha: string, importe: string, numeroOperacion?: string): MovimientoConciliable => ({
  id,
  fecha: `2026-02-${fecha}`,
  importe,
  numeroOperacion: numeroOperacion ?? null,
});

describe('automatic matching', () => {
  it.each([
    [
      'same amount and number, far apart',
      [m('e', '25', '-590.00', '000123')],
      [m('l', '03', '-590', '123')],
      [['e', 'l', 'numero']],
    ],
    [
      'same amount, dates within the tolerance',
      [m('e', '06', '1180.00')],
      [m('l', '03', '1180.00')],
      [['e', 'l', 'fecha']],
    ],
    ['same amount, dates too far apart', [m('e', '20', '1180.00')], [m('l', '03', '1180.00')], []],
    ['different numbers never match', [m('e', '03', '-590.00', '999')], [m('l', '03', '-590.00', '123')], []],
    [
      'a number on one side only goes by date',
      [m('e', '04', '-590.00', '999')],
      [m('l', '03', '-590.00')],
      [['e', 'l', 'fecha']],
    ],
    ['a charge does not explain a deposit', [m('e', '03', '-100.00')], [m('l', '03', '100.00')], []],
    ['a commission the books lack stays alone', [m('e', '28', '-15.00')], [m('l', '03', '-590.00')], []],
  ])('%s', (_, extracto, libro, esperado) => {
    expect(emparejarAutomaticamente(extracto, libro).map((p) => [p.extractoId, p.libroId, p.motivo])).toEqual(
      esperado,
    );
  });

  it('gives each movement one pair: the number first, then the nearest date', () => {
    const extracto = [m('e1', '10', '-50.00'), m('e2', '05', '-50.00'), m('e3', '12', '-50.00', '77')];
    const libro = [m('l1', '04', '-50.00'), m('l2', '09', '-50.00'), m('l3', '30', '-50.00', '0077')];
    expect(emparejarAutomaticamente(extracto, libro).map((p) => `${p.extractoId}-${p.libroId}`)).toEqual([
      'e3-l3',
      'e1-l2',
      'e2-l1',
    ]);
  });

  it('takes a wider tolerance when asked', () => {
    expect(emparejarAutomaticamente([m('e', '20', '10')], [m('l', '03', '10')], 31)).toHaveLength(1);
  });

  it('compares numbers by their digits and letters without leading zeros', () => {
    expect(numeroComparable(' 00-0123 ')).toBe('123');
    expect(numeroComparable('ch-0009a')).toBe('CH0009A');
  });

  it('refuses a manual pair of different amounts', () => {
    expect(problemaDePareja(m('e', '01', '-15.00'), m('l', '01', '-15'))).toBeUndefined();
    expect(problemaDePareja(m('e', '01', '-15.00'), m('l', '01', '15.00'))).toBe(
      'El movimiento del extracto (-15.00) y el del libro (15.00) no tienen el mismo importe',
    );
  });
});
