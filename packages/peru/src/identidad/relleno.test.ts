import { describe, expect, it } from 'vitest';
import { esDocumentoDeRelleno } from './relleno.ts';

describe('placeholder identities', () => {
  it('a repeated digit or an obvious sequence names nobody, whatever the type', () => {
    for (const n of ['00000000', '11111111', '99999999', '12345678', '87654321', ' 00000000 '])
      expect(esDocumentoDeRelleno('1', n)).toBe(true);
    expect(esDocumentoDeRelleno('4', '000000000')).toBe(true);
  });

  it('the "no document" types are placeholders, a real DNI or RUC is not', () => {
    expect(esDocumentoDeRelleno('-', '-')).toBe(true);
    expect(esDocumentoDeRelleno('0', '99999999')).toBe(true);
    expect(esDocumentoDeRelleno('1', '46779354')).toBe(false);
    expect(esDocumentoDeRelleno('6', '20100070970')).toBe(false);
  });
});
