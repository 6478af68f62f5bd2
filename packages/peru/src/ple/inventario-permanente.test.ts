import { describe, expect, it } from 'vitest';
import { kardexPromedio, saldoInicial } from '../inventarios/costo-promedio.ts';
import {
  camposUnidades,
  camposValorizado,
  type FilaInventario,
  lineaUnidades,
  lineaValorizado,
} from './inventario-permanente.ts';
import { nombreArchivoPle } from './nombre-archivo.ts';
import { type Hallazgo, verificarArchivoPle } from './verificador.ts';

const nombre = (libro: string) =>
  nombreArchivoPle({ ruc: '20601234565', periodo: '202611', libro, conInformacion: true, moneda: 'PEN' });

const linea = (base: readonly string[], cambios: Record<number, string> = {}) =>
  `${base.map((v, i) => `${cambios[i + 1] ?? v}|`).join('')}\r\n`;

const cero = { cantidad: '0', costoUnitario: '0', costoTotal: '0' };

/** Five units of a laptop sold with factura F001-1 at the average of 23. */
const venta: FilaInventario = {
  periodo: '202611',
  cuo: '1401202611000001',
  correlativo: 'M1',
  establecimiento: '0000',
  tipoExistencia: '01',
  codigo: 'LAP-01',
  codigoSunat: '43211503',
  fecha: '2026-11-10',
  tipoComprobante: '01',
  serie: 'F001',
  numero: '1',
  tipoOperacion: '01',
  descripcion: 'Laptop 14" / i5',
  unidad: 'NIU',
  estado: '1',
  entrada: cero,
  salida: { cantidad: '5', costoUnitario: '23', costoTotal: '115' },
  saldo: { cantidad: '15', costoUnitario: '23', costoTotal: '345' },
};

describe('12.1 and 13.1 writers', () => {
  it('writes units with the salida negative', () => {
    expect(lineaUnidades(venta)).toBe(
      '20261100|1401202611000001|M1|0000|9|01|LAP-01|1|43211503|10/11/2026|01|F001|1|01|Laptop 14" i5|NIU|0.00|-5.00|1|\r\n',
    );
  });

  it('writes the valued line with método 1, 8-decimal costs and the running balance', () => {
    const tercio = { ...venta, salida: { cantidad: '1', costoUnitario: '1.68333333', costoTotal: '1.68' } };
    expect(camposValorizado(tercio).slice(16)).toEqual([
      '1',
      '0.00',
      '0.00',
      '0.00',
      '-1.00',
      '1.68333333',
      '-1.68',
      '15.00',
      '23.00',
      '345.00',
      '1',
    ]);
    expect(camposValorizado(venta)).toHaveLength(27);
  });

  it('leaves codes with only the characters the field takes, "0" when none', () => {
    const f = camposUnidades({ ...venta, codigo: 'LAP_01 #', serie: '', numero: '' });
    expect([f[6], f[11], f[12]]).toEqual(['LAP01', '0', '0']);
  });
});

describe('checker: 12.1 and 13.1', () => {
  it('passes a whole kardex written from the weighted average', async () => {
    const k = kardexPromedio(
      [
        { fecha: '2026-11-03', entrada: '10', salida: '0', costoUnitario: '26' },
        { fecha: '2026-11-10', entrada: '0', salida: '7' },
        { fecha: '2026-11-12', entrada: '1', salida: '0' },
        { fecha: '2026-11-20', entrada: '3', salida: '0', costoUnitario: '24.37' },
      ],
      saldoInicial('10', '20'),
    );
    const filas: FilaInventario[] = [
      {
        ...venta,
        correlativo: 'A1',
        tipoOperacion: '16',
        tipoComprobante: '00',
        serie: '0',
        numero: '0',
        entrada: k.inicial,
        salida: cero,
        saldo: k.inicial,
      },
      ...k.lineas.map((l, i) => ({
        ...venta,
        cuo: `K${i}`,
        tipoOperacion: l.entrada.cantidad !== '0' ? '02' : '01',
        entrada: l.entrada,
        salida: l.salida,
        saldo: l.saldo,
      })),
    ];
    for (const [libro, escribir] of [
      ['120100', lineaUnidades],
      ['130100', lineaValorizado],
    ] as const) {
      const r = await verificarArchivoPle(nombre(libro), filas.map(escribir));
      expect(r.hallazgos, libro).toEqual([]);
      expect(r.lineas).toBe(5);
    }
  });

  const base12 = camposUnidades(venta);
  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['a correct line', {}, []],
    [
      'entrada and salida together',
      { 17: '2.00' },
      [{ campo: 18, mensaje: 'Salidas: la entrada y la salida son excluyentes en una misma línea' }],
    ],
    [
      'a sale without its document',
      { 11: '00' },
      [{ campo: 11, mensaje: 'Tipo de documento: la operación 01 lleva un comprobante (no "00")' }],
    ],
    [
      'an operation outside tabla 12',
      { 14: '40' },
      [{ campo: 14, mensaje: 'Tipo de operación: el código "40" no está en la tabla de SUNAT' }],
    ],
    [
      'a unit outside tabla 6',
      { 16: 'XXX' },
      [{ campo: 16, mensaje: 'Unidad de medida: el código "XXX" no está en la tabla de SUNAT' }],
    ],
    [
      'a date after the period',
      { 10: '01/12/2026' },
      [{ campo: 10, mensaje: 'Fecha de emisión del documento: es posterior al periodo 11/2026' }],
    ],
    [
      'a short establishment',
      { 4: '1' },
      [{ campo: 4, mensaje: 'Código de establecimiento: consigne al menos los cuatro dígitos del anexo' }],
    ],
  ])('12.1: %s', async (_, cambios, esperado) => {
    const r = await verificarArchivoPle(nombre('120100'), [linea(base12, cambios)]);
    expect(r.hallazgos.map(({ linea: _l, ...h }) => h)).toEqual(esperado);
  });

  const base13 = camposValorizado(venta);
  it.each<[string, Record<number, string>, Omit<Hallazgo, 'linea'>[]]>([
    ['a correct line', {}, []],
    [
      'a total that is not units × cost',
      { 23: '-116.00' },
      [
        {
          campo: 23,
          mensaje: 'Retiro: el costo total -116.00 no es la cantidad por el costo unitario (-115.00)',
        },
      ],
    ],
    [
      'a balance without its unit cost',
      { 25: '0.00' },
      [{ campo: 25, mensaje: 'Saldo final: el costo unitario es obligatorio cuando hay unidades' }],
    ],
    [
      'a method outside tabla 14',
      { 17: '7' },
      [{ campo: 17, mensaje: 'Método de valuación: el código "7" no está en la tabla de SUNAT' }],
    ],
    [
      'nine decimals',
      { 22: '23.123456789' },
      [
        {
          campo: 22,
          mensaje: 'Costo unitario retirado: "23.123456789" admite hasta 12 enteros y 8 decimales',
        },
      ],
    ],
    [
      'an earlier period with estado 1',
      { 1: '20261000' },
      [{ campo: 27, mensaje: 'Estado: una línea de un periodo anterior lleva el estado 8 o 9' }],
    ],
  ])('13.1: %s', async (_, cambios, esperado) => {
    const r = await verificarArchivoPle(nombre('130100'), [linea(base13, cambios)]);
    expect(r.hallazgos.map(({ linea: _l, ...h }) => h)).toEqual(esperado);
  });
});
