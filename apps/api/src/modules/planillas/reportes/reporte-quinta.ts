import { type EscalaQuinta, tramosQuinta } from '@kipu/peru';
import Decimal from 'decimal.js';
import type { ColumnaReporte, ReporteTabular } from '../../../infra/reportes/reporte-tabular.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { sumaMontos, sumasPorColumna } from './montos-reporte.ts';
import type { BoletaReporte } from './reporte-planilla.ts';

/** A payslip with the quinta data it was computed from (this employer's earlier months, other employers'). */
export type BoletaQuinta = BoletaReporte & {
  retencionesAnteriores: readonly string[];
  otrosEmpleadores: { ingresos: string; retenciones: string } | null;
};

/**
 * The renta de quinta of the month per worker, from each stored payslip's quinta detail: the projected
 * annual income (other employers' included), the 7 UIT, the net, the tax of each art. 53 band and the
 * projected annual tax, what this and other employers withheld earlier in the year, this month's
 * retention and the year's total so far. A payslip without quinta shows zeros.
 */
export function reporteQuinta(
  periodo: string,
  boletas: readonly BoletaQuinta[],
  escala: EscalaQuinta,
): ReporteTabular {
  const tramos: ColumnaReporte[] = escala.tramos.map((t) => ({
    encabezado: `Tramo ${t.tasa} %`,
    monto: true,
  }));
  const montos: ColumnaReporte[] = [
    { encabezado: 'Renta bruta proyectada', monto: true },
    { encabezado: 'Ingresos otros empleadores', monto: true },
    { encabezado: 'Deducción 7 UIT', monto: true },
    { encabezado: 'Renta neta proyectada', monto: true },
    ...tramos,
    { encabezado: 'Impuesto anual proyectado', monto: true },
    { encabezado: 'Retenido meses anteriores', monto: true },
    { encabezado: 'Retenido otros empleadores', monto: true },
    { encabezado: 'Retención del mes', monto: true },
    { encabezado: 'Retenido en el año', monto: true },
  ];
  const importes = boletas.map((b) => {
    const q = b.boleta.quinta;
    const anteriores = sumaMontos(b.retencionesAnteriores);
    const otras = b.otrosEmpleadores?.retenciones ?? '0';
    const delMes = q?.retencion ?? '0';
    const uit = new Decimal(q?.deduccion7Uit ?? 0).dividedBy(7);
    const porTramo = q
      ? tramosQuinta(q.rentaNetaProyectada, uit, escala).map((t) => t.impuesto.toFixed(2))
      : tramos.map(() => '0.00');
    return [
      q?.rentaBrutaProyectada ?? '0.00',
      sumaMontos([b.otrosEmpleadores?.ingresos ?? '0']),
      q?.deduccion7Uit ?? '0.00',
      q?.rentaNetaProyectada ?? '0.00',
      ...porTramo,
      q?.impuestoAnualProyectado ?? '0.00',
      anteriores,
      sumaMontos([otras]),
      sumaMontos([delMes]),
      sumaMontos([anteriores, otras, delMes]),
    ];
  });
  return {
    titulo: `Renta de quinta categoría ${mesAnio(periodo)}`,
    archivo: `renta-quinta-${periodo}`,
    horizontal: true,
    columnas: [{ encabezado: 'Documento' }, { encabezado: 'Trabajador', ancho: 30 }, ...montos],
    filas: [
      ...boletas.map((b, i) => ({ celdas: [b.documento, b.trabajador, ...(importes[i] ?? [])] })),
      { celdas: ['', 'TOTALES', ...sumasPorColumna(importes, montos.length)], enfasis: true },
    ],
  };
}
