import { describe, expect, it } from 'vitest';
import { LIMITES_SUNAT, reglaSunat } from './limites-sunat.ts';
import { caracterNoPermitido, largoEnCaracteres, primerErrorDeTexto, validarTexto } from './texto-xml.ts';

const NOMBRE = { campo: 'el nombre del cliente' };

describe('caracterNoPermitido', () => {
  it.each([
    ['NUL', 0x0000],
    ['BEL', 0x0007],
    ['BS', 0x0008],
    ['VT', 0x000b],
    ['FF', 0x000c],
    ['SO', 0x000e],
    ['US', 0x001f],
    ['DEL', 0x007f],
    ['C1 PAD', 0x0080],
    ['C1 NEL', 0x0085],
    ['C1 APC', 0x009f],
    ['non-character FDD0', 0xfdd0],
    ['non-character FDEF', 0xfdef],
    ['non-character FFFE', 0xfffe],
    ['non-character FFFF', 0xffff],
    ['plane 1 end 1FFFE', 0x1fffe],
    ['plane 2 end 2FFFF', 0x2ffff],
    ['plane 16 end 10FFFF', 0x10ffff],
  ])('refuses %s', (_, codigo) => {
    expect(caracterNoPermitido(`AB${String.fromCodePoint(codigo)}C`)).toBe(codigo);
  });

  it('refuses lone surrogates, high or low, anywhere', () => {
    expect(caracterNoPermitido('A\ud800')).toBe(0xd800);
    expect(caracterNoPermitido('\udfffA')).toBe(0xdfff);
    expect(caracterNoPermitido('\ud83d\ud83dA')).toBe(0xd83d);
  });

  it.each([
    ['tab, LF and CR', 'a\tb\nc\rd'],
    ['accents, ñ, º and €', 'ÁÉÍÓÚ áéíóú Ññ Nº 5 — 10 €'],
    ['an emoji (a surrogate pair)', 'Pollo 🍗 a la brasa'],
    ['the characters next to the forbidden ranges', '\x20\x7e\u00a0\ufdcf\ufdf0\ufffd\u{1fffd}\u{10fffd}'],
  ])('accepts %s', (_, texto) => {
    expect(caracterNoPermitido(texto)).toBeUndefined();
  });
});

describe('validarTexto', () => {
  it('names the field and the character in Spanish', () => {
    expect(validarTexto('ACME\u0007', NOMBRE)).toBe(
      'El nombre del cliente contiene un carácter no permitido (U+0007): quítelo e intente nuevamente',
    );
    expect(validarTexto('\u0000', NOMBRE)).toContain('(U+0000)');
    expect(validarTexto('x\ud800', NOMBRE)).toContain('(U+D800)');
    expect(validarTexto('x\u{10ffff}', NOMBRE)).toContain('(U+10FFFF)');
  });

  it('agrees with a plural field', () => {
    expect(validarTexto('a\u000bb', { campo: 'las observaciones', plural: true })).toMatch(
      /^Las observaciones contienen un carácter/,
    );
    expect(validarTexto('x'.repeat(3), { campo: 'las notas', maximo: 2, plural: true })).toBe(
      'Las notas admiten hasta 2 caracteres',
    );
  });

  it('refuses line breaks only in single-line fields', () => {
    for (const salto of ['\n', '\r', '\u2028', '\u2029'])
      expect(validarTexto(`A${salto}B`, { ...NOMBRE, unaLinea: true })).toBe(
        'El nombre del cliente no admite saltos de línea',
      );
    expect(validarTexto('A\nB', NOMBRE)).toBeUndefined();
    expect(validarTexto('A\tB', { ...NOMBRE, unaLinea: true })).toBeUndefined();
  });

  it('counts characters, not UTF-16 units, at the exact limit', () => {
    const regla = { ...NOMBRE, maximo: 5 };
    expect(validarTexto('ñañañ', regla)).toBeUndefined();
    expect(validarTexto('🍗🍗🍗🍗🍗', regla)).toBeUndefined();
    expect(validarTexto('🍗🍗🍗🍗🍗🍗', regla)).toBe('El nombre del cliente admite hasta 5 caracteres');
    expect(validarTexto('abcdef', regla)).toBe('El nombre del cliente admite hasta 5 caracteres');
    expect(largoEnCaracteres('a🍗b')).toBe(3);
  });

  it('leaves absent values to the caller', () => {
    expect(validarTexto(undefined, { ...NOMBRE, maximo: 1 })).toBeUndefined();
    expect(validarTexto(null, NOMBRE)).toBeUndefined();
    expect(validarTexto('', NOMBRE)).toBeUndefined();
  });

  it('answers the first problem of several fields, in order', () => {
    expect(
      primerErrorDeTexto([
        ['bien', { campo: 'el primero' }],
        ['mal\u0001', { campo: 'el segundo' }],
        ['mal\u0002', { campo: 'el tercero' }],
      ]),
    ).toMatch(/^El segundo/);
    expect(primerErrorDeTexto([['bien', { campo: 'el primero' }]])).toBeUndefined();
  });
});

describe('SUNAT limits', () => {
  it.each([
    ['razonSocialAdquirente', 1500, '2022'],
    ['descripcionItem', 500, '2027'],
    ['leyenda', 200, '3006'],
    ['motivoNota', 500, '2135'],
    ['direccion', 200, '4094'],
    ['codigoProducto', 30, '4269'],
    ['nombreComercial', 1500, '4092'],
    ['urbanizacion', 25, '4095'],
    ['distrito', 30, '4098'],
  ] as const)('%s: up to %i characters (%s), refused one above', (campo, maximo, codigo) => {
    expect(LIMITES_SUNAT[campo]).toMatchObject({ maximo, codigo });
    const regla = reglaSunat(campo, 'el campo');
    expect(validarTexto('é'.repeat(maximo), regla)).toBeUndefined();
    expect(validarTexto('é'.repeat(maximo + 1), regla)).toBe(`El campo admite hasta ${maximo} caracteres`);
  });

  it('a 100,000-character name or description is refused by its limit', () => {
    const largo = 'A'.repeat(100_000);
    expect(validarTexto(largo, reglaSunat('razonSocialAdquirente', 'el nombre'))).toMatch(/hasta 1500/);
    expect(validarTexto(largo, reglaSunat('descripcionItem', 'la descripción'))).toMatch(/hasta 500/);
  });

  it('single-line fields are the ones whose SUNAT regex stops at line breaks', () => {
    expect(LIMITES_SUNAT.razonSocialAdquirente.unaLinea).toBe(true);
    expect(LIMITES_SUNAT.leyenda.unaLinea).toBe(true);
    expect(LIMITES_SUNAT.descripcionItem.unaLinea).toBe(false);
  });
});
