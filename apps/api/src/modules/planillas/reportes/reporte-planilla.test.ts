import type { BoletaMensual, LineaBoleta } from '@kipu/peru';
import { describe, expect, it } from 'vitest';
import { type BoletaReporte, reportePlanilla } from './reporte-planilla.ts';

const l = (codigo: string, nombre: string, importe: string, plame?: string): LineaBoleta => ({
  codigo,
  nombre,
  importe,
  ...(plame ? { plame } : {}),
});

/** A payslip with only what the report reads. */
function boleta(
  documento: string,
  dias: number,
  lineas: Pick<BoletaMensual, 'ingresos' | 'retenciones' | 'descuentos' | 'aportesEmpleador'>,
  totales: [string, string, string, string, string],
): BoletaReporte {
  const [ingresos, retenciones, descuentos, aportes, neto] = totales;
  return {
    documento,
    trabajador: `T${documento}`,
    boleta: {
      diasLaborados: dias,
      ...lineas,
      totalIngresos: ingresos,
      totalRetenciones: retenciones,
      totalDescuentos: descuentos,
      totalAportesEmpleador: aportes,
      neto,
    } as BoletaMensual,
  };
}

const onp = boleta(
  '1',
  30,
  {
    ingresos: [l('basico', 'Básico', '2000.00', '0121')],
    retenciones: [l('onp', 'ONP', '260.00', '0607')],
    descuentos: [l('adelanto', 'Adelanto', '100.00', '0701')],
    aportesEmpleador: [l('essalud', 'EsSalud', '180.00', '0804')],
  },
  ['2000.00', '260.00', '100.00', '180.00', '1640.00'],
);
const afp = boleta(
  '2',
  15,
  {
    ingresos: [l('basico', 'Básico', '1500.00', '0121'), l('movilidad', 'Movilidad', '50.00')],
    retenciones: [l('aporte_afp', 'AFP aporte', '150.00', '0608')],
    descuentos: [],
    aportesEmpleador: [l('essalud', 'EsSalud', '135.00', '0804')],
  },
  ['1550.00', '150.00', '0.00', '135.00', '1400.00'],
);

describe('reportePlanilla', () => {
  it('puts each concept of the month in its own column, block by block, with the totals', () => {
    const r = reportePlanilla('202601', [onp, afp]);
    expect(r.titulo).toBe('Planilla de remuneraciones 01/2026');
    expect(r.columnas.map((c) => c.encabezado)).toEqual([
      'Documento',
      'Trabajador',
      'Días',
      '0121 Básico',
      'Movilidad',
      'Total ingresos',
      '0607 ONP',
      '0701 Adelanto',
      '0608 AFP aporte',
      'Total descuentos',
      'Neto a pagar',
      '0804 EsSalud',
      'Total aportes',
    ]);
    expect(r.filas.map((f) => [f.enfasis === true, ...f.celdas])).toEqual([
      [
        false,
        '1',
        'T1',
        '30',
        '2000.00',
        '0.00',
        '2000.00',
        '260.00',
        '100.00',
        '0.00',
        '360.00',
        '1640.00',
        '180.00',
        '180.00',
      ],
      [
        false,
        '2',
        'T2',
        '15',
        '1500.00',
        '50.00',
        '1550.00',
        '0.00',
        '0.00',
        '150.00',
        '150.00',
        '1400.00',
        '135.00',
        '135.00',
      ],
      [
        true,
        '',
        'TOTALES',
        '',
        '3500.00',
        '50.00',
        '3550.00',
        '260.00',
        '100.00',
        '150.00',
        '510.00',
        '3040.00',
        '315.00',
        '315.00',
      ],
    ]);
  });

  it('with no payslips answers the fixed columns and a zero total', () => {
    const r = reportePlanilla('202601', []);
    expect(r.filas).toEqual([{ celdas: ['', 'TOTALES', '', '0.00', '0.00', '0.00', '0.00'], enfasis: true }]);
  });
});
