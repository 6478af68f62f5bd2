import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  type DocumentoConLimites,
  montoConMoneda,
  motivoFueraDeLimites,
  motivoOrigenNoAdmitido,
  type NotaEmitida,
  type NotaSobreDocumento,
} from './limites-nota.ts';

const FACTURA: DocumentoConLimites = {
  serie: 'F001',
  numero: 12,
  moneda: 'PEN',
  importeTotal: '1180.00',
  lineas: [
    { codigo: 'LAP-01', descripcion: 'Laptop', cantidad: '2' },
    { descripcion: 'Mouse  inalámbrico', cantidad: '3' },
    { codigo: 'LAP-01', descripcion: 'Laptop (segunda línea)', cantidad: '1' },
  ],
};

const credito = (importeTotal: string, motivo = '09', lineas: NotaSobreDocumento['lineas'] = []) =>
  ({ tipo: '07', motivo, importeTotal, lineas }) as const;
const emitida = (numero: number, nota: NotaSobreDocumento, estado = 'aceptado'): NotaEmitida => ({
  ...nota,
  serie: 'F001',
  numero,
  estado,
});

describe('credit notes against the document total', () => {
  it('admits notes up to the total, exactly', () => {
    const previas = [emitida(1, credito('500.00')), emitida(2, credito('400.00'))];
    expect(motivoFueraDeLimites(credito('280.00'), FACTURA, previas)).toBeUndefined();
  });

  it('refuses one that would go beyond it, saying the sum, the total and what is left', () => {
    const previas = [emitida(1, credito('500.00')), emitida(2, credito('400.00'))];
    expect(motivoFueraDeLimites(credito('280.01'), FACTURA, previas)).toBe(
      'Las notas de crédito sumarían S/ 1,180.01 y superarían el total del comprobante F001-12 (S/ 1,180.00): queda por acreditar S/ 280.00',
    );
  });

  it('refuses a single note above the total', () => {
    expect(motivoFueraDeLimites(credito('1416.00'), FACTURA, [])).toBe(
      'Las notas de crédito sumarían S/ 1,416.00 y superarían el total del comprobante F001-12 (S/ 1,180.00): queda por acreditar S/ 1,180.00',
    );
  });

  it('does not count notes SUNAT rejected or that were voided', () => {
    const previas = [emitida(1, credito('1180.00'), 'rechazado'), emitida(2, credito('1180.00'), 'anulado')];
    expect(motivoFueraDeLimites(credito('1180.00'), FACTURA, previas)).toBeUndefined();
  });

  it('counts notes still waiting for SUNAT', () => {
    const previas = [emitida(1, credito('1000.00'), 'pendiente')];
    expect(motivoFueraDeLimites(credito('200.00'), FACTURA, previas)).toMatch(
      /queda por acreditar S\/ 180.00$/,
    );
  });

  it('does not bound debit notes, nor count them against credit notes', () => {
    const debito = { tipo: '08', motivo: '01', importeTotal: '5000.00', lineas: [] } as const;
    expect(motivoFueraDeLimites(debito, FACTURA, [])).toBeUndefined();
    expect(motivoFueraDeLimites(credito('1180.00'), FACTURA, [emitida(1, debito)])).toBeUndefined();
  });

  it('speaks dollars for a USD document', () => {
    expect(motivoFueraDeLimites(credito('2000.00'), { ...FACTURA, moneda: 'USD' }, [])).toMatch(
      /^Las notas de crédito sumarían US\$ 2,000.00 y superarían el total del comprobante F001-12 \(US\$ 1,180.00\)/,
    );
  });

  it('formats amounts with grouping and two decimals', () => {
    expect(montoConMoneda('PEN', new Decimal('1234567.5'))).toBe('S/ 1,234,567.50');
  });
});

describe('annulment (catálogo 09: 01, 02, 06)', () => {
  it.each(['01', '02', '06'])('motive %s annuls once: a second annulment is refused', (motivo) => {
    const previas = [emitida(3, credito('1180.00', motivo))];
    expect(motivoFueraDeLimites(credito('1180.00', '01'), FACTURA, previas)).toBe(
      'El comprobante F001-12 ya fue anulado por la nota F001-3',
    );
  });

  it('after an annulment no other credit or debit note is admitted', () => {
    const previas = [emitida(3, credito('1180.00', '01'))];
    const mensaje = 'El comprobante F001-12 ya fue anulado por la nota F001-3: no admite otras notas';
    expect(motivoFueraDeLimites(credito('1.00', '09'), FACTURA, previas)).toBe(mensaje);
    expect(motivoFueraDeLimites({ ...credito('10.00'), tipo: '08', motivo: '01' }, FACTURA, previas)).toBe(
      mensaje,
    );
  });

  it('a rejected annulment does not annul', () => {
    const previas = [emitida(3, credito('1180.00', '01'), 'rechazado')];
    expect(motivoFueraDeLimites(credito('1180.00', '01'), FACTURA, previas)).toBeUndefined();
  });

  it('applies to a document issued elsewhere too (its total is unknown, the notes are ours)', () => {
    const externo = { serie: 'F900', numero: 5 };
    expect(motivoFueraDeLimites(credito('99999.00'), externo, [])).toBeUndefined();
    expect(motivoFueraDeLimites(credito('1.00', '06'), externo, [emitida(1, credito('5.00', '01'))])).toBe(
      'El comprobante F900-5 ya fue anulado por la nota F001-1',
    );
  });

  it('an annulment after partial credit notes may not exceed what is left', () => {
    const previas = [emitida(1, credito('180.00'))];
    expect(motivoFueraDeLimites(credito('1180.00', '01'), FACTURA, previas)).toMatch(
      /queda por acreditar S\/ 1,000.00$/,
    );
  });
});

describe('devolución por ítem (catálogo 09: 07) by quantity', () => {
  const devolucion = (lineas: NotaSobreDocumento['lineas']) => credito('1.00', '07', lineas);

  it('matches by code across the document lines that share it', () => {
    const nota = devolucion([{ codigo: 'LAP-01', descripcion: 'Laptop', cantidad: '3' }]);
    expect(motivoFueraDeLimites(nota, FACTURA, [])).toBeUndefined();
    expect(
      motivoFueraDeLimites(
        devolucion([{ codigo: 'LAP-01', descripcion: 'Laptop', cantidad: '3.5' }]),
        FACTURA,
        [],
      ),
    ).toBe('Se devolverían 3.5 de «Laptop»: el comprobante F001-12 vendió 3');
  });

  it('matches a line without code by its description, spaces and case aside', () => {
    const nota = devolucion([{ descripcion: 'MOUSE inalámbrico ', cantidad: '3' }]);
    expect(motivoFueraDeLimites(nota, FACTURA, [])).toBeUndefined();
  });

  it('adds the units of earlier returns', () => {
    const previas = [
      emitida(1, devolucion([{ descripcion: 'Mouse inalámbrico', cantidad: '2' }])),
      // Another reason does not return goods: its lines do not count.
      emitida(2, credito('1.00', '09', [{ descripcion: 'Mouse inalámbrico', cantidad: '3' }])),
    ];
    expect(
      motivoFueraDeLimites(
        devolucion([{ descripcion: 'Mouse inalámbrico', cantidad: '1' }]),
        FACTURA,
        previas,
      ),
    ).toBeUndefined();
    expect(
      motivoFueraDeLimites(
        devolucion([{ descripcion: 'Mouse inalámbrico', cantidad: '2' }]),
        FACTURA,
        previas,
      ),
    ).toBe('Se devolverían 2 de «Mouse inalámbrico»: el comprobante F001-12 vendió 3 y ya se devolvieron 2');
  });

  it('adds repeated lines of the same note', () => {
    const nota = devolucion([
      { descripcion: 'Mouse inalámbrico', cantidad: '2' },
      { descripcion: 'Mouse inalámbrico', cantidad: '2' },
    ]);
    expect(motivoFueraDeLimites(nota, FACTURA, [])).toBe(
      'Se devolverían 4 de «Mouse inalámbrico»: el comprobante F001-12 vendió 3',
    );
  });

  it('refuses an item the document does not have', () => {
    expect(
      motivoFueraDeLimites(
        devolucion([{ codigo: 'TEC-9', descripcion: 'Teclado', cantidad: '1' }]),
        FACTURA,
        [],
      ),
    ).toBe('El ítem «Teclado» no está en el comprobante F001-12: no puede devolverse');
  });
});

describe('the origin of the modified document', () => {
  const F = { tipo: '01', serie: 'F001', numero: 999 } as const;
  const propio = { externo: false, serieDeLaEmpresa: true, emitido: true };

  it('a document of an own series that was issued here is admitted', () => {
    expect(motivoOrigenNoAdmitido(F, propio)).toBeUndefined();
  });

  it('a number an own series never issued is refused', () => {
    expect(motivoOrigenNoAdmitido(F, { ...propio, emitido: false })).toBe(
      'El comprobante F001-999 no existe: su serie es de esta empresa y no lo emitió',
    );
  });

  it('an own series cannot be declared issued elsewhere', () => {
    expect(motivoOrigenNoAdmitido(F, { ...propio, emitido: false, externo: true })).toBe(
      'La serie F001 es de esta empresa: el comprobante F001-999 no puede marcarse como emitido fuera de Kipu',
    );
  });

  it('a foreign series must be declared issued elsewhere', () => {
    expect(
      motivoOrigenNoAdmitido(
        { ...F, serie: 'F900' },
        { externo: false, serieDeLaEmpresa: false, emitido: false },
      ),
    ).toBe(
      'La serie F900 no es de esta empresa: si el comprobante F900-999 se emitió fuera de Kipu, márquelo como emitido fuera de Kipu',
    );
  });

  const externo = { externo: true, serieDeLaEmpresa: false, emitido: false };
  it.each([
    ['01', 'F900', 1],
    ['01', 'E001', 99_999_999],
    ['01', '0001', 5],
    ['03', 'B0A1', 5],
    ['03', 'EB01', 5],
    ['03', '0002', 5],
  ] as const)('declared issued elsewhere: %s %s-%s is admitted', (tipo, serie, numero) => {
    expect(motivoOrigenNoAdmitido({ tipo, serie, numero }, externo)).toBeUndefined();
  });

  it.each([
    [
      '01',
      'B001',
      1,
      'La serie B001 no es válida para una factura: F y 3 letras o dígitos (F001), E001 (SEE SOL) o 4 dígitos de contingencia (0001)',
    ],
    [
      '03',
      'F001',
      1,
      'La serie F001 no es válida para una boleta: B y 3 letras o dígitos (B001), EB01 (SEE SOL) o 4 dígitos de contingencia (0001)',
    ],
    [
      '01',
      'F01',
      1,
      'La serie F01 no es válida para una factura: F y 3 letras o dígitos (F001), E001 (SEE SOL) o 4 dígitos de contingencia (0001)',
    ],
    [
      '01',
      '001',
      1,
      'La serie 001 no es válida para una factura: F y 3 letras o dígitos (F001), E001 (SEE SOL) o 4 dígitos de contingencia (0001)',
    ],
    ['01', 'F900', 0, 'El número del comprobante que modifica va de 1 a 99999999'],
    ['01', 'F900', 100_000_000, 'El número del comprobante que modifica va de 1 a 99999999'],
  ] as const)(
    'declared issued elsewhere: %s %s-%s is refused by its form',
    (tipo, serie, numero, mensaje) => {
      expect(motivoOrigenNoAdmitido({ tipo, serie, numero }, externo)).toBe(mensaje);
    },
  );
});
