/**
 * The factura the emission benchmarks send: two lines, one by unit value and one by price, as the invoicing
 * screen sends it (total 236.00).
 */
export const FACTURA_BENCH = {
  tipo: '01',
  serie: 'F001',
  cliente: {
    tipo_documento: '6',
    numero: '20100070970',
    nombre: 'DISTRIBUIDORA NORTE S.A.',
    direccion: 'JR. LAMPA 456',
  },
  lineas: [
    { codigo: 'P001', descripcion: 'Laptop 14"', cantidad: '1', valor_unitario: '100', afectacion: '10' },
    { descripcion: 'Mouse', cantidad: '2', precio_unitario: '59', afectacion: '10', unidad: 'NIU' },
  ],
  forma_pago: { tipo: 'contado' },
};
