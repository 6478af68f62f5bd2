import type { FilaReporte, ReporteTabular } from '../../../infra/reportes/reporte-tabular.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { sumaMontos } from './montos-reporte.ts';

/** A worker's net pay of the month and where it is deposited. */
export type PagoTrabajador = {
  documento: string;
  trabajador: string;
  banco: string | null;
  cuenta: string | null;
  neto: string;
};

const SIN_CUENTA = 'SIN CUENTA BANCARIA';

/** The workers of one group, their subtotal in bold after them. */
function grupo(titulo: string, pagos: readonly PagoTrabajador[]): FilaReporte[] {
  return [
    { celdas: [titulo, '', '', '', ''], enfasis: true },
    ...pagos.map((p) => ({ celdas: [p.banco ?? '', p.documento, p.trabajador, p.cuenta ?? '', p.neto] })),
    {
      celdas: [
        `Total ${titulo}`,
        '',
        `${pagos.length} trabajador(es)`,
        '',
        sumaMontos(pagos.map((p) => p.neto)),
      ],
      enfasis: true,
    },
  ];
}

/**
 * The month's bank transfers: the net pay of each worker grouped by bank (banks in alphabetical order,
 * workers in the planilla's order) with a total per bank; workers without bank or account are listed
 * apart, to be paid otherwise; the last row is the whole net pay.
 */
export function reporteTransferencias(periodo: string, pagos: readonly PagoTrabajador[]): ReporteTabular {
  const conCuenta = pagos.filter((p) => p.banco?.trim() && p.cuenta?.trim());
  const sinCuenta = pagos.filter((p) => !conCuenta.includes(p));
  const bancos = [...new Set(conCuenta.map((p) => p.banco?.trim() ?? ''))].sort((a, b) => a.localeCompare(b));
  return {
    titulo: `Transferencias bancarias ${mesAnio(periodo)}`,
    archivo: `transferencias-${periodo}`,
    columnas: [
      { encabezado: 'Banco' },
      { encabezado: 'Documento' },
      { encabezado: 'Trabajador', ancho: 30 },
      { encabezado: 'Cuenta', ancho: 22 },
      { encabezado: 'Neto a pagar', monto: true },
    ],
    filas: [
      ...bancos.flatMap((banco) =>
        grupo(
          banco,
          conCuenta.filter((p) => p.banco?.trim() === banco),
        ),
      ),
      ...(sinCuenta.length ? grupo(SIN_CUENTA, sinCuenta) : []),
      {
        celdas: ['TOTAL', '', `${pagos.length} trabajador(es)`, '', sumaMontos(pagos.map((p) => p.neto))],
        enfasis: true,
      },
    ],
  };
}
