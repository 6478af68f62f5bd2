import type ExcelJS from 'exceljs';
import type { ColumnaDePlantilla } from '../../../infra/excel/escribir-plantilla.ts';
import { leerFecha, leerValoresPrimeraHoja } from '../../../infra/excel/leer-celdas.ts';
import { textoDeCelda } from '../../../infra/excel/leer-hoja.ts';
import { entradaInvalida } from '../../../shared/errores.ts';

/** The attendance sheet's layout: one row per worker and day. */
export const COLUMNAS_ASISTENCIA: readonly ColumnaDePlantilla[] = [
  {
    nombre: 'dni',
    obligatoria: true,
    ejemplo: '45678912',
    descripcion: 'Documento del trabajador (DNI, carné o pasaporte) tal como está registrado',
  },
  {
    nombre: 'fecha',
    obligatoria: true,
    ejemplo: '2026-01-05',
    descripcion: 'AAAA-MM-DD o DD/MM/AAAA, dentro del periodo que importa',
  },
  {
    nombre: 'entrada',
    obligatoria: false,
    ejemplo: '08:00',
    descripcion: 'Hora de entrada HH:MM (24 horas). Vacía si el día lleva marca',
  },
  {
    nombre: 'salida',
    obligatoria: false,
    ejemplo: '17:00',
    descripcion: 'Hora de salida HH:MM, posterior a la entrada y del mismo día. Vacía si el día lleva marca',
  },
  {
    nombre: 'marca',
    obligatoria: false,
    ejemplo: '',
    descripcion:
      'Solo para un día no trabajado: falta, vacaciones, descanso_medico, licencia (sin goce), feriado o descanso',
  },
];

/** A data row of the sheet, with its row number in Excel. */
export type FilaHojaAsistencia = {
  fila: number;
  dni: string;
  fecha: string;
  entrada: string;
  salida: string;
  marca: string;
};

const dos = (n: number) => String(n).padStart(2, '0');
// Excel counts days from 1899-12-30; a time alone is a fraction of a day.
const EPOCA_EXCEL = Date.UTC(1899, 11, 30);

/** A date cell as YYYY-MM-DD (a typed text stays as typed when it is not a date, for the message). */
function fechaDeCelda(v: ExcelJS.CellValue): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  if (typeof v === 'number')
    return new Date(EPOCA_EXCEL + Math.round(v) * 86_400_000).toISOString().slice(0, 10);
  const texto = textoDeCelda(v);
  return leerFecha(texto) ?? texto;
}

/** A time cell as HH:MM: Excel keeps a time as a date on 1899-12-30 or as a fraction of a day. */
function horaDeCelda(v: ExcelJS.CellValue): string {
  if (v instanceof Date) return `${dos(v.getUTCHours())}:${dos(v.getUTCMinutes())}`;
  if (typeof v === 'number' && v >= 0 && v < 1) {
    const minutos = Math.round(v * 1440);
    return `${dos(Math.floor(minutos / 60))}:${dos(minutos % 60)}`;
  }
  return textoDeCelda(v);
}

/** A document typed in a General cell loses its leading zeros: a DNI has eight digits. */
const documentoDeCelda = (v: ExcelJS.CellValue) => {
  const texto = textoDeCelda(v);
  return typeof v === 'number' && /^\d{1,7}$/.test(texto) ? texto.padStart(8, '0') : texto;
};

/** The first sheet's rows (empty ones skipped) under its header; a missing column fails the whole file. */
export async function leerHojaAsistencia(datos: Buffer): Promise<FilaHojaAsistencia[]> {
  let hoja: ExcelJS.CellValue[][] | undefined;
  try {
    hoja = await leerValoresPrimeraHoja(datos);
  } catch {
    throw entradaInvalida('No se pudo leer el archivo: guárdelo como libro de Excel (.xlsx)');
  }
  if (!hoja) throw entradaInvalida('El archivo no tiene hojas');
  const columna = new Map<string, number>();
  hoja[0]?.forEach((v, i) => {
    if (v !== null && v !== undefined) columna.set(textoDeCelda(v).toLowerCase(), i);
  });
  const faltan = COLUMNAS_ASISTENCIA.map((c) => c.nombre).filter((n) => !columna.has(n));
  if (faltan.length)
    throw entradaInvalida(`Faltan las columnas ${faltan.join(', ')}: use la plantilla de asistencia`);
  const valor = (fila: ExcelJS.CellValue[], nombre: string) => fila[columna.get(nombre) ?? -1];
  const filas: FilaHojaAsistencia[] = [];
  hoja.forEach((fila, i) => {
    if (i === 0) return;
    const leida = {
      fila: i + 1,
      dni: documentoDeCelda(valor(fila, 'dni')),
      fecha: fechaDeCelda(valor(fila, 'fecha')),
      entrada: horaDeCelda(valor(fila, 'entrada')),
      salida: horaDeCelda(valor(fila, 'salida')),
      marca: textoDeCelda(valor(fila, 'marca')),
    };
    if (leida.dni || leida.fecha || leida.entrada || leida.salida || leida.marca) filas.push(leida);
  });
  if (filas.length === 0) throw entradaInvalida('El archivo no tiene filas con datos');
  return filas;
}
