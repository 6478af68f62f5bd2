import { describe, expect, it } from 'vitest';
import { estadoResultados, lineaDeResultados } from './estado-resultados.ts';
import type { TipoEstadoResultados } from './lineas-resultados.ts';
import { MES, saldo } from './mes-de-prueba.ts';

describe('lineaDeResultados', () => {
  it.each<[TipoEstadoResultados, string, string | undefined]>([
    ['naturaleza', '70121', 'ventas'],
    ['naturaleza', '741', 'descuentos_concedidos'],
    ['naturaleza', '7111', 'variacion_produccion'],
    ['naturaleza', '6011', 'compras'],
    ['naturaleza', '6111', 'variacion_inventarios'],
    ['naturaleza', '6911', 'costo_ventas'],
    ['naturaleza', '6211', 'personal'],
    ['naturaleza', '6361', 'servicios'],
    ['naturaleza', '6411', 'tributos'],
    ['naturaleza', '659', 'otros_gastos'],
    ['naturaleza', '6841', 'provisiones'],
    ['naturaleza', '6731', 'gastos_financieros'],
    ['naturaleza', '772', 'ingresos_financieros'],
    ['naturaleza', '7599', 'otros_ingresos'],
    ['naturaleza', '8811', 'impuesto_renta'],
    ['naturaleza', '791', undefined],
    ['naturaleza', '94', undefined],
    ['naturaleza', '1041', undefined],
    ['funcion', '70121', 'ventas'],
    ['funcion', '6911', 'costo_ventas'],
    ['funcion', '951', 'gastos_ventas'],
    ['funcion', '94', 'gastos_administracion'],
    ['funcion', '97', 'gastos_financieros'],
    ['funcion', '772', 'ingresos_financieros'],
    ['funcion', '7599', 'otros_ingresos'],
    ['funcion', '731', 'otros_ingresos'],
    ['funcion', '96', 'otros_gastos'],
    ['funcion', '8811', 'impuesto_renta'],
    ['funcion', '6361', undefined],
    ['funcion', '6011', undefined],
    ['funcion', '921', undefined],
    ['funcion', '791', undefined],
  ])('%s: %s', (tipo, cuenta, linea) => {
    expect(lineaDeResultados(tipo, cuenta)?.codigo).toBe(linea);
  });
});

describe('estadoResultados', () => {
  const importes = (tipo: TipoEstadoResultados) =>
    Object.fromEntries(estadoResultados(tipo, MES).lineas.map((l) => [l.codigo, l.importe]));

  it('by nature: sales 1,500, goods consumed 600, electricity 200 → 700', () => {
    expect(importes('naturaleza')).toMatchObject({
      ventas: '1500.00',
      compras: '-1000.00',
      variacion_inventarios: '1000.00',
      costo_ventas: '-600.00',
      margen: '900.00',
      servicios: '-200.00',
      valor_agregado: '700.00',
      resultado_antes_impuestos: '700.00',
      resultado: '700.00',
    });
    expect(estadoResultados('naturaleza', MES).resultado).toBe('700.00');
  });

  it('by function: sales 1,500, cost 600, administration 200 → the same 700', () => {
    expect(importes('funcion')).toMatchObject({
      ventas_netas: '1500.00',
      costo_ventas: '-600.00',
      utilidad_bruta: '900.00',
      gastos_administracion: '-200.00',
      resultado_operacion: '700.00',
      resultado: '700.00',
    });
  });

  it('takes the income tax and shows closing accounts only when they move', () => {
    const conImpuesto = [...MES, saldo('8811', '210.00'), saldo('40171', '0.00', '210.00')];
    expect(estadoResultados('naturaleza', conImpuesto).resultado).toBe('490.00');
    expect(estadoResultados('funcion', conImpuesto).resultado).toBe('490.00');
    expect(estadoResultados('funcion', conImpuesto).lineas.some((l) => l.codigo === 'cierre')).toBe(false);
    const cierre = estadoResultados('naturaleza', [saldo('891', '0.00', '5.00')]);
    expect(cierre.lineas.find((l) => l.codigo === 'cierre')?.importe).toBe('5.00');
  });
});
