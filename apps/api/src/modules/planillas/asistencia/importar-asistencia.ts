import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { escribirPlantilla } from '../../../infra/excel/escribir-plantilla.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { validarPeriodo } from '../planilla/consultar-planilla.ts';
import { contratosConHorario } from './consultar-asistencia.ts';
import { type DiaValido, exigirPlanillaAbierta, guardarDias, validarDia } from './contexto-asistencia.ts';
import { COLUMNAS_ASISTENCIA, leerHojaAsistencia } from './hoja-asistencia.ts';

export type ErrorDeFila = { fila: number; mensaje: string };
export type ResultadoImportacionAsistencia = { registros: number; trabajadores: number };

/** An .xlsx of up to ~1.5 MB in base64: a month of a few hundred workers. */
const TAMANO_MAXIMO = 2_000_000;
/** The message lists this many rows; the error's `errores` extension carries them all. */
const FILAS_EN_MENSAJE = 20;

/** BAD_USER_INPUT naming the wrong rows, with every one of them in `extensions.errores`. */
function filasConErrores(errores: ErrorDeFila[]): GraphQLError {
  const lista = errores.slice(0, FILAS_EN_MENSAJE).map((e) => `Fila ${e.fila}: ${e.mensaje}`);
  const resto = errores.length > FILAS_EN_MENSAJE ? ` (y ${errores.length - FILAS_EN_MENSAJE} más)` : '';
  return new GraphQLError(
    `El archivo tiene ${errores.length} fila(s) con errores; no se importó nada. ${lista.join('; ')}${resto}`,
    { extensions: { code: 'BAD_USER_INPUT', errores } },
  );
}

/**
 * importarAsistencia: a month's attendance from the company's Excel (dni, fecha, entrada, salida, marca).
 * Every row is checked first — the worker by document among the company's live workers, a contract with
 * a schedule covering the date, the date in the period, valid times or mark, no day twice — and any
 * wrong row means nothing is written. The days imported replace what those workers had on those dates.
 */
export async function importarAsistencia(
  deps: Dependencias,
  sesion: SesionActiva,
  periodo: string,
  excelBase64: string,
): Promise<ResultadoImportacionAsistencia> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  validarPeriodo(periodo);
  if (!excelBase64) throw entradaInvalida('Adjunte el archivo Excel de asistencia');
  if (excelBase64.length > TAMANO_MAXIMO) throw entradaInvalida('El archivo es demasiado grande');
  await exigirPlanillaAbierta(deps, empresaId, periodo);
  const filas = await leerHojaAsistencia(Buffer.from(excelBase64, 'base64'));
  const w = schema.trabajadores;
  const trabajadores = await deps.db
    .select({ id: w.id, documento: w.numeroDocumento })
    .from(w)
    .where(and(eq(w.empresaId, empresaId), isNull(w.deletedAt)));
  const porDocumento = new Map(trabajadores.map((t) => [t.documento, t.id]));
  const contratos = await contratosConHorario(deps, empresaId, periodo);
  const errores: ErrorDeFila[] = [];
  const validos: DiaValido[] = [];
  const vistos = new Map<string, number>();
  for (const f of filas) {
    const trabajadorId = porDocumento.get(f.dni);
    if (!f.dni) errores.push({ fila: f.fila, mensaje: 'Indique el documento del trabajador' });
    else if (!trabajadorId)
      errores.push({ fila: f.fila, mensaje: `No hay un trabajador activo con el documento ${f.dni}` });
    else {
      const r = validarDia(periodo, contratos, trabajadorId, f);
      const clave = 'dia' in r ? `${trabajadorId}|${r.dia.fecha}` : '';
      if ('error' in r) errores.push({ fila: f.fila, mensaje: r.error });
      else if (vistos.has(clave))
        errores.push({
          fila: f.fila,
          mensaje: `El ${r.dia.fecha} de ${f.dni} ya está en la fila ${vistos.get(clave)}`,
        });
      else {
        vistos.set(clave, f.fila);
        validos.push(r.dia);
      }
    }
  }
  if (errores.length) throw filasConErrores(errores);
  await deps.db.transaction((tx) => guardarDias(tx, empresaId, validos, 'importacion'));
  return { registros: validos.length, trabajadores: new Set(validos.map((d) => d.trabajadorId)).size };
}

const NOTAS = [
  'Una fila por trabajador y día, en la primera hoja, sin cambiar la fila de cabecera.',
  'Un día trabajado lleva entrada y salida; un día no trabajado, solo la marca. Los días sin fila no se registran.',
  'El número de fila de los errores es el de Excel (la cabecera es la fila 1).',
  'Se validan todas las filas antes de guardar: si alguna tiene errores no se guarda ninguna.',
  'Importar de nuevo los mismos días reemplaza lo registrado en esas fechas.',
  'El trabajador debe tener un contrato vigente en la fecha y un horario (el de su contrato o el predeterminado).',
];

/** plantillaAsistencia: the import's template, with a worked day and a marked one as examples. */
export async function plantillaAsistencia(periodo?: string | null): Promise<ArchivoGenerado> {
  if (periodo) validarPeriodo(periodo);
  const mes = periodo ? `${periodo.slice(0, 4)}-${periodo.slice(4)}` : '2026-01';
  const ejemplos = [
    ['45678912', `${mes}-05`, '08:00', '17:00', ''],
    ['45678912', `${mes}-06`, '', '', 'falta'],
  ];
  const datos = await escribirPlantilla('Asistencia', COLUMNAS_ASISTENCIA, NOTAS, ejemplos);
  return archivoExcel(periodo ? `plantilla-asistencia-${periodo}` : 'plantilla-asistencia', datos);
}
