import { describe, expect, it } from 'vitest';
import { leerReferencia, parsearCsv } from './csv.ts';

describe('parsearCsv', () => {
  it('handles quotes, doubled quotes, commas and CRLF', () => {
    const filas = parsearCsv('codigo,descripcion\r\n01,"FACTURA, ""ELECTRONICA"""\r\n03,BOLETA\n');
    expect(filas).toEqual([
      { codigo: '01', descripcion: 'FACTURA, "ELECTRONICA"' },
      { codigo: '03', descripcion: 'BOLETA' },
    ]);
  });

  it('reads the copied ubigeo table whole, keeping leading zeros', () => {
    const ubigeos = leerReferencia('ubigeo-inei.csv');
    expect(ubigeos).toHaveLength(1892);
    expect(ubigeos[0]).toMatchObject({ ubigeo: '010101', distrito: 'CHACHAPOYAS' });
  });
});
