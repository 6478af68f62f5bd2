import { describe, expect, it } from 'vitest';
import { asientoDeDocumento, asientosDestino, type MovimientoAsiento, validarAsiento } from './asiento.ts';
import {
  amarreDeCompraPorDefecto,
  CUENTAS_COMPRA_POR_DEFECTO as C,
  type DatosAsientoCompra,
  documentoContableDeCompra,
} from './asiento-compra.ts';
import { calcularCompra, type EntradaCalculoCompra } from './calculo-compra.ts';

const cuentas = { ...C, porPagar: C.facturas };
const SOLES: DatosAsientoCompra = { moneda: 'PEN', tipoCambio: '1', reverso: false };

function asiento(e: EntradaCalculoCompra, d: DatosAsientoCompra = SOLES, porPagar: string = C.facturas) {
  const calculo = calcularCompra(e);
  expect(calculo.errores).toEqual([]);
  const lineas = asientoDeDocumento(documentoContableDeCompra(calculo, d, { ...cuentas, porPagar }));
  if ('error' in lineas) throw new Error(lineas.error);
  expect(validarAsiento(lineas)).toBeUndefined();
  return lineas;
}
const lados = (ls: MovimientoAsiento[]) => ls.map((l) => [l.cuenta, l.debe, l.haber]);

describe('documentoContableDeCompra', () => {
  it('charges the goods and the creditable IGV against the payable of a factura', () => {
    const ls = asiento({
      tasaIgv: '18',
      lineas: [{ cuenta: '6011', base: '100', destino: 'gravada' }],
      total: '118',
    });
    expect(lados(ls)).toEqual([
      ['6011', '100.00', '0.00'],
      ['40111', '18.00', '0.00'],
      ['4212', '0.00', '118.00'],
    ]);
  });

  it('makes the IGV cost when it gives no credit, and sends mixed IGV to 40117', () => {
    const ls = asiento({
      tasaIgv: '18',
      lineas: [
        { cuenta: '6361', base: '50', destino: 'sin_credito' },
        { cuenta: '6365', base: '100', destino: 'mixta' },
      ],
      total: '177',
    });
    expect(lados(ls)).toEqual([
      ['6361', '59.00', '0.00'],
      ['6365', '100.00', '0.00'],
      ['40117', '18.00', '0.00'],
      ['4212', '0.00', '177.00'],
    ]);
  });

  it('converts a dollar purchase at its rate, in soles and in dollars, balanced in both', () => {
    const ls = asiento(
      { tasaIgv: '18', lineas: [{ cuenta: '6011', base: '33.33', destino: 'gravada' }], total: '39.33' },
      { moneda: 'USD', tipoCambio: '3.755', reverso: false },
    );
    expect(ls.map((l) => [l.cuenta, l.debe, l.haber, l.debeMe, l.haberMe])).toEqual([
      ['6011', '125.15', '0.00', '33.33', '0.00'],
      ['40111', '22.53', '0.00', '6.00', '0.00'],
      ['4212', '0.00', '147.68', '0.00', '39.33'],
    ]);
  });

  it('reverses every line for a credit note', () => {
    const ls = asiento(
      { tasaIgv: '18', lineas: [{ cuenta: '6011', base: '40', destino: 'gravada' }], total: '47.20' },
      { ...SOLES, reverso: true },
    );
    expect(lados(ls)).toEqual([
      ['6011', '0.00', '40.00'],
      ['40111', '0.00', '7.20'],
      ['4212', '47.20', '0.00'],
    ]);
  });

  it('owes a recibo por honorarios net of the income tax withheld', () => {
    const ls = asiento(
      { tasaIgv: '18', lineas: [{ cuenta: '6323', base: '2000', destino: 'no_gravada' }], total: '2000' },
      { ...SOLES, retencionRenta: '160' },
      C.honorarios,
    );
    expect(lados(ls)).toEqual([
      ['6323', '2000.00', '0.00'],
      ['424', '0.00', '1840.00'],
      ['40172', '0.00', '160.00'],
    ]);
  });

  it('adds ISC and other charges to the largest line and posts ICBPER as an expense', () => {
    const ls = asiento({
      tasaIgv: '18',
      lineas: [
        { cuenta: '6011', base: '200', destino: 'gravada' },
        { cuenta: '6032', base: '50', destino: 'gravada' },
      ],
      isc: '10',
      icbper: '0.50',
      otros: '2',
      total: '307.50',
    });
    expect(lados(ls)).toEqual([
      ['6011', '212.00', '0.00'],
      ['6032', '50.00', '0.00'],
      ['40111', '45.00', '0.00'],
      ['6419', '0.50', '0.00'],
      ['4212', '0.00', '307.50'],
    ]);
  });
});

describe('amarreDeCompraPorDefecto', () => {
  it.each([
    ['6011', { debe: '20111', haber: '6111' }],
    ['602', { debe: '24111', haber: '6121' }],
    ['60911', { debe: '20111', haber: '6111' }],
    ['6042', { debe: '262', haber: '6142' }],
    ['60931', undefined],
    ['6361', undefined],
  ])('%s', (cuenta, esperado) => {
    expect(amarreDeCompraPorDefecto(cuenta)).toEqual(esperado);
  });

  it('gives a purchase of goods its stock entry', () => {
    const ls = asiento({
      tasaIgv: '18',
      lineas: [{ cuenta: '6011', base: '100', destino: 'gravada' }],
      total: '118',
    });
    const amarres = new Map([['6011', amarreDeCompraPorDefecto('6011') ?? { debe: '', haber: '' }]]);
    expect(lados(asientosDestino(ls, amarres))).toEqual([
      ['20111', '100.00', '0.00'],
      ['6111', '0.00', '100.00'],
    ]);
  });
});
