import type { BoletaMensual, LineaBoleta } from '@kipu/peru';
import type { ColumnaReporte, ReporteTabular } from '../../../infra/reportes/reporte-tabular.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { sumaMontos, sumasPorColumna } from './montos-reporte.ts';

/** A payslip as the reports read it. */
export type BoletaReporte = { documento: string; trabajador: string; boleta: BoletaMensual };

type Bloque = {
  lineas: (b: BoletaMensual) => LineaBoleta[];
  total?: { titulo: string; de: (b: BoletaMensual) => string };
};

/** Each concept that appears in the month, once, in the order it first appears. */
function conceptos(boletas: readonly BoletaReporte[], lineas: (b: BoletaMensual) => LineaBoleta[]) {
  const vistos = new Map<string, string>();
  for (const { boleta } of boletas)
    for (const l of lineas(boleta))
      if (!vistos.has(l.codigo)) vistos.set(l.codigo, l.plame ? `${l.plame} ${l.nombre}` : l.nombre);
  return [...vistos.entries()].map(([codigo, encabezado]) => ({ codigo, encabezado }));
}

const BLOQUES: readonly Bloque[] = [
  { lineas: (b) => b.ingresos, total: { titulo: 'Total ingresos', de: (b) => b.totalIngresos } },
  {
    lineas: (b) => [...b.retenciones, ...b.descuentos],
    total: { titulo: 'Total descuentos', de: (b) => sumaMontos([b.totalRetenciones, b.totalDescuentos]) },
  },
  { lineas: () => [], total: { titulo: 'Neto a pagar', de: (b) => b.neto } },
  {
    lineas: (b) => b.aportesEmpleador,
    total: { titulo: 'Total aportes', de: (b) => b.totalAportesEmpleador },
  },
];

/**
 * The month's planilla: one row per payslip with its days, every income, withholding, discount and
 * employer contribution of the month in its own column, the totals of each block and the net pay; the
 * last row adds up each column.
 */
export function reportePlanilla(periodo: string, boletas: readonly BoletaReporte[]): ReporteTabular {
  const bloques = BLOQUES.map((b) => ({ ...b, conceptos: conceptos(boletas, b.lineas) }));
  const montos: ColumnaReporte[] = bloques.flatMap((b) => [
    ...b.conceptos.map((c) => ({ encabezado: c.encabezado, monto: true })),
    ...(b.total ? [{ encabezado: b.total.titulo, monto: true }] : []),
  ]);
  const importes = boletas.map(({ boleta }) =>
    bloques.flatMap((b) => [
      ...b.conceptos.map((c) =>
        sumaMontos(
          b
            .lineas(boleta)
            .filter((l) => l.codigo === c.codigo)
            .map((l) => l.importe),
        ),
      ),
      ...(b.total ? [b.total.de(boleta)] : []),
    ]),
  );
  return {
    titulo: `Planilla de remuneraciones ${mesAnio(periodo)}`,
    archivo: `planilla-${periodo}`,
    horizontal: true,
    columnas: [
      { encabezado: 'Documento' },
      { encabezado: 'Trabajador', ancho: 30 },
      { encabezado: 'Días' },
      ...montos,
    ],
    filas: [
      ...boletas.map((b, i) => ({
        celdas: [b.documento, b.trabajador, String(b.boleta.diasLaborados), ...(importes[i] ?? [])],
      })),
      { celdas: ['', 'TOTALES', '', ...sumasPorColumna(importes, montos.length)], enfasis: true },
    ],
  };
}
