import { describe, expect, it } from 'vitest';
import type { ErrorComprobante } from './calculo.ts';
import { type GuiaRelacionada, MAXIMO_GUIAS, validarGuiasRelacionadas } from './guias-relacionadas.ts';

function validar(guias: GuiaRelacionada[]) {
  const errores: ErrorComprobante[] = [];
  const resultado = validarGuiasRelacionadas(guias, errores);
  return { resultado, mensajes: errores.map((e) => e.mensaje) };
}

describe('guías de remisión relacionadas', () => {
  it.each([
    ['T001-00000123', '09', 'T001-123'],
    ['t001-5', '09', 'T001-5'],
    ['0001-77', '31', '0001-77'],
    ['EG01-12', '09', 'EG01-12'],
    ['G001-1', '31', 'G001-1'],
  ] as const)('%s (%s) is written as %s', (numero, tipo, esperado) => {
    const { resultado, mensajes } = validar([{ tipo, numero }]);
    expect(mensajes).toEqual([]);
    expect(resultado).toEqual([{ tipo, numero: esperado }]);
  });

  it.each(['T001', 'TA01-5', 'F001-5', '001-5', 'T001-123456789', 'T001-12A'])('refuses %s', (numero) => {
    expect(validar([{ tipo: '09', numero }]).mensajes).toEqual([
      'Guía 1: escriba serie y número como T001-123 (o la serie impresa de 4 dígitos, 0001-123)',
    ]);
  });

  it('refuses a type other than 09 or 31', () => {
    const tipo = '01' as GuiaRelacionada['tipo'];
    expect(validar([{ tipo, numero: 'T001-1' }]).mensajes).toEqual([
      'Guía 1: el tipo debe ser 09 (remitente) o 31 (transportista)',
    ]);
  });

  it('refuses the same guide twice, whatever its leading zeros', () => {
    expect(
      validar([
        { tipo: '09', numero: 'T001-7' },
        { tipo: '09', numero: 'T001-0007' },
      ]).mensajes,
    ).toEqual(['Guía 2: la guía T001-7 está repetida']);
  });

  it(`takes up to ${MAXIMO_GUIAS} guides`, () => {
    const guias = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ tipo: '09' as const, numero: `T001-${i + 1}` }));
    expect(validar(guias(MAXIMO_GUIAS)).mensajes).toEqual([]);
    expect(validar(guias(MAXIMO_GUIAS + 1)).mensajes).toEqual([
      `Se admiten hasta ${MAXIMO_GUIAS} guías de remisión relacionadas`,
    ]);
  });
});
