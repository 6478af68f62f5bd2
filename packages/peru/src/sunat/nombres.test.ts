import { describe, expect, it } from 'vitest';
import {
  idCoincide,
  idEsperado,
  idResumen,
  leerNombreArchivo,
  nombreComprobante,
  nombreResumen,
} from './nombres.ts';

describe('SUNAT file names', () => {
  it('reads a document name with or without extension', () => {
    expect(leerNombreArchivo('20601234565-01-F001-1.zip')).toEqual({
      clase: 'comprobante',
      ruc: '20601234565',
      tipo: '01',
      serie: 'F001',
      numero: 1,
      base: '20601234565-01-F001-1',
    });
    expect(leerNombreArchivo('20601234565-07-B001-00000123.xml')).toMatchObject({ tipo: '07', numero: 123 });
    expect(leerNombreArchivo('20601234565-03-B002-99999999')).toMatchObject({ serie: 'B002' });
  });

  it('reads contingency documents, whose physical series is four digits', () => {
    expect(leerNombreArchivo('20601234565-01-0001-154.zip')).toMatchObject({ serie: '0001', numero: 154 });
    expect(leerNombreArchivo('20601234565-03-0002-88')).toMatchObject({ tipo: '03', serie: '0002' });
  });

  it('reads resumen diario and comunicación de baja names', () => {
    expect(leerNombreArchivo('20601234565-RC-20250115-1.zip')).toEqual({
      clase: 'resumen',
      ruc: '20601234565',
      tipo: 'RC',
      fecha: '20250115',
      correlativo: 1,
      base: '20601234565-RC-20250115-1',
    });
    expect(leerNombreArchivo('20601234565-RA-20250131-12')).toMatchObject({ tipo: 'RA', correlativo: 12 });
  });

  it.each([
    ['RUC with 10 digits', '2060123456-01-F001-1.zip'],
    ['a factura with a B series', '20601234565-01-B001-1.zip'],
    ['a boleta with an F series', '20601234565-03-F001-1.zip'],
    ['a type sendBill does not take', '20601234565-09-T001-1.zip'],
    ['number zero', '20601234565-01-F001-0.zip'],
    ['number with 9 digits', '20601234565-01-F001-123456789.zip'],
    ['lower-case series', '20601234565-01-f001-1.zip'],
    ['an impossible date', '20601234565-RC-20250230-1.zip'],
    ['an unknown summary type', '20601234565-RX-20250115-1.zip'],
    ['another extension', '20601234565-01-F001-1.txt'],
    ['a physical series of three digits', '20601234565-01-001-1.zip'],
  ])('refuses %s', (_, nombre) => {
    expect(leerNombreArchivo(nombre)).toBeNull();
  });

  it('builds names and the cbc:ID the XML must carry', () => {
    expect(nombreComprobante('20601234565', '01', 'F001', 7)).toBe('20601234565-01-F001-7');
    expect(nombreResumen('20601234565', 'RA', '2025-01-15', 2)).toBe('20601234565-RA-20250115-2');
    expect(idResumen('RC', '2025-01-15', 12)).toBe('RC-20250115-12');
    const f = leerNombreArchivo('20601234565-01-F001-7.zip');
    const r = leerNombreArchivo('20601234565-RC-20250115-1.zip');
    if (!f || !r) throw new Error('nombres');
    expect(idEsperado(f)).toBe('F001-7');
    expect(idEsperado(r)).toBe('RC-20250115-1');
    expect(idCoincide(f, 'F001-00000007')).toBe(true);
    expect(idCoincide(f, 'F001-8')).toBe(false);
    expect(idCoincide(f, 'F002-7')).toBe(false);
    expect(idCoincide(r, 'RC-20250115-1')).toBe(true);
    expect(idCoincide(r, 'RA-20250115-1')).toBe(false);
  });
});
