import type { ReporteTabular } from '../estados-financieros/reporte-tabular.ts';
import type { Liquidacion } from './liquidacion-impuestos.ts';

const SECCIONES = { igv: 'IGV', renta: 'Renta', total: 'Total' } as const;

/**
 * The settlement as the table its Excel and PDF print: a coefficient or a rate is written in the concept
 * (the amount column holds soles only).
 */
export function reporteLiquidacion(l: Liquidacion): ReporteTabular {
  return {
    titulo: 'Liquidación de impuestos',
    archivo: `liquidacion-impuestos-${l.periodo}`,
    columnas: [
      { encabezado: 'Tributo', ancho: 8 },
      { encabezado: 'Concepto', ancho: 44 },
      { encabezado: 'Importe S/', monto: true },
      { encabezado: 'Origen', ancho: 60 },
    ],
    filas: l.lineas.map((f) => ({
      celdas: [
        SECCIONES[f.seccion],
        f.tipo === 'monto' ? f.concepto : `${f.concepto}: ${f.importe}${f.tipo === 'porcentaje' ? ' %' : ''}`,
        f.tipo === 'monto' ? f.importe : '',
        f.fuente,
      ],
      enfasis: f.enfasis,
    })),
  };
}
