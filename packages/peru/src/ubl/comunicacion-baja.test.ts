import { describe, expect, it } from 'vitest';
import { hijos, leerXml, textoEn } from '../sunat/xml.ts';
import { type ComunicacionBaja, construirComunicacionBaja, type DocumentoBaja } from './comunicacion-baja.ts';
import { EMISOR_PRUEBA } from './escenarios.ts';

const FACTURA: DocumentoBaja = { tipo: '01', serie: 'F001', numero: 5, motivo: 'ERROR EN EL RUC' };
const baja = (documentos: DocumentoBaja[], o: Partial<ComunicacionBaja> = {}): ComunicacionBaja => ({
  fechaGeneracion: '2025-03-12',
  fechaReferencia: '2025-03-10',
  correlativo: 1,
  documentos,
  ...o,
});
const raiz = (b: ComunicacionBaja) => {
  const r = leerXml(construirComunicacionBaja(b, EMISOR_PRUEBA))?.documentElement;
  if (!r) throw new Error('XML mal formado');
  return r;
};

describe('construirComunicacionBaja', () => {
  it('writes the RA head with CustomizationID 1.0 and the voided documents date', () => {
    const r = raiz(baja([FACTURA], { correlativo: 3 }));
    expect(r.localName).toBe('VoidedDocuments');
    expect([textoEn(r, 'UBLVersionID'), textoEn(r, 'CustomizationID')]).toEqual(['2.0', '1.0']);
    expect(textoEn(r, 'ID')).toBe('RA-20250312-3');
    expect(textoEn(r, 'ReferenceDate')).toBe('2025-03-10');
    expect(textoEn(r, 'IssueDate')).toBe('2025-03-12');
    expect(textoEn(r, 'AccountingSupplierParty', 'Party', 'PartyLegalEntity', 'RegistrationName')).toBe(
      EMISOR_PRUEBA.razonSocial,
    );
  });

  it.each<[string, DocumentoBaja, string[]]>([
    ['a factura', FACTURA, ['1', '01', 'F001', '5', 'ERROR EN EL RUC']],
    [
      'a credit note of a factura',
      { tipo: '07', serie: 'F001', numero: 2, motivo: '  Nota por error  ' },
      ['1', '07', 'F001', '2', 'Nota por error'],
    ],
    [
      'a contingency factura',
      { tipo: '01', serie: '0001', numero: 154, motivo: 'No realizada' },
      ['1', '01', '0001', '154', 'No realizada'],
    ],
  ])('one line per document: %s', (_, d, esperado) => {
    const [l] = hijos(raiz(baja([d])), 'VoidedDocumentsLine');
    expect(
      ['LineID', 'DocumentTypeCode', 'DocumentSerialID', 'DocumentNumberID', 'VoidReasonDescription'].map(
        (n) => textoEn(l, n),
      ),
    ).toEqual(esperado);
  });

  it('numbers several lines from 1', () => {
    const ls = hijos(raiz(baja([FACTURA, { ...FACTURA, numero: 6 }])), 'VoidedDocumentsLine');
    expect(ls.map((l) => textoEn(l, 'LineID'))).toEqual(['1', '2']);
  });

  it.each<[string, ComunicacionBaja, RegExp]>([
    ['no documents', baja([]), /al menos un documento/],
    [
      'a boleta (voided in the resumen diario)',
      baja([{ ...FACTURA, tipo: '03' as '01' }]),
      /no se da de baja/,
    ],
    ['a boleta series', baja([{ ...FACTURA, serie: 'B001' }]), /no es de factura/],
    ['a reason of 2 characters', baja([{ ...FACTURA, motivo: ' ab ' }]), /de 3 a 100/],
    ['a reason of 101 characters', baja([{ ...FACTURA, motivo: 'x'.repeat(101) }]), /de 3 a 100/],
    ['documents after the generation', baja([FACTURA], { fechaReferencia: '2025-03-13' }), /posterior/],
    ['number above 8 digits', baja([{ ...FACTURA, numero: 100_000_000 }]), /número no válido/],
  ])('refuses %s', (_, b, mensaje) => {
    expect(() => construirComunicacionBaja(b, EMISOR_PRUEBA)).toThrow(mensaje);
  });
});
