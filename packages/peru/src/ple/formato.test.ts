import { describe, expect, it } from 'vitest';
import { bloquesLatin1, codificarLatin1, lineasPle } from './escritor.ts';
import {
  correlativoAsiento,
  fechaPle,
  importePle,
  lineaPle,
  periodoPle,
  textoPle,
  tipoCambioPle,
} from './formato.ts';

describe('field formats', () => {
  it.each([
    ['2026-11-05', '05/11/2026'],
    ['2026-01-31T00:00:00Z', '31/01/2026'],
    [null, ''],
  ])('date %s → %s', (entrada, salida) => {
    expect(fechaPle(entrada)).toBe(salida);
  });

  it.each([
    ['118', '118.00'],
    ['-47.2', '-47.20'],
    ['-0.00', '0.00'],
    ['-0.50', '-0.50'],
    ['007.50', '7.50'],
    ['1e3', '1000.00'],
    ['0', '0.00'],
    ['', '0.00'],
    ['123456789012.345', '123456789012.35'],
  ])('amount %s → %s', (entrada, salida) => {
    expect(importePle(entrada)).toBe(salida);
  });

  it('writes periods and exchange rates as SUNAT asks', () => {
    expect(periodoPle('202611')).toBe('20261100');
    expect(tipoCambioPle('3.755')).toBe('3.755');
    expect(tipoCambioPle('1')).toBe('1.000');
  });

  it.each([
    ['keeps Spanish letters of ISO-8859-1', 'MARÍA PEÑA ÁLVAREZ', 100, 'MARÍA PEÑA ÁLVAREZ'],
    ['drops the separator and both slashes', 'A|B S/ 100 C\\D', 100, 'A B S 100 C D'],
    ['turns line breaks and tabs into one blank', 'LÍNEA 1\r\n\tLÍNEA 2', 100, 'LÍNEA 1 LÍNEA 2'],
    ['strips accents ISO-8859-1 lacks', 'Čačak ŠKODA', 100, 'Cacak SKODA'],
    ['replaces what has no Latin form', 'CAFÉ ☕ Ł', 100, 'CAFÉ ? ?'],
    ['cuts to the field length without a trailing blank', 'ABC DEF', 4, 'ABC'],
    ['leaves an absent text empty', null, 10, ''],
  ])('text: %s', (_, entrada, largo, salida) => {
    expect(textoPle(entrada, largo)).toBe(salida);
  });

  it('ends every field with "|" and the line with CR LF', () => {
    expect(lineaPle(['20261100', 'X', ''])).toBe('20261100|X||\r\n');
  });

  it('numbers asientos with A, M or C', () => {
    expect(correlativoAsiento('movimiento', 1)).toBe('M1');
    expect(correlativoAsiento('apertura', 12)).toBe('A12');
    expect(correlativoAsiento('cierre', 3)).toBe('C3');
  });
});

describe('streaming', () => {
  it('encodes ISO-8859-1, one byte per character', () => {
    expect([...codificarLatin1('Ñ|é\r\n')]).toEqual([0xd1, 0x7c, 0xe9, 0x0d, 0x0a]);
    expect([...codificarLatin1('☕')]).toEqual([0x3f]);
  });

  it('writes 100,000 lines from an async source in blocks without gathering the rows', async () => {
    let producidas = 0;
    async function* filas() {
      for (let i = 1; i <= 100_000; i++) {
        producidas = i;
        yield { cuo: String(i), total: String(i / 100) };
      }
    }
    let bytes = 0;
    let bloques = 0;
    let maximo = 0;
    for await (const b of bloquesLatin1(lineasPle(filas(), (f) => lineaPle([f.cuo, importePle(f.total)])))) {
      bloques++;
      bytes += b.length;
      maximo = Math.max(maximo, b.length);
      // Blocks leave while the source is still producing: rows are never all in memory.
      if (bloques === 1) expect(producidas).toBeLessThan(100_000);
    }
    expect(producidas).toBe(100_000);
    expect(maximo).toBeLessThan((1 << 16) + 100);
    const esperado = Array.from(
      { length: 100_000 },
      (_, i) => `${i + 1}|${importePle(String((i + 1) / 100))}|\r\n`,
    );
    expect(bytes).toBe(esperado.join('').length);
  });
});
