import { describe, expect, it } from 'vitest';
import { columnasDeCuenta, hojaDeTrabajo } from './hoja-trabajo.ts';
import { MES, saldo } from './mes-de-prueba.ts';

describe('columnasDeCuenta', () => {
  it.each<[string, string, boolean, boolean, boolean]>([
    ['cash', '1041', true, false, false],
    ['equity', '591', true, false, false],
    ['purchases', '6011', false, true, false],
    ['inventory variation', '6111', false, true, false],
    ['an expense by nature', '6361', false, true, false],
    ['financial expenses by nature', '6731', false, true, false],
    ['cost of sales (both)', '6911', false, true, true],
    ['sales (both)', '70121', false, true, true],
    ['stored production (nature only)', '7111', false, true, false],
    ['other income (both)', '7599', false, true, true],
    ['financial income (both)', '772', false, true, true],
    ['cargas imputables (neither)', '791', false, false, false],
    ['income tax (both)', '8811', false, true, true],
    ['closing account (both)', '891', false, true, true],
    ['production cost (neither)', '921', false, false, false],
    ['administration (function)', '94', false, false, true],
    ['selling (function)', '951', false, false, true],
    ['financial (function)', '97', false, false, true],
    ['memorandum account (neither)', '0111', false, false, false],
  ])('%s: %s', (_caso, cuenta, inventario, naturaleza, funcion) => {
    expect(columnasDeCuenta(cuenta)).toEqual({ inventario, naturaleza, funcion });
  });
});

describe('hojaDeTrabajo', () => {
  const hoja = hojaDeTrabajo(MES);

  it('carries each balance to its columns', () => {
    const fila = (cuenta: string) => hoja.filas.find((f) => f.cuenta === cuenta);
    expect(fila('20111')).toMatchObject({
      deudor: '400.00',
      acreedor: '0.00',
      activo: '400.00',
      pasivo: '0.00',
    });
    expect(fila('40111')).toMatchObject({ deudor: '0.00', acreedor: '54.00', pasivo: '54.00' });
    expect(fila('6911')).toMatchObject({
      perdidasNaturaleza: '600.00',
      perdidasFuncion: '600.00',
      activo: '0.00',
    });
    expect(fila('94')).toMatchObject({ perdidasNaturaleza: '0.00', perdidasFuncion: '200.00' });
    expect(fila('791')).toMatchObject({
      acreedor: '200.00',
      gananciasNaturaleza: '0.00',
      gananciasFuncion: '0.00',
    });
  });

  it('totals each pair and closes it with the month’s utilidad of 700', () => {
    expect(hoja.totales).toEqual({
      debe: '14986.00',
      haber: '14986.00',
      deudor: '14170.00',
      acreedor: '14170.00',
      activo: '12170.00',
      pasivo: '11470.00',
      perdidasNaturaleza: '1800.00',
      gananciasNaturaleza: '2500.00',
      perdidasFuncion: '800.00',
      gananciasFuncion: '1500.00',
    });
    expect([hoja.resultadoInventario, hoja.resultadoNaturaleza, hoja.resultadoFuncion]).toEqual([
      '700.00',
      '700.00',
      '700.00',
    ]);
    expect(hoja.resultado).toMatchObject({
      pasivo: '700.00',
      perdidasNaturaleza: '700.00',
      perdidasFuncion: '700.00',
    });
    const s = hoja.sumasIguales;
    expect([s.activo, s.perdidasNaturaleza, s.perdidasFuncion]).toEqual([
      s.pasivo,
      s.gananciasNaturaleza,
      s.gananciasFuncion,
    ]);
  });

  it('writes a pérdida on the other side of each pair', () => {
    const perdida = hojaDeTrabajo([
      saldo('1041', '0.00', '300.00'),
      saldo('6361', '300.00'),
      saldo('94', '300.00'),
      saldo('791', '0.00', '300.00'),
    ]);
    expect([perdida.resultadoInventario, perdida.resultadoNaturaleza, perdida.resultadoFuncion]).toEqual([
      '-300.00',
      '-300.00',
      '-300.00',
    ]);
    expect(perdida.resultado).toMatchObject({
      activo: '300.00',
      pasivo: '0.00',
      gananciasNaturaleza: '300.00',
      gananciasFuncion: '300.00',
    });
    expect(perdida.sumasIguales.activo).toBe(perdida.sumasIguales.pasivo);
  });

  it('shows by function a different result while destination entries are missing', () => {
    const sinDestino = hojaDeTrabajo(MES.filter((s) => s.cuenta !== '94' && s.cuenta !== '791'));
    expect(sinDestino.resultadoNaturaleza).toBe('700.00');
    expect(sinDestino.resultadoFuncion).toBe('900.00');
  });

  it('is empty but balanced without movements', () => {
    expect(hojaDeTrabajo([]).sumasIguales.debe).toBe('0.00');
  });
});
