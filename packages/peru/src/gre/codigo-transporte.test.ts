import { describe, expect, it } from 'vitest';
import { codigoDeTransporte, FORMATOS_TRANSPORTE } from './validar-transporte.ts';

describe('codigoDeTransporte', () => {
  it.each([
    ['abc-123', 'ABC123', FORMATOS_TRANSPORTE.placa],
    [' q 1234-5678 ', 'Q12345678', FORMATOS_TRANSPORTE.licencia],
  ])('%s is written %s, in the form SUNAT checks', (escrito, sunat, forma) => {
    expect(codigoDeTransporte(escrito)).toBe(sunat);
    expect(forma.test(codigoDeTransporte(escrito))).toBe(true);
    expect(forma.test(escrito)).toBe(false);
  });
});
