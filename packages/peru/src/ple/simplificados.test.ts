import { describe, expect, it } from 'vitest';
import { compra, factura, movimiento, notaCredito } from './filas-de-prueba.ts';
import { lineaDiario, lineaPlanCuentas } from './libro-diario.ts';
import { nombreArchivoPle } from './nombre-archivo.ts';
import type { FilaCompras } from './registro-compras.ts';
import type { FilaVentas } from './registro-ventas.ts';
import {
  camposComprasSimplificado,
  camposVentasSimplificado,
  lineaComprasSimplificado,
  lineaVentasSimplificado,
} from './simplificados.ts';
import { type Hallazgo, verificarArchivoPle } from './verificador.ts';

const nombre = (libro: string) =>
  nombreArchivoPle({ ruc: '20601234565', periodo: '202611', libro, conInformacion: true, moneda: 'PEN' });
const hallazgos = async (libro: string, lineas: string[]) =>
  (await verificarArchivoPle(nombre(libro), lineas)).hallazgos;
/** A line from the fields with some replaced (1-based), as the writers end it. */
const linea = (base: readonly string[], cambios: Record<number, string> = {}) =>
  `${base.map((v, i) => `${cambios[i + 1] ?? v}|`).join('')}\r\n`;

describe('14.2 registro de ventas e ingresos simplificado', () => {
  it.each<[string, FilaVentas, string]>([
    [
      'a factura',
      factura,
      '20261100|14202611000001|M1|05/11/2026||01|F001|1||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '100.00|18.00|0.00|0.00|118.00|PEN|1.000|||||||1|\r\n',
    ],
    [
      'a factura with exonerated sales, ICBPER and a discount: what has no column goes to otros',
      {
        ...factura,
        descuentoBase: '-10',
        descuentoIgv: '-1.8',
        exonerada: '50',
        icbper: '0.50',
        total: '156.70',
      },
      '20261100|14202611000001|M1|05/11/2026||01|F001|1||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '90.00|16.20|0.50|50.00|156.70|PEN|1.000|||||||1|\r\n',
    ],
    [
      'a dollar credit note, negative, with the document it modifies',
      notaCredito,
      '20261100|14202611000003|M1|05/11/2026||07|F001|2||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '-40.00|-7.20|0.00|0.00|-47.20|USD|3.755|05/11/2026|01|F001|1|||1|\r\n',
    ],
  ])('writes %s in 26 fields the checker accepts', async (_, fila, esperada) => {
    const l = lineaVentasSimplificado(fila);
    expect(l).toBe(esperada);
    expect(await hallazgos('140200', [l])).toEqual([]);
  });
});

describe('8.3 registro de compras simplificado', () => {
  it.each<[string, FilaCompras, string]>([
    [
      'a purchase',
      compra,
      '20261100|08202611000001|M1|10/11/2026||01|F002|345||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '500.00|90.00|0.00|0.00|590.00|PEN|1.000|||||||||||||1|\r\n',
    ],
    [
      'a purchase with a mixed base, one without credit, a non-taxed part and a detracción',
      {
        ...compra,
        baseGravadaMixta: '100',
        igvMixta: '18',
        baseSinCredito: '20',
        igvSinCredito: '3.6',
        noGravada: '10',
        total: '741.60',
        detraccionFecha: '2026-11-12',
        detraccionNumero: '0012345',
      },
      '20261100|08202611000001|M1|10/11/2026||01|F002|345||6|20100070970|DISTRIBUIDORA NORTE S.A.|' +
        '600.00|108.00|0.00|33.60|741.60|PEN|1.000|||||12/11/2026|0012345|||||||1|\r\n',
    ],
  ])('writes %s in 32 fields the checker accepts', async (_, fila, esperada) => {
    const l = lineaComprasSimplificado(fila);
    expect(l).toBe(esperada);
    expect(await hallazgos('080300', [l])).toEqual([]);
  });
});

describe('checker: 14.2 and 8.3 lines (the rules of 14.1 and 8.1 on their fields)', () => {
  const ventas = camposVentasSimplificado(factura);
  const compras = camposComprasSimplificado(compra);
  it.each<[string, string, string[], Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    [
      'a 14.2 total that is not the sum of its columns',
      '140200',
      ventas,
      { 17: '117.00' },
      [{ campo: 17, mensaje: 'Importe total: 117.00 no es la suma de los campos 13 a 16 (118.00)' }],
    ],
    [
      'a 14.2 credit note without the document it modifies',
      '140200',
      ventas,
      { 6: '07', 13: '-40.00', 14: '-7.20', 17: '-47.20' },
      [20, 21, 22, 23].map((campo, i) => ({
        campo,
        mensaje: `${['Fecha', 'Tipo', 'Serie', 'Número'][i]} del comprobante modificado: es obligatorio en notas de crédito y débito`,
      })),
    ],
    [
      'a 14.2 estado of the purchases register',
      '140200',
      ventas,
      { 26: '6' },
      [{ campo: 26, mensaje: 'Estado: el código "6" no está en la tabla de SUNAT' }],
    ],
    [
      'an 8.3 IGV with a sign other than its base',
      '080300',
      compras,
      { 14: '-90.00', 17: '410.00' },
      [{ campo: 14, mensaje: 'IGV: debe tener el signo de la base imponible del campo 13' }],
    ],
    [
      'an 8.3 line without series',
      '080300',
      compras,
      { 7: '' },
      [{ campo: 7, mensaje: 'Serie o código de aduana: es obligatorio' }],
    ],
    ['a DUA in 8.3, which has no DUA year field', '080300', compras, { 6: '50', 7: '118', 8: '12345' }, []],
  ])('%s', async (_, libro, base, cambios, esperados) => {
    expect((await hallazgos(libro, [linea(base, cambios)])).map(({ linea: _l, ...h }) => h)).toEqual(
      esperados,
    );
  });
});

describe('5.2 libro diario de formato simplificado and 5.4 its plan de cuentas', () => {
  it('checks the journal lines as 5.1, the debe of the file equal to its haber', async () => {
    const debe = lineaDiario(movimiento);
    const haber = lineaDiario({ ...movimiento, correlativo: 'M2', cuenta: '70121', debe: '0', haber: '118' });
    expect(await hallazgos('050200', [debe, haber])).toEqual([]);
    expect(await hallazgos('050200', [debe])).toEqual([
      {
        linea: 0,
        campo: 18,
        mensaje: 'La suma del debe (118.00) no es igual a la del haber (0.00) en las líneas con estado 1',
      },
    ]);
  });

  it('checks the chart lines as 5.3: accounts of three digits or more', async () => {
    const cuenta = {
      periodo: '202611',
      cuenta: '1212',
      denominacion: 'Emitidas en cartera',
      plan: '01',
      estado: '1',
    };
    expect(await hallazgos('050400', [lineaPlanCuentas(cuenta)])).toEqual([]);
    expect(await hallazgos('050400', [lineaPlanCuentas({ ...cuenta, cuenta: '12' })])).toEqual([
      { linea: 1, campo: 2, mensaje: 'Cuenta contable: debe tener al menos 3 dígitos' },
    ]);
  });
});
