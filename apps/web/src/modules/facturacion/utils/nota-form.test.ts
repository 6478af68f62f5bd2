import { calcularComprobante } from '@kipu/peru/comprobantes/calculo';
import { describe, expect, it } from 'vitest';
import {
  admiteNota,
  cambiarMotivo,
  type DocumentoParaNota,
  entradaNota,
  inputNota,
  motivosDe,
  notaDesde,
  notaDeTodo,
} from './nota-form';

const linea = (numero: number, descripcion: string, cantidad: string, valor: string, precio: string) => ({
  numero,
  codigo: numero === 1 ? 'P001' : null,
  descripcion,
  unidad: 'NIU',
  cantidad,
  afectacion: '10',
  valor_unitario: valor,
  precio_unitario: precio,
});

// As the API answers F001-7: a laptop at 100 without IGV and two mice at 59 with IGV (S/ 236.00).
const FACTURA: DocumentoParaNota = {
  id: 'f7',
  tipo: '01',
  serie: 'F001',
  numero: 7,
  estado: 'aceptado',
  moneda: 'USD',
  cliente_tipo_documento: '6',
  cliente_numero_documento: '20100070970',
  cliente_nombre: 'DISTRIBUIDORA NORTE S.A.',
  cliente_direccion: null,
  importe_total: '236.00',
  lineas: [
    linea(1, 'Laptop', '1.0000000000', '100.0000000000', '118.0000000000'),
    linea(2, 'Mouse', '2', '50.0000000000', '59.0000000000'),
  ],
};

describe('notaDesde', () => {
  it("fills a credit note with the document's customer, currency and lines, reason 01", () => {
    const { form, nota } = notaDesde(FACTURA, '07');
    expect(nota).toEqual({
      tipo: '07',
      afectado: { tipo: '01', serie: 'F001', numero: 7 },
      moneda: 'USD',
      tipoCambio: '',
      motivo: '01',
      sustento: 'ANULACIÓN DE LA OPERACIÓN',
    });
    expect(form.cliente).toEqual({
      tipoDocumento: '6',
      numero: '20100070970',
      nombre: 'DISTRIBUIDORA NORTE S.A.',
      direccion: '',
    });
    expect(form.lineas.map((l) => [l.codigo, l.descripcion, l.cantidad, l.monto])).toEqual([
      ['P001', 'Laptop', '1', '100'],
      ['', 'Mouse', '2', '50'],
    ]);
  });

  it('computes an anulación to the same total, with no reason to refuse it once it has its exchange rate', () => {
    const { form, nota } = notaDesde(FACTURA, '07');
    expect(calcularComprobante(entradaNota(form, nota, '2026-03-02')).errores.map((e) => e.campo)).toEqual([
      'tipoCambio',
    ]);
    const c = calcularComprobante(entradaNota(form, { ...nota, tipoCambio: '3.750' }, '2026-03-02'));
    expect(c.errores).toEqual([]);
    expect(inputNota(form, { ...nota, tipoCambio: ' 3.750 ' }).tipo_cambio).toBe('3.750');
    expect(c.importeTotal).toBe('236.00');
    expect(c.entrada.serie).toBe('F001');
    expect(c.entrada.formaPago).toBeUndefined();
  });

  it('sends the note type, document, reason and currency, and no payment form', () => {
    const { form, nota } = notaDesde(FACTURA, '08');
    const input = inputNota(form, { ...nota, motivo: '01', sustento: ' Intereses por mora ' });
    expect(input).toMatchObject({
      tipo: '08',
      moneda: 'USD',
      afectado: { tipo: '01', serie: 'F001', numero: 7 },
      motivo: { codigo: '01', descripcion: 'Intereses por mora' },
      cliente: { tipo_documento: '6', numero: '20100070970' },
    });
    expect(input.lineas[0]).toMatchObject({ valor_unitario: '100', cantidad: '1' });
    expect(input.forma_pago).toBeUndefined();
    // A credit note 13 changes the payment schedule: it keeps its payment form.
    const credito = notaDesde(FACTURA, '07');
    expect(inputNota(credito.form, { ...credito.nota, motivo: '13' }).forma_pago).toEqual({
      tipo: 'contado',
    });
  });
});

describe('reasons', () => {
  it('offers catálogo 09 for credit and 10 for debit notes', () => {
    expect(motivosDe('07')[0]).toEqual({ value: '01', label: '01 - Anulación de la operación' });
    expect(motivosDe('07')).toHaveLength(13);
    expect(motivosDe('08').map((m) => m.value)).toEqual(['01', '02', '03', '11', '12']);
  });

  it('copies all lines for anulación, RUC error and devolución total only', () => {
    expect(['01', '02', '06'].every((motivo) => notaDeTodo({ tipo: '07', motivo }))).toBe(true);
    expect(notaDeTodo({ tipo: '07', motivo: '07' })).toBe(false);
    expect(notaDeTodo({ tipo: '08', motivo: '01' })).toBe(false);
  });

  it('follows the reason with the sustento unless the user wrote their own', () => {
    const { nota } = notaDesde(FACTURA, '07');
    expect(cambiarMotivo(nota, '07').sustento).toBe('DEVOLUCIÓN POR ÍTEM');
    const propia = { ...nota, sustento: 'Devolvió dos mouse' };
    expect(cambiarMotivo(propia, '07').sustento).toBe('Devolvió dos mouse');
  });

  it('allows notes only on accepted or observed facturas and boletas', () => {
    expect(admiteNota({ tipo: '01', estado: 'aceptado' })).toBe(true);
    expect(admiteNota({ tipo: '03', estado: 'observado' })).toBe(true);
    expect(admiteNota({ tipo: '01', estado: 'pendiente' })).toBe(false);
    expect(admiteNota({ tipo: '01', estado: 'rechazado' })).toBe(false);
    expect(admiteNota({ tipo: '01', estado: 'aceptado', anulado_por_nota: true })).toBe(false);
    expect(admiteNota({ tipo: '07', estado: 'aceptado' })).toBe(false);
  });
});
