import {
  COLUMNAS_HOJA,
  type ColumnasHoja,
  type EstadoResultados,
  type EstadoResultadosSmv,
  type EstadoSituacion,
  type EstadoSituacionSmv,
  type HojaTrabajo,
  type LineaResultados,
  type SeccionSmvVista,
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

/** A balance sheet's section as printed: its title, its lines and its total. */
type SeccionImpresa = {
  titulo: string;
  lineas: readonly { titulo: string; cuentas: string; importe: string }[];
  total: string;
};
type TotalesBalance = { totalActivo: string; totalPasivo: string; totalPasivoPatrimonio: string };

/** The balance-sheet layout both formats print: assets, liabilities and equity, each with its total. */
function tablaSituacion(
  titulo: string,
  archivo: string,
  secciones: { activo: SeccionImpresa[]; pasivo: SeccionImpresa[]; patrimonio: SeccionImpresa[] },
  e: TotalesBalance,
): ReporteTabular {
  const total = (concepto: string, importe: string) => ({ celdas: [concepto, '', importe], enfasis: true });
  const filasDe = (s: SeccionImpresa) => [
    { celdas: [s.titulo.toUpperCase(), '', ''], enfasis: true },
    ...s.lineas.map((l) => ({ celdas: [l.titulo, l.cuentas, l.importe] })),
    total(`Total ${s.titulo.toLowerCase()}`, s.total),
  ];
  return {
    titulo,
    archivo,
    columnas: [
      { encabezado: 'Rubro', ancho: 50 },
      { encabezado: 'Cuentas', ancho: 24 },
      ...montos('Importe S/'),
    ],
    filas: [
      ...secciones.activo.flatMap(filasDe),
      total('TOTAL ACTIVO', e.totalActivo),
      ...secciones.pasivo.flatMap(filasDe),
      total('TOTAL PASIVO', e.totalPasivo),
      ...secciones.patrimonio.flatMap(filasDe),
      total('TOTAL PASIVO Y PATRIMONIO', e.totalPasivoPatrimonio),
    ],
  };
}

export function reporteEstadoSituacion(e: EstadoSituacion, r: Rango): ReporteTabular {
  const de = (...codigos: string[]) => e.secciones.filter((s) => codigos.includes(s.codigo));
  return tablaSituacion(
    'Estado de situación financiera',
    `estado-situacion-financiera-${sufijo(r)}`,
    {
      activo: de('activo_corriente', 'activo_no_corriente'),
      pasivo: de('pasivo_corriente', 'pasivo_no_corriente'),
      patrimonio: de('patrimonio'),
    },
    e,
  );
}

/** The SMV balance sheet: each rubro under its number ('1.101 Efectivo y equivalentes de efectivo'). */
export function reporteSituacionSmv(e: EstadoSituacionSmv, r: Rango): ReporteTabular {
  const numerada = (s: SeccionSmvVista): SeccionImpresa => ({
    titulo: s.titulo,
    lineas: s.lineas.map((l) => ({ ...l, titulo: `${l.codigo} ${l.titulo}` })),
    total: s.total,
  });
  const de = (...codigos: string[]) => e.secciones.filter((s) => codigos.includes(s.codigo)).map(numerada);
  return tablaSituacion(
    'Estado de situación financiera (formato SMV)',
    `smv-estado-situacion-financiera-${sufijo(r)}`,
    { activo: de('1.100', '1.200'), pasivo: de('1.300', '1.400'), patrimonio: de('1.700') },
    e,
  );
}

/** An income statement's lines under Concepto, Cuentas and Importe, subtotals emphasised. */
function tablaResultados(
  titulo: string,
  archivo: string,
  lineas: readonly LineaResultados[],
): ReporteTabular {
  return {
    titulo,
    archivo,
    columnas: [
      { encabezado: 'Concepto', ancho: 60 },
      { encabezado: 'Cuentas', ancho: 16 },
      ...montos('Importe S/'),
    ],
    filas: lineas.map((l) => ({ celdas: [l.titulo, l.cuentas, l.importe], enfasis: l.subtotal })),
  };
}

export function reporteEstadoResultados(e: EstadoResultados, r: Rango): ReporteTabular {
  const porNaturaleza = e.tipo === 'naturaleza';
  return tablaResultados(
    `Estado de resultados por ${porNaturaleza ? 'naturaleza' : 'función'}`,
    `estado-resultados-${porNaturaleza ? 'naturaleza' : 'funcion'}-${sufijo(r)}`,
    e.lineas,
  );
}

export function reporteResultadosSmv(e: EstadoResultadosSmv, r: Rango): ReporteTabular {
  return tablaResultados(
    'Estado de resultados (formato SMV)',
    `smv-estado-resultados-${sufijo(r)}`,
    e.lineas,
  );
}
