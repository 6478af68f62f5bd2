import { describe, expect, it } from 'vitest';
import type { EntradaComprobante } from '../comprobantes/calculo.ts';
import { EMISOR_PRUEBA, ESCENARIOS } from './escenarios.ts';
import { errorDeTextoDelComprobante } from './textos-comprobante.ts';

const FACTURA = ESCENARIOS['factura gravada'] as EntradaComprobante;
const NOTA = Object.values(ESCENARIOS).find((e) => e.tipo === '07') as EntradaComprobante;
type Linea = EntradaComprobante['lineas'][number];
const conLinea = (cambio: Partial<Linea>): EntradaComprobante => ({
  ...FACTURA,
  lineas: [FACTURA.lineas[0] as Linea, { ...(FACTURA.lineas[1] as Linea), ...cambio }],
});

describe('errorDeTextoDelComprobante', () => {
  it('lets every reference scenario through, with its issuer', () => {
    for (const [nombre, e] of Object.entries(ESCENARIOS))
      expect(errorDeTextoDelComprobante(e, EMISOR_PRUEBA), nombre).toBeUndefined();
  });

  it('lets accents, ñ, º, € and emoji through', () => {
    const e = conLinea({ descripcion: 'Piñata Nº 5 — 10 € 🎉\nsegunda línea' });
    expect(
      errorDeTextoDelComprobante({ ...e, cliente: { ...e.cliente, nombre: 'PEÑA & CÍA' } }),
    ).toBeUndefined();
  });

  it.each([
    [
      'the customer name',
      { ...FACTURA, cliente: { ...FACTURA.cliente, nombre: 'ACME\u0007 S.A.' } },
      'El nombre o razón social del cliente contiene un carácter no permitido (U+0007)',
    ],
    [
      'the customer address',
      { ...FACTURA, cliente: { ...FACTURA.cliente, direccion: 'JR. \ufffe' } },
      'La dirección del cliente contiene un carácter no permitido (U+FFFE)',
    ],
    ['a line description', conLinea({ descripcion: 'Mouse\u000b' }), 'La descripción del ítem 2 contiene'],
    ['a line code', conLinea({ codigo: 'P\u0000' }), 'El código del ítem 2 contiene'],
    [
      'the observaciones',
      { ...FACTURA, observaciones: 'x\ud800' },
      'Las observaciones contienen un carácter no permitido (U+D800)',
    ],
    [
      'a note reason',
      { ...NOTA, motivo: { codigo: '01', descripcion: 'Anulación\u0085' } },
      'El sustento de la nota contiene',
    ],
    [
      'any other string (a guide number)',
      { ...FACTURA, guias: [{ tipo: '09' as const, numero: 'T001-1\u0001' }] },
      'Un dato del comprobante contiene un carácter no permitido (U+0001)',
    ],
  ])('names %s with a forbidden character', (_, e, mensaje) => {
    expect(errorDeTextoDelComprobante(e)).toContain(mensaje);
  });

  it.each([
    ['razonSocial', 'La razón social de la empresa contiene'],
    ['nombreComercial', 'El nombre comercial de la empresa contiene'],
  ] as const)("checks the issuer's stored %s", (campo, mensaje) => {
    const emisor = { ...EMISOR_PRUEBA, [campo]: 'ANDINA\u0007' };
    expect(errorDeTextoDelComprobante(FACTURA, emisor)).toContain(mensaje);
    expect(
      errorDeTextoDelComprobante(FACTURA, {
        ...EMISOR_PRUEBA,
        direccion: { ...EMISOR_PRUEBA.direccion, direccion: 'AV.\u001f' },
      }),
    ).toContain('La dirección del local o de la empresa contiene');
  });

  it("applies SUNAT's limits at their exact boundary", () => {
    const nombre = (n: number) => ({ ...FACTURA, cliente: { ...FACTURA.cliente, nombre: 'Ñ'.repeat(n) } });
    expect(errorDeTextoDelComprobante(nombre(1500))).toBeUndefined();
    expect(errorDeTextoDelComprobante(nombre(1501))).toBe(
      'El nombre o razón social del cliente admite hasta 1500 caracteres',
    );
    expect(errorDeTextoDelComprobante(conLinea({ descripcion: 'd'.repeat(500) }))).toBeUndefined();
    expect(errorDeTextoDelComprobante(conLinea({ descripcion: 'd'.repeat(100_000) }))).toBe(
      'La descripción del ítem 2 admite hasta 500 caracteres',
    );
    expect(errorDeTextoDelComprobante(conLinea({ codigo: 'C'.repeat(31) }))).toBe(
      'El código del ítem 2 admite hasta 30 caracteres',
    );
    expect(errorDeTextoDelComprobante({ ...FACTURA, observaciones: 'o'.repeat(201) })).toBe(
      'Las observaciones admiten hasta 200 caracteres',
    );
  });

  it('refuses line breaks where SUNAT reads one line', () => {
    expect(
      errorDeTextoDelComprobante({ ...FACTURA, cliente: { ...FACTURA.cliente, nombre: 'ACME\nS.A.' } }),
    ).toBe('El nombre o razón social del cliente no admite saltos de línea');
    expect(errorDeTextoDelComprobante({ ...FACTURA, observaciones: 'uno\r\ndos' })).toBe(
      'Las observaciones no admiten saltos de línea',
    );
  });
});
