import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDelLibro } from '../../contabilidad/reportes/cuentas-y-empresa.ts';
import { excelDeLibro, type LibroImpreso, pdfDeLibro } from '../../contabilidad/reportes/libro-impreso.ts';
import { type BeneficioVista, exigirVista } from './consultar-beneficio.ts';
import { NOMBRE_BENEFICIO, periodoBeneficio } from './periodo-beneficio.ts';

const ACTIVIDAD: Readonly<Record<string, string>> = {
  pesquera: 'Pesquera',
  telecomunicaciones: 'Telecomunicaciones',
  industrial: 'Industrial',
  minera: 'Minera',
  comercio_restaurantes: 'Comercio y restaurantes',
  otras: 'Otras actividades',
};

/** The utilidades' figures above the table; the other kinds need none. */
function datosDe(v: BeneficioVista): string[] {
  const p = v.parametros as Record<string, string | number | undefined>;
  if (v.tipo !== 'utilidades' || p.renta_neta === undefined) return [];
  return [
    `RENTA NETA DEL EJERCICIO: ${p.renta_neta}`,
    `ACTIVIDAD: ${ACTIVIDAD[String(p.actividad)] ?? p.actividad} (${p.porcentaje} %)`,
    `MONTO A DISTRIBUIR: ${p.monto_a_distribuir} (50 % por días laborados: ${p.total_dias} días; 50 % por remuneraciones: ${p.total_remuneraciones})`,
  ];
}

/** The run as a printed report: worker, document, the kind's columns, and a bold totals row. */
function libroDe(v: BeneficioVista): LibroImpreso {
  const p = periodoBeneficio(v.tipo, v.periodo);
  const filas = [
    ...v.lineas.map((l) => ({ celdas: [l.trabajador, l.numero_documento, ...l.valores] })),
    { celdas: ['TOTALES', '', ...v.totales], enfasis: true },
  ];
  return {
    formato: NOMBRE_BENEFICIO[p.tipo].toUpperCase(),
    archivo: `${p.tipo}-${p.periodo}`,
    periodo: p.texto,
    datos: [`ESTADO: ${v.estado.toUpperCase()}`, ...datosDe(v)],
    columnas: [
      { encabezado: 'Trabajador', ancho: 30 },
      { encabezado: 'Documento', ancho: 12 },
      ...v.columnas.map((c) => ({ encabezado: c.encabezado, monto: c.tipo === 'monto' })),
    ],
    filas: (async function* () {
      yield* filas;
    })(),
  };
}

async function archivo(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: string,
  periodo: string,
  escribir: typeof excelDeLibro,
): Promise<ArchivoGenerado> {
  const vista = await exigirVista(deps, sesion, tipo, periodo);
  const { contribuyente } = await empresaDelLibro(deps, sesion);
  return escribir(libroDe(vista), contribuyente);
}

/** The run's report as an Excel sheet, one row per worker and the totals. */
export const excelBeneficio = (deps: Dependencias, sesion: SesionActiva, tipo: string, periodo: string) =>
  archivo(deps, sesion, tipo, periodo, excelDeLibro);

/** The same report as a PDF. */
export const pdfBeneficio = (deps: Dependencias, sesion: SesionActiva, tipo: string, periodo: string) =>
  archivo(deps, sesion, tipo, periodo, pdfDeLibro);
