import {
  COLUMNAS_HOJA,
  type ColumnasHoja,
  type EstadoResultados,
  type EstadoSituacion,
  type HojaTrabajo,
} from '@kipu/peru/contabilidad/estados-financieros/index';
import type { BalanceComprobacion } from '../libro/balance-comprobacion.ts';
import type { Rango } from './consultar-estados.ts';
import type { ReporteTabular } from './reporte-tabular.ts';

/** Each report as the table its Excel and PDF print. */

const montos = (...encabezados: string[]) => encabezados.map((encabezado) => ({ encabezado, monto: true }));
const sufijo = (r: Rango) => `${r.desde}-${r.hasta}`;

function etiquetaResultado(h: HojaTrabajo): string {
  const signos = [h.resultadoInventario, h.resultadoNaturaleza, h.resultadoFuncion].map((r) =>
    r.startsWith('-'),
  );
  if (signos.every((s) => s)) return 'Pérdida del periodo';
  return signos.some((s) => s) ? 'Resultado del periodo' : 'Utilidad del periodo';
}

export function reporteHojaTrabajo(h: HojaTrabajo, r: Rango): ReporteTabular {
  const fila = (cuenta: string, denominacion: string, c: ColumnasHoja, enfasis = false) => ({
    celdas: [cuenta, denominacion, ...COLUMNAS_HOJA.map((k) => c[k])],
    enfasis,
  });
  return {
    titulo: 'Hoja de trabajo',
    archivo: `hoja-trabajo-${sufijo(r)}`,
    horizontal: true,
    columnas: [
      { encabezado: 'Cuenta', ancho: 9 },
      { encabezado: 'Denominación', ancho: 36 },
      ...montos(
        'Sumas debe',
        'Sumas haber',
        'Saldo deudor',
        'Saldo acreedor',
        'Inventario activo',
        'Inventario pasivo y patrimonio',
        'Naturaleza pérdidas',
        'Naturaleza ganancias',
        'Función pérdidas',
        'Función ganancias',
      ),
    ],
    filas: [
      ...h.filas.map((f) => fila(f.cuenta, f.denominacion, f)),
      fila('', 'Totales', h.totales, true),
      fila('', etiquetaResultado(h), h.resultado, true),
      fila('', 'Sumas iguales', h.sumasIguales, true),
    ],
  };
}

export function reporteBalanceComprobacion(b: BalanceComprobacion, r: Rango): ReporteTabular {
  return {
    titulo: 'Balance de comprobación',
    archivo: `balance-comprobacion-${sufijo(r)}`,
    columnas: [
      { encabezado: 'Cuenta', ancho: 9 },
      { encabezado: 'Denominación', ancho: 40 },
      ...montos('Debe', 'Haber', 'Saldo deudor', 'Saldo acreedor'),
    ],
    filas: [
      ...b.filas.map((f) => ({
        celdas: [f.cuenta, f.denominacion, f.debe, f.haber, f.saldo_deudor, f.saldo_acreedor],
      })),
      {
        celdas: ['', 'Totales', b.total_debe, b.total_haber, b.total_deudor, b.total_acreedor],
        enfasis: true,
      },
    ],
  };
}

export function reporteEstadoSituacion(e: EstadoSituacion, r: Rango): ReporteTabular {
  const total = (concepto: string, importe: string) => ({ celdas: [concepto, '', importe], enfasis: true });
  const seccion = (codigo: string) => e.secciones.find((s) => s.codigo === codigo);
  const filasDe = (codigo: string) => {
    const s = seccion(codigo);
    if (!s) return [];
    return [
      { celdas: [s.titulo.toUpperCase(), '', ''], enfasis: true },
      ...s.lineas.map((l) => ({ celdas: [l.titulo, l.cuentas, l.importe] })),
      total(`Total ${s.titulo.toLowerCase()}`, s.total),
    ];
  };
  return {
    titulo: 'Estado de situación financiera',
    archivo: `estado-situacion-financiera-${sufijo(r)}`,
    columnas: [
      { encabezado: 'Rubro', ancho: 50 },
      { encabezado: 'Cuentas', ancho: 24 },
      ...montos('Importe S/'),
    ],
    filas: [
      ...filasDe('activo_corriente'),
      ...filasDe('activo_no_corriente'),
      total('TOTAL ACTIVO', e.totalActivo),
      ...filasDe('pasivo_corriente'),
      ...filasDe('pasivo_no_corriente'),
      total('TOTAL PASIVO', e.totalPasivo),
      ...filasDe('patrimonio'),
      total('TOTAL PASIVO Y PATRIMONIO', e.totalPasivoPatrimonio),
    ],
  };
}

export function reporteEstadoResultados(e: EstadoResultados, r: Rango): ReporteTabular {
  const porNaturaleza = e.tipo === 'naturaleza';
  return {
    titulo: `Estado de resultados por ${porNaturaleza ? 'naturaleza' : 'función'}`,
    archivo: `estado-resultados-${porNaturaleza ? 'naturaleza' : 'funcion'}-${sufijo(r)}`,
    columnas: [
      { encabezado: 'Concepto', ancho: 60 },
      { encabezado: 'Cuentas', ancho: 16 },
      ...montos('Importe S/'),
    ],
    filas: e.lineas.map((l) => ({ celdas: [l.titulo, l.cuentas, l.importe], enfasis: l.subtotal })),
  };
}
