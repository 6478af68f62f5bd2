import ExcelJS from 'exceljs';

/** GraphQL documents of the attendance tests, as the web client sends them. */
export const CAMPOS_HORARIO =
  'id nombre atipico dias { dia nombre entrada salida } refrigerio_minutos tolerancia_minutos predeterminado deleted_at';
export const CREAR_HORARIO = `mutation($i: HorarioInput!) { createHorario(input: $i) { ${CAMPOS_HORARIO} } }`;
export const EDITAR_HORARIO = `mutation($id: String!, $i: HorarioInput!) { editHorario(id: $id, input: $i) { ${CAMPOS_HORARIO} } }`;
export const ELIMINAR_HORARIO = `mutation($id: String!) { deleteHorario(id: $id) { ${CAMPOS_HORARIO} } }`;
export const HORARIOS = `query($e: Boolean) { horarios(eliminados: $e) { ${CAMPOS_HORARIO} } }`;
export const FERIADOS = 'query($a: Int!) { feriadosEmpresa(anio: $a) { id fecha descripcion nacional } }';
export const CREAR_FERIADO =
  'mutation($i: FeriadoInput!) { createFeriado(input: $i) { id fecha descripcion nacional } }';
export const ELIMINAR_FERIADO = 'mutation($id: String!) { deleteFeriado(id: $id) { id } }';
export const REGISTRAR = `mutation($t: String!, $d: DiaAsistenciaInput!) {
  registrarAsistencia(trabajador_id: $t, dia: $d) { fecha entrada salida marca origen } }`;
export const REGISTRAR_MES = `mutation($p: String!, $t: String!, $d: [DiaAsistenciaInput!]!) {
  registrarAsistenciaMensual(periodo: $p, trabajador_id: $t, dias: $d) { fecha entrada salida marca origen } }`;
export const IMPORTAR = `mutation($p: String!, $x: String!) {
  importarAsistencia(periodo: $p, excel: $x) { registros trabajadores } }`;
export const RESUMEN = `query($p: String!) { resumenAsistencia(periodo: $p) {
  trabajador_id numero_documento horario dias_calendario dias_laborados horas_25 horas_35 minutos_tardanza
  dias_tardanza faltas dias_vacaciones dias_subsidiados dias_suspension feriados_trabajados
  dias { fecha entrada salida marca origen feriado minutos_tardanza minutos_25 minutos_35 feriado_trabajado } } }`;
export const PLANTILLA = 'query($p: String) { plantillaAsistencia(periodo: $p) { nombre mime base64 } }';
export const EXCEL = 'query($p: String!) { excelAsistencia(periodo: $p) { nombre base64 } }';
export const PDF = 'query($p: String!) { pdfAsistencia(periodo: $p) { nombre mime base64 } }';

export type ResumenGql = {
  trabajador_id: string;
  numero_documento: string;
  horario: string | null;
  dias_calendario: number;
  dias_laborados: number;
  horas_25: string;
  horas_35: string;
  minutos_tardanza: number;
  faltas: number;
  dias_vacaciones: number;
  dias_suspension: number;
  feriados_trabajados: number;
  dias: { fecha: string; origen: string; minutos_25: number; minutos_35: number }[];
};

/** Monday to Friday 08:00–17:00, an hour's break, 10 minutes of tolerance. */
export const OFICINA = {
  nombre: 'Oficina',
  dias: [1, 2, 3, 4, 5].map((dia) => ({ dia, entrada: '08:00', salida: '17:00' })),
  refrigerio_minutos: 60,
  tolerancia_minutos: 10,
  predeterminado: true,
};

/** An attendance workbook as a person fills it (header dni, fecha, entrada, salida, marca), in base64. */
export async function libroAsistencia(filas: (string | number | Date)[][]): Promise<string> {
  const libro = new ExcelJS.Workbook();
  const hoja = libro.addWorksheet('Asistencia');
  hoja.addRow(['dni', 'fecha', 'entrada', 'salida', 'marca']);
  for (const f of filas) hoja.addRow(f);
  return Buffer.from(await libro.xlsx.writeBuffer()).toString('base64');
}
