import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { cuadreDe, validarAsiento } from './asiento.ts';
import {
  type AsientoCierre,
  asientoApertura,
  asientoCierreBalance,
  asientosCierreResultados,
  revisarDestinos,
} from './cierre-ejercicio.ts';
import { MES, saldo } from './estados-financieros/mes-de-prueba.ts';
import type { SaldoCuenta } from './estados-financieros/saldos.ts';

const cierre = (saldos: readonly SaldoCuenta[]): AsientoCierre[] => {
  const r = asientosCierreResultados(saldos);
  if ('error' in r) throw new Error(r.error);
  return r;
};

/** The balances after posting the entries over the sums (debit positive), accounts left at zero dropped. */
function despues(saldos: readonly SaldoCuenta[], asientos: readonly AsientoCierre[]): Map<string, string> {
  const m = new Map<string, Decimal>();
  const sumar = (c: string, v: Decimal) => m.set(c, (m.get(c) ?? new Decimal(0)).plus(v));
  for (const s of saldos) sumar(s.cuenta, new Decimal(s.debe).minus(s.haber));
  for (const a of asientos)
    for (const l of a.movimientos) sumar(l.cuenta, new Decimal(l.debe).minus(l.haber));
  return new Map([...m].filter(([, v]) => !v.isZero()).map(([c, v]) => [c, v.toFixed(2)]));
}

const lineas = (a: AsientoCierre | undefined) =>
  a?.movimientos.map((l) => [l.cuenta, l.debe, l.haber] as const);

describe('asientosCierreResultados', () => {
  const asientos = cierre(MES);

  it('closes the worked month step by step into 59', () => {
    expect(asientos.map((a) => a.paso)).toEqual([
      'destinos',
      'margen_comercial',
      'produccion',
      'valor_agregado',
      'excedente_bruto',
      'resultado_explotacion',
      'resultado_antes_impuesto',
      'resultado_ejercicio',
      'resultados_acumulados',
    ]);
    expect(lineas(asientos[0])).toEqual([
      ['791', '200.00', '0.00'],
      ['94', '0.00', '200.00'],
    ]);
    // 1,500 of sales less 600 of goods sold (60 and 61 cancel each other): margen 900.
    expect(lineas(asientos[1])).toEqual([
      ['6011', '0.00', '1000.00'],
      ['6111', '1000.00', '0.00'],
      ['6911', '0.00', '600.00'],
      ['70121', '1500.00', '0.00'],
      ['801', '0.00', '900.00'],
    ]);
    expect(lineas(asientos[3])).toEqual([
      ['6361', '0.00', '200.00'],
      ['811', '900.00', '0.00'],
      ['821', '0.00', '700.00'],
    ]);
    expect(lineas(asientos[7])).toEqual([
      ['851', '700.00', '0.00'],
      ['891', '0.00', '700.00'],
    ]);
    expect(lineas(asientos[8])).toEqual([
      ['891', '700.00', '0.00'],
      ['5911', '0.00', '700.00'],
    ]);
  });

  it('balances every entry', () => {
    for (const a of asientos) expect(validarAsiento(a.movimientos), a.paso).toBeUndefined();
  });

  it('leaves every result account at zero and the worksheet’s result in 59', () => {
    const quedan = despues(MES, asientos);
    expect([...quedan.keys()].filter((c) => Number(c[0]) >= 6)).toEqual([]);
    expect(quedan.get('5911')).toBe('-700.00');
    expect(new Decimal(quedan.get('5911') ?? 0).negated().toFixed(2)).toBe(
      revisarDestinos(MES).resultadoNaturaleza,
    );
  });

  it.each<[string, SaldoCuenta[], string, string]>([
    [
      'a pérdida goes to 892 and 5921',
      [saldo('70121', '0.00', '100.00'), saldo('6361', '300.00'), saldo('1041', '0.00', '200.00')],
      '892',
      '5921',
    ],
    [
      'income tax is taken before 89',
      [saldo('70121', '0.00', '1000.00'), saldo('8811', '295.00'), saldo('1041', '705.00')],
      '891',
      '5911',
    ],
    ['financial income only', [saldo('772', '0.00', '50.00'), saldo('1041', '50.00')], '891', '5911'],
  ])('%s', (_caso, saldos, cuenta89, cuenta59) => {
    const a = cierre(saldos);
    for (const x of a) expect(validarAsiento(x.movimientos)).toBeUndefined();
    const quedan = despues(saldos, a);
    expect([...quedan.keys()].filter((c) => Number(c[0]) >= 6)).toEqual([]);
    const resultado = new Decimal(revisarDestinos(saldos).resultadoNaturaleza);
    expect(a.at(-2)?.movimientos.at(-1)?.cuenta).toBe(cuenta89);
    expect(a.at(-1)?.movimientos.at(-1)?.cuenta).toBe(cuenta59);
    expect(quedan.get(cuenta59)).toBe(resultado.negated().toFixed(2));
  });

  it('takes the company’s own closing accounts', () => {
    const a = cierre([saldo('70121', '0.00', '10.00'), saldo('1041', '10.00')]);
    expect(a.flatMap((x) => x.movimientos.map((m) => m.cuenta))).toContain('801');
    const propias = asientosCierreResultados([saldo('70121', '0.00', '10.00')], {
      margenComercial: '8011',
      produccion: '8111',
      valorAgregado: '8211',
      excedenteBruto: '8311',
      resultadoExplotacion: '8411',
      resultadoAntesImpuesto: '8511',
      utilidad: '8911',
      perdida: '8921',
      utilidadAcumulada: '59111',
      perdidaAcumulada: '59211',
    });
    if ('error' in propias) throw new Error(propias.error);
    expect(propias.at(-1)?.movimientos.map((m) => m.cuenta)).toEqual(['8911', '59111']);
  });

  it('refuses destination entries that do not cancel', () => {
    expect(asientosCierreResultados([saldo('94', '200.00'), saldo('791', '0.00', '150.00')])).toEqual({
      error:
        'Las cuentas de destino (clase 9) y las cargas imputables (79) no se cancelan: difieren en 50.00. Corrija los asientos de destino antes del cierre',
    });
  });

  it('posts nothing for a year without results', () => {
    expect(cierre([saldo('1041', '100.00'), saldo('501', '0.00', '100.00')])).toEqual([]);
  });
});

describe('revisarDestinos', () => {
  it.each<[string, SaldoCuenta[], string]>([
    ['destinations complete', [...MES], '0.00'],
    [
      'an expense without its destination',
      [...MES, saldo('6591', '30.00'), saldo('1041', '0.00', '30.00')],
      '-30.00',
    ],
  ])('%s', (_caso, saldos, diferencia) => {
    expect(revisarDestinos(saldos).diferencia).toBe(diferencia);
  });
});

describe('asientoCierreBalance and asientoApertura', () => {
  const saldos = [
    { cuenta: '1041', debe: '10000.00', haber: '0.00' },
    { cuenta: '1212', debe: '1770.00', haber: '0.00', detalle: { numero: 'F001-1' } },
    { cuenta: '4212', debe: '0.00', haber: '1416.00', detalle: { numero: 'F002-9' } },
    { cuenta: '40111', debe: '216.00', haber: '270.00' },
    { cuenta: '20111', debe: '1000.00', haber: '600.00' },
    { cuenta: '1041', debe: '50.00', haber: '50.00' },
    { cuenta: '501', debe: '0.00', haber: '10000.00' },
    { cuenta: '5911', debe: '0.00', haber: '700.00' },
  ];
  const cierreBalance = asientoCierreBalance(saldos);

  it('cancels every balance, keeping the document, and skips accounts at zero', () => {
    expect(cierreBalance.map((m) => [m.cuenta, m.debe, m.haber, m.detalle?.numero])).toEqual([
      ['1041', '0.00', '10000.00', undefined],
      ['1212', '0.00', '1770.00', 'F001-1'],
      ['4212', '1416.00', '0.00', 'F002-9'],
      ['40111', '54.00', '0.00', undefined],
      ['20111', '0.00', '400.00', undefined],
      ['501', '10000.00', '0.00', undefined],
      ['5911', '700.00', '0.00', undefined],
    ]);
    expect(cuadreDe(cierreBalance).cuadrado).toBe(true);
  });

  it('opens the next year with the same balances', () => {
    const apertura = asientoApertura(cierreBalance);
    expect(validarAsiento(apertura)).toBeUndefined();
    for (const [i, m] of apertura.entries()) {
      const s = saldos.filter((x) => !new Decimal(x.debe).eq(x.haber))[i];
      expect(new Decimal(m.debe).minus(m.haber).toFixed(2)).toBe(
        new Decimal(s?.debe ?? 0).minus(s?.haber ?? 0).toFixed(2),
      );
    }
  });
});
