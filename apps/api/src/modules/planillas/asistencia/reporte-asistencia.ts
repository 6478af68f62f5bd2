import type { ColumnaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDelLibro } from '../../contabilidad/reportes/cuentas-y-empresa.ts';
import { pdfDeHoja } from '../../contabilidad/reportes/hoja-impresa.ts';
import { mesAnio } from '../planilla/consultar-planilla.ts';
import { resumenAsistencia } from './consultar-asistencia.ts';
import type { ResumenAsistenciaVista } from './resumen-asistencia.ts';

const de =
  (campo: (r: NonNullable<ResumenAsistenciaVista['resumen']>) => number | string) =>
  (v: ResumenAsistenciaVista) =>
    v.resumen ? campo(v.resumen) : null;

/** The month's summary per contract: the columns of spec 02's attendance report. */
const COLUMNAS: readonly ColumnaExcel<ResumenAsistenciaVista>[] = [
  { encabezado: 'Documento', valor: (v) => v.numero_documento, ancho: 12 },
  { encabezado: 'Trabajador', valor: (v) => v.trabajador, ancho: 34 },
  { encabezado: 'Horario', valor: (v) => v.horario ?? 'SIN HORARIO', ancho: 16 },
  { encabezado: 'Días calendario', valor: de((r) => r.diasCalendario), tipo: 'cantidad', ancho: 10 },
  { encabezado: 'Días laborados', valor: de((r) => r.diasLaborados), tipo: 'cantidad', ancho: 10 },
  { encabezado: 'Horas 25 %', valor: de((r) => r.horas25), tipo: 'cantidad', ancho: 9 },
  { encabezado: 'Horas 35 %', valor: de((r) => r.horas35), tipo: 'cantidad', ancho: 9 },
  { encabezado: 'Min. tardanza', valor: de((r) => r.minutosTardanza), tipo: 'cantidad', ancho: 10 },
  { encabezado: 'Días tardanza', valor: de((r) => r.diasTardanza), tipo: 'cantidad', ancho: 9 },
  { encabezado: 'Faltas', valor: de((r) => r.faltas), tipo: 'cantidad', ancho: 8 },
  { encabezado: 'Vacaciones', valor: de((r) => r.diasVacaciones), tipo: 'cantidad', ancho: 10 },
  { encabezado: 'Subsidiados', valor: de((r) => r.diasSubsidiados), tipo: 'cantidad', ancho: 10 },
  { encabezado: 'Suspensión', valor: de((r) => r.diasSuspension), tipo: 'cantidad', ancho: 10 },
  { encabezado: 'Feriados trabajados', valor: de((r) => r.feriadosTrabajados), tipo: 'cantidad', ancho: 10 },
];

const titulo = (periodo: string) => `Asistencia ${periodo.slice(4)}-${periodo.slice(0, 4)}`;

/** excelAsistencia: the period's summary as a sheet. */
export async function excelAsistencia(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<ArchivoGenerado> {
  const filas = await resumenAsistencia(deps, sesion, periodo);
  return archivoExcel(`asistencia-${periodo}`, await escribirHojaExcel(titulo(periodo), COLUMNAS, filas));
}

/** pdfAsistencia: the same summary and columns under the company's header. */
export async function pdfAsistencia(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
): Promise<ArchivoGenerado> {
  const filas = await resumenAsistencia(deps, sesion, periodo);
  const { contribuyente } = await empresaDelLibro(deps, sesion);
  return pdfDeHoja(
    {
      formato: 'REPORTE DE ASISTENCIA',
      archivo: `asistencia-${periodo}`,
      periodo: mesAnio(periodo),
      datos: ['Horas extras al 25 % (dos primeras horas del día) y al 35 % (DS 007-2002-TR art. 10)'],
      columnas: COLUMNAS,
      filas,
    },
    contribuyente,
  );
}
