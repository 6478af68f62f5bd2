import { regimenDeRubro } from '@kipu/peru/tributos/igv';
import { describe, expect, it } from 'vitest';
import {
  aplicarMargen,
  escribirMonto,
  montosDeEntrada,
  PRECIOS_VACIOS,
  type PreciosForm,
  recalcularPrecios,
  tasaProducto,
} from './precio-producto';

const base: PreciosForm = PRECIOS_VACIOS;

describe('precio del producto', () => {
  it('typing the value computes the price with the IGV and sends only the value', () => {
    const p = escribirMonto(base, 'valor', '100', '18');
    expect(p.precio_unitario).toBe('118');
    expect(montosDeEntrada(p)).toEqual({ valor_unitario: '100', precio_unitario: null });
  });

  it('typing the price computes the value to 10 decimals and sends the price as typed', () => {
    const p = escribirMonto(base, 'precio', '100.00', '18');
    expect(p.valor_unitario).toBe('84.7457627119');
    expect(montosDeEntrada(p)).toEqual({ valor_unitario: null, precio_unitario: '100.00' });
  });

  it('an exonerated affectation makes value and price equal', () => {
    const tasa = tasaProducto('20', '2026-03-01', 'general');
    expect(tasa).toBe('0');
    const p = recalcularPrecios({ ...base, origen: 'valor', valor_unitario: '50' }, tasa);
    expect(p.precio_unitario).toBe('50');
  });

  it('the MYPE restaurant rate follows the rubro', () => {
    expect(tasaProducto('10', '2026-03-01', regimenDeRubro('restaurante'))).toBe('10.5');
    expect(tasaProducto('10', '2026-03-01', regimenDeRubro('comercial'))).toBe('18');
    expect(tasaProducto('99', '2026-03-01', 'general')).toBeNull();
  });

  it('an invalid amount leaves the other empty', () => {
    expect(escribirMonto(base, 'valor', '.', '18').precio_unitario).toBe('');
  });

  it('a margin on the cost gives the value, and the price follows', () => {
    const porcentaje = aplicarMargen(
      { ...base, margen_utilidad: true, adquisicion: '80', utilidad: '25' },
      '18',
    );
    expect(porcentaje.valor_unitario).toBe('100');
    expect(porcentaje.precio_unitario).toBe('118');
    expect(porcentaje.origen).toBe('valor');
    const monto = aplicarMargen(
      { ...base, margen_utilidad: true, adquisicion: '80', utilidad: '5.5', tipo_utilidad: 'monto' },
      '18',
    );
    expect(monto.valor_unitario).toBe('85.5');
  });

  it('without a margin, or with an invalid cost, nothing changes', () => {
    expect(aplicarMargen({ ...base, adquisicion: '80', utilidad: '25' }, '18')).toEqual({
      ...base,
      adquisicion: '80',
      utilidad: '25',
    });
    const mal = { ...base, margen_utilidad: true, adquisicion: 'x' };
    expect(aplicarMargen(mal, '18')).toBe(mal);
    const sinCosto = { ...base, margen_utilidad: true, precio_unitario: '10', utilidad: '30' };
    expect(aplicarMargen(sinCosto, '18')).toBe(sinCosto);
  });
});
