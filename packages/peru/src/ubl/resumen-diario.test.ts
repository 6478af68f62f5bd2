import type { Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { calcularComprobante } from '../comprobantes/calculo.ts';
import { hijos, leerXml, textoEn } from '../sunat/xml.ts';
import { EMISOR_PRUEBA, ESCENARIOS, RESUMENES } from './escenarios.ts';
import {
  construirResumenDiario,
  type DocumentoResumen,
  documentoResumenDe,
  MAXIMO_LINEAS_RESUMEN,
  partirEnResumenes,
  type ResumenDiario,
} from './resumen-diario.ts';

const BOLETA: DocumentoResumen = {
  tipo: '03',
  serie: 'B001',
  numero: 12,
  condicion: '1',
  moneda: 'PEN',
  cliente: { tipoDocumento: '1', numero: '46779354' },
  importeTotal: '118',
  gravadas: '100',
  igv: '18',
};
const resumen = (documentos: DocumentoResumen[], o: Partial<ResumenDiario> = {}): ResumenDiario => ({
  fechaGeneracion: '2025-03-11',
  fechaReferencia: '2025-03-10',
  correlativo: 1,
  documentos,
  ...o,
});

function raiz(r: ResumenDiario): Element {
  const doc = leerXml(construirResumenDiario(r, EMISOR_PRUEBA));
  if (!doc?.documentElement) throw new Error('XML mal formado');
  return doc.documentElement;
}
const lineas = (r: ResumenDiario) => hijos(raiz(r), 'SummaryDocumentsLine');
const pagos = (l: Element | undefined) =>
  l ? hijos(l, 'BillingPayment').map((p) => [textoEn(p, 'InstructionID'), textoEn(p, 'PaidAmount')]) : [];
const tributos = (l: Element | undefined) =>
  l
    ? hijos(l, 'TaxTotal').map((t) => [
        textoEn(t, 'TaxSubtotal', 'TaxCategory', 'TaxScheme', 'ID'),
        textoEn(t, 'TaxAmount'),
      ])
    : [];

describe('construirResumenDiario', () => {
  it('writes the head: RC identifier with the generation date, the documents date, issuer by RUC', () => {
    const r = raiz(resumen([BOLETA], { correlativo: 7 }));
    expect(r.localName).toBe('SummaryDocuments');
    expect(textoEn(r, 'UBLVersionID')).toBe('2.0');
    expect(textoEn(r, 'CustomizationID')).toBe('1.1');
    expect(textoEn(r, 'ID')).toBe('RC-20250311-7');
    expect(textoEn(r, 'ReferenceDate')).toBe('2025-03-10');
    expect(textoEn(r, 'IssueDate')).toBe('2025-03-11');
    expect(textoEn(r, 'AccountingSupplierParty', 'CustomerAssignedAccountID')).toBe(EMISOR_PRUEBA.ruc);
    expect(textoEn(r, 'AccountingSupplierParty', 'AdditionalAccountID')).toBe('6');
    expect(textoEn(r, 'Signature', 'DigitalSignatureAttachment', 'ExternalReference', 'URI')).toBe(
      '#SignatureKipu',
    );
  });

  it.each<[string, Partial<DocumentoResumen>, string[][], string[][]]>([
    ['a boleta gravada', {}, [['01', '100.00']], [['1000', '18.00']]],
    [
      'exoneradas, inafectas, exportación and gratuitas, zero ones left out',
      { gravadas: '0', exoneradas: '10', inafectas: '5.5', exportacion: '3', gratuitas: '2', igv: '0' },
      [
        ['02', '10.00'],
        ['03', '5.50'],
        ['04', '3.00'],
        ['05', '2.00'],
      ],
      [['1000', '0.00']],
    ],
    [
      'ISC, other taxes and ICBPER, each in its own TaxTotal',
      { isc: '3', otrosTributos: '1', icbper: '0.50' },
      [['01', '100.00']],
      [
        ['1000', '18.00'],
        ['2000', '3.00'],
        ['9999', '1.00'],
        ['7152', '0.50'],
      ],
    ],
  ])('totals by affectation and taxes: %s', (_, cambios, esperadosPagos, esperadosTributos) => {
    const [l] = lineas(resumen([{ ...BOLETA, ...cambios }]));
    expect(pagos(l)).toEqual(esperadosPagos);
    expect(tributos(l)).toEqual(esperadosTributos);
    expect(textoEn(l, 'TotalAmount')).toBe('118.00');
  });

  it.each<[string, Partial<DocumentoResumen>, Record<string, string | undefined>]>([
    ['an added boleta', {}, { DocumentTypeCode: '03', ID: 'B001-12', ConditionCode: '1' }],
    ['a voided boleta', { condicion: '3' }, { ConditionCode: '3' }],
    ['a contingency boleta', { serie: '0002', numero: 88 }, { ID: '0002-88' }],
    [
      'a boleta note with its boleta',
      { tipo: '07', numero: 3, afectado: { tipo: '03', serie: 'B001', numero: 1 } },
      { DocumentTypeCode: '07', ID: 'B001-3', ReferenceID: 'B001-1', ReferenceType: '03' },
    ],
    ['the customer document', {}, { CustomerID: '46779354', CustomerType: '1' }],
    ['no customer', { cliente: undefined }, { CustomerID: undefined }],
  ])('one line per document: %s', (_, cambios, esperado) => {
    const [l] = lineas(resumen([{ ...BOLETA, ...cambios }]));
    const leido: Record<string, string | undefined> = {
      DocumentTypeCode: textoEn(l, 'DocumentTypeCode'),
      ID: textoEn(l, 'ID'),
      ConditionCode: textoEn(l, 'Status', 'ConditionCode'),
      ReferenceID: textoEn(l, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
      ReferenceType: textoEn(l, 'BillingReference', 'InvoiceDocumentReference', 'DocumentTypeCode'),
      CustomerID: textoEn(l, 'AccountingCustomerParty', 'CustomerAssignedAccountID'),
      CustomerType: textoEn(l, 'AccountingCustomerParty', 'AdditionalAccountID'),
    };
    for (const [k, v] of Object.entries(esperado)) expect(leido[k], k).toBe(v);
  });

  it('numbers the lines from 1 and writes a charge only when there is one', () => {
    const ls = lineas(resumen([BOLETA, { ...BOLETA, numero: 13, otrosCargos: '5' }]));
    expect(ls.map((l) => textoEn(l, 'LineID'))).toEqual(['1', '2']);
    expect(hijos(ls[0] as Element, 'AllowanceCharge')).toHaveLength(0);
    expect(textoEn(ls[1], 'AllowanceCharge', 'ChargeIndicator')).toBe('true');
    expect(textoEn(ls[1], 'AllowanceCharge', 'Amount')).toBe('5.00');
  });

  it.each<[string, ResumenDiario, RegExp]>([
    ['no documents', resumen([]), /al menos un documento/],
    [
      'more than 500 lines',
      resumen(Array.from({ length: MAXIMO_LINEAS_RESUMEN + 1 }, (_, i) => ({ ...BOLETA, numero: i + 1 }))),
      /hasta 500/,
    ],
    ['a factura series', resumen([{ ...BOLETA, serie: 'F001' }]), /no es de boleta/],
    ['a factura type', resumen([{ ...BOLETA, tipo: '01' as '03' }]), /no va en un resumen/],
    ['a note without its boleta', resumen([{ ...BOLETA, tipo: '07' }]), /boleta que modifican/],
    [
      'a boleta with an affected document',
      resumen([{ ...BOLETA, afectado: { tipo: '03', serie: 'B001', numero: 1 } }]),
      /boleta que modifican/,
    ],
    ['documents after the generation', resumen([BOLETA], { fechaReferencia: '2025-03-12' }), /posterior/],
    ['an impossible date', resumen([BOLETA], { fechaGeneracion: '2025-02-30' }), /AAAA-MM-DD/],
    ['correlativo zero', resumen([BOLETA], { correlativo: 0 }), /correlativo/],
    ['number zero', resumen([{ ...BOLETA, numero: 0 }]), /número no válido/],
  ])('refuses %s', (_, r, mensaje) => {
    expect(() => construirResumenDiario(r, EMISOR_PRUEBA)).toThrow(mensaje);
  });
});

describe('documentoResumenDe', () => {
  it('takes an emitted boleta with its totals and customer', () => {
    const c = calcularComprobante(ESCENARIOS['boleta gravada'] ?? expect.fail());
    expect(documentoResumenDe(c, '1')).toMatchObject({
      tipo: '03',
      serie: 'B001',
      numero: 1,
      condicion: '1',
      cliente: { tipoDocumento: '1', numero: '46779354' },
      importeTotal: c.importeTotal,
      gravadas: c.operacionesGravadas,
      igv: c.igv,
    });
  });

  it('refuses a factura', () => {
    const c = calcularComprobante(ESCENARIOS['factura gravada'] ?? expect.fail());
    expect(() => documentoResumenDe(c, '1')).toThrow(/facturas no van/);
  });

  it('keeps the sample summaries consistent: total ≈ affectations + taxes + charges', () => {
    for (const r of Object.values(RESUMENES)) {
      for (const d of r.documentos) {
        const suma = [d.gravadas, d.exoneradas, d.inafectas, d.igv, d.isc, d.icbper, d.otrosCargos]
          .map((v) => Number(v ?? 0))
          .reduce((a, b) => a + b, 0);
        expect(Math.abs(suma - Number(d.importeTotal)), `${d.serie}-${d.numero}`).toBeLessThan(0.01);
      }
    }
  });
});

describe('partirEnResumenes', () => {
  it.each([
    [0, []],
    [1, [1]],
    [500, [500]],
    [501, [500, 1]],
    [1200, [500, 500, 200]],
  ])('%i documents → summaries of %j lines', (n, tamanos) => {
    const partes = partirEnResumenes(Array.from({ length: n }, (_, i) => i));
    expect(partes.map((p) => p.length)).toEqual(tamanos);
    expect(partes.flat()).toEqual(Array.from({ length: n }, (_, i) => i));
  });
});
