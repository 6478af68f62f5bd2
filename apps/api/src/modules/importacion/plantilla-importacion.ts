import { escribirPlantilla } from '../../infra/excel/escribir-plantilla.ts';
import { type ArchivoGenerado, archivoExcel } from '../../shared/archivo-generado.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { PLANTILLAS } from './importadores.ts';
import { esTipoImportacion } from './tipos.ts';

const NOTAS_GENERALES = [
  'Complete una fila por registro en la primera hoja, sin cambiar ni mover la fila de cabecera.',
  'La fila 1 del reporte de errores es la primera fila de datos (debajo de la cabecera); las filas vacías no se cuentan.',
  'Se validan todas las filas antes de guardar. Si alguna tiene errores no se guarda ninguna, salvo que marque "Importar solo las filas válidas".',
  'Los montos usan punto decimal (12.50). Las columnas son de texto para conservar los ceros a la izquierda de códigos y documentos.',
];

/** The template of an import type (see escribirPlantilla), with the notes every import shares. */
export async function plantillaImportacion(tipo: string): Promise<ArchivoGenerado> {
  if (!esTipoImportacion(tipo)) throw entradaInvalida(`No existe la importación de ${tipo}`);
  const importador = PLANTILLAS[tipo];
  const notas = [...(importador.notas ?? []), ...NOTAS_GENERALES];
  const datos = await escribirPlantilla(importador.titulo, importador.columnas, notas);
  return archivoExcel(`plantilla-${tipo}`, datos);
}
