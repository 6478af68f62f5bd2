import { describe, expect, it } from 'vitest';
import { datosComprasVentas, hayMovimientos } from './compras-ventas';

const MESES = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Set', 'Oct', 'Nov', 'Dic'];
const ceros = () => MESES.map(() => '0.00');

describe('purchases and sales chart', () => {
  it('draws one dataset per series with its amounts', () => {
    const compras = ceros();
    compras[10] = '3392.50';
    const ventas = ceros();
    ventas[10] = '-59.00';
    const d = datosComprasVentas({
      labels: MESES,
      series: [
        { nombre: 'Compras', datos: compras },
        { nombre: 'Ventas', datos: ventas },
      ],
    });
    expect(d.labels).toEqual(MESES);
    expect(d.datasets.map((s) => s.label)).toEqual(['Compras (S/)', 'Ventas (S/)']);
    expect(d.datasets[0]?.data[10]).toBe(3392.5);
    expect(d.datasets[1]?.data[10]).toBe(-59);
  });

  it('tells an empty year from one with movements, negative months included', () => {
    expect(hayMovimientos({ labels: MESES, series: [{ nombre: 'Compras', datos: ceros() }] })).toBe(false);
    const notas = ceros();
    notas[0] = '-10.00';
    expect(hayMovimientos({ labels: MESES, series: [{ nombre: 'Ventas', datos: notas }] })).toBe(true);
  });
});
