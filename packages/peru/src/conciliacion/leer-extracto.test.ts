import { describe, expect, it } from 'vitest';
import { buscarCabecera, reconocerColumnas } from './columnas-extracto.ts';
import { leerFechaExtracto, leerImporte } from './importe-extracto.ts';
import { leerExtracto } from './leer-extracto.ts';

describe('statement amounts and dates', () => {
  it.each([
    ['1,234.56', '1234.56'],
    ['-1,234.56', '-1234.56'],
    ['(250.00)', '-250'],
    ['S/ 1,000.50', '1000.5'],
    ['US$ 10', '10'],
    ['1.234,56', '1234.56'],
    ['12,5', '12.5'],
    ['1,234', '1234'],
    ['35.00-', '-35'],
  ])('%s is %s', (texto, valor) => {
    expect(leerImporte(texto)?.toString()).toBe(valor);
  });

  it.each(['', 'abc', '1.2.3,4,5', '--5'])('%s is not an amount', (texto) => {
    expect(leerImporte(texto)).toBeUndefined();
  });

  it.each([
    ['05/02/2026', '2026-02-05'],
    ['5-2-26', '2026-02-05'],
    ['2026-02-05', '2026-02-05'],
    ['2026-02-05T00:00:00.000Z', '2026-02-05'],
    ['31/02/2026', undefined],
    ['hoy', undefined],
  ])('%s is %s', (texto, fecha) => {
    expect(leerFechaExtracto(texto)).toBe(fecha);
  });
});

describe('statement columns', () => {
  it('recognises the usual headers of Peruvian banks', () => {
    expect(
      reconocerColumnas([
        'Fecha operación',
        'Descripción de la operación',
        'Nº Operación',
        'Cargo',
        'Abono',
        'Saldo contable',
      ]),
    ).toEqual({ fecha: 1, descripcion: 2, numeroOperacion: 3, cargo: 4, abono: 5, saldo: 6 });
    expect(reconocerColumnas(['Fec. Proceso', 'Concepto', 'Monto', 'Saldo', 'Referencia'])).toEqual({
      fecha: 1,
      descripcion: 2,
      importe: 3,
      saldo: 4,
      numeroOperacion: 5,
    });
  });

  it('finds the header under the bank’s title rows', () => {
    const celdas = [
      ['BANCO DE CREDITO DEL PERU'],
      ['Cuenta 193-1234567-0-12'],
      [],
      ['Fecha', 'Concepto', 'Importe'],
    ];
    expect(buscarCabecera(celdas)).toBe(3);
    expect(
      buscarCabecera([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toBeUndefined();
  });
});

const CABECERA = ['Fecha', 'Descripción', 'N° operación', 'Cargo', 'Abono', 'Saldo'];

describe('reading a statement', () => {
  it('signs abonos + and cargos −, and takes the balances from the lines', () => {
    const r = leerExtracto(
      [
        ['ESTADO DE CUENTA'],
        CABECERA,
        ['02/02/2026', 'DEPOSITO', '555', '', '1,180.00', '6,180.00'],
        ['', '', '', '', '', ''],
        ['03/02/2026', 'CHEQUE 000123', '000123', '590.00', '', '5,590.00'],
        ['28/02/2026', 'COMISION MANTENIMIENTO', '', '-15.00', '', '5,575.00'],
        ['', 'SALDO FINAL', '', '', '', ''],
      ],
      '202602',
    );
    if ('error' in r) throw new Error(r.error);
    expect(r.errores).toEqual([]);
    expect(r.lineas.map((l) => [l.fila, l.fecha, l.importe, l.numeroOperacion])).toEqual([
      [1, '2026-02-02', '1180.00', '555'],
      [2, '2026-02-03', '-590.00', '000123'],
      [3, '2026-02-28', '-15.00', null],
    ]);
    expect([r.saldoInicial, r.saldoFinal]).toEqual(['5000.00', '5575.00']);
  });

  it('takes a statement listed newest first, with a signed importe column', () => {
    const r = leerExtracto(
      [
        ['Fecha', 'Concepto', 'Monto', 'Saldo'],
        ['28/02/2026', 'ITF', '-0.05', '99.95'],
        ['01/02/2026', 'ABONO', '100.00', '100.00'],
      ],
      '202602',
    );
    if ('error' in r) throw new Error(r.error);
    expect(r.errores).toEqual([]);
    expect([r.saldoInicial, r.saldoFinal]).toEqual(['0.00', '99.95']);
  });

  it('reports every wrong row in Spanish', () => {
    const r = leerExtracto(
      [
        CABECERA,
        ['02/02/2026', 'DEPOSITO', '1', '', '100.00', ''],
        ['', 'SIN FECHA', '', '10.00', '', ''],
        ['31/02/2026', 'FECHA MALA', '', '10.00', '', ''],
        ['05/03/2026', 'OTRO MES', '', '10.00', '', ''],
        ['06/02/2026', '', '', '10.00', '', ''],
        ['07/02/2026', 'AMBOS', '', '10.00', '5.00', ''],
        ['08/02/2026', 'NADA', '', '', '0.00', ''],
        ['09/02/2026', 'LETRAS', '', 'diez', '', ''],
        ['10/02/2026', 'SALDO MALO', '', '1.00', '', 'x'],
      ],
      '202602',
    );
    if ('error' in r) throw new Error(r.error);
    expect(r.errores).toEqual([
      { fila: 2, mensaje: 'falta la fecha' },
      { fila: 3, mensaje: 'la fecha "31/02/2026" no es válida (DD/MM/AAAA)' },
      { fila: 4, mensaje: 'la fecha 05/03/2026 no es del periodo 02/2026' },
      { fila: 5, mensaje: 'falta la descripción' },
      { fila: 6, mensaje: 'tiene cargo y abono a la vez: cada fila es un solo movimiento' },
      { fila: 7, mensaje: 'no tiene importe (cargo, abono o importe distinto de cero)' },
      { fila: 8, mensaje: 'el cargo "diez" no es un importe válido' },
      { fila: 9, mensaje: 'el saldo "x" no es un importe válido' },
    ]);
  });

  it('reports a balance that does not follow from the previous one', () => {
    const r = leerExtracto(
      [
        CABECERA,
        ['02/02/2026', 'A', '', '', '100.00', '100.00'],
        ['03/02/2026', 'B', '', '10.00', '', '80.00'],
      ],
      '202602',
    );
    if ('error' in r) throw new Error(r.error);
    expect(r.errores).toEqual([
      { fila: 2, mensaje: 'el saldo 80.00 no es el saldo anterior 100.00 más el movimiento -10.00 (90.00)' },
    ]);
  });

  it('asks for the columns it cannot recognise, and takes the person’s mapping', () => {
    const celdas = [
      ['F', 'Texto', 'Valor S/'],
      ['02/02/2026', 'DEPOSITO', '50.00'],
    ];
    expect(leerExtracto(celdas, '202602')).toEqual({
      error:
        'No se reconocen las columnas del extracto (fecha, descripción, cargo/abono o importe): indique qué columna tiene cada dato',
    });
    expect(leerExtracto(celdas, '202602', { fecha: 1, importe: 3 })).toEqual({
      error: 'Indique la columna de descripción del extracto',
    });
    const r = leerExtracto(celdas, '202602', { fecha: 1, descripcion: 2, importe: 3 });
    expect('error' in r ? r.error : r.lineas[0]?.importe).toBe('50.00');
  });
});
