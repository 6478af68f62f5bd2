import { describe, expect, it } from 'vitest';
import { idGre, leerNombreGre } from './nombre-gre.ts';

describe('GRE file names', () => {
  it.each([
    ['20601234565-09-T001-1', { ruc: '20601234565', tipo: '09', serie: 'T001', numero: 1 }],
    ['20601234565-09-TA01-00000123.zip', { tipo: '09', serie: 'TA01', numero: 123 }],
    ['20601234565-31-V001-99999999.xml', { tipo: '31', serie: 'V001', numero: 99999999 }],
  ])('reads %s', (nombre, esperado) => {
    expect(leerNombreGre(nombre)).toMatchObject(esperado);
  });

  it.each([
    '20601234565-01-F001-1', // a factura goes to billService
    '20601234565-09-V001-1', // remitente series start with T
    '20601234565-31-T001-1', // transportista series start with V
    '20601234565-09-T001-0',
    '20601234565-09-T001-123456789',
    '2060123456-09-T001-1',
  ])('refuses %s', (nombre) => {
    expect(leerNombreGre(nombre)).toBeNull();
  });

  it('gives the cbc:ID the guide must carry', () => {
    const n = leerNombreGre('20601234565-09-T001-00000042');
    expect(n && idGre(n)).toBe('T001-42');
    expect(n?.base).toBe('20601234565-09-T001-00000042');
  });
});
