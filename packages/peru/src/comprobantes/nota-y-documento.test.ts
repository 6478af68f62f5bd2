import { describe, expect, it } from 'vitest';
import { type DocumentoModificado, motivoNotaNoAdmitida, type NotaPorEmitir } from './nota-y-documento.ts';

const FACTURA: DocumentoModificado = {
  serie: 'F001',
  numero: 12,
  estado: 'aceptado',
  fechaEmision: '2026-05-04',
  moneda: 'PEN',
  clienteTipoDocumento: '6',
  clienteNumeroDocumento: '20100070970',
};
const NOTA: NotaPorEmitir = {
  fecha: '2026-05-06',
  moneda: 'PEN',
  cliente: { tipoDocumento: '6', numero: ' 20100070970 ' },
};

describe('a note against the document it modifies', () => {
  it.each([
    ['an accepted document', {}, {}, undefined],
    ['an observed one', { estado: 'observado' }, {}, undefined],
    ['one still waiting for SUNAT', { estado: 'pendiente' }, {}, undefined],
    ['the same day', {}, { fecha: '2026-05-04' }, undefined],
    ['a rejected one', { estado: 'rechazado' }, {}, 'SUNAT rechazó el comprobante F001-12: no admite notas'],
    ['a voided one', { estado: 'anulado' }, {}, 'El comprobante F001-12 está anulado: no admite notas'],
    [
      'an earlier date',
      {},
      { fecha: '2026-05-03' },
      'La nota no puede tener fecha anterior al comprobante F001-12',
    ],
    [
      'another currency',
      {},
      { moneda: 'USD' },
      'La nota debe emitirse en la moneda del comprobante F001-12 (PEN)',
    ],
    [
      'another customer',
      {},
      { cliente: { tipoDocumento: '6', numero: '20601234565' } },
      'La nota debe emitirse al cliente del comprobante F001-12 (20100070970)',
    ],
    [
      'another kind of document with the same digits',
      { clienteTipoDocumento: '1', clienteNumeroDocumento: '46779354' },
      { cliente: { tipoDocumento: '4', numero: '46779354' } },
      'La nota debe emitirse al cliente del comprobante F001-12 (46779354)',
    ],
  ] as [string, Partial<DocumentoModificado>, Partial<NotaPorEmitir>, string | undefined][])(
    '%s',
    (_caso, doc, nota, esperado) => {
      expect(motivoNotaNoAdmitida({ ...NOTA, ...nota }, { ...FACTURA, ...doc })).toBe(esperado);
    },
  );
});
