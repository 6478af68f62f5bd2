import { schema } from '@kipu/db';
import { MODALIDADES_TRASLADO, MOTIVOS_TRASLADO } from '@kipu/peru/gre/catalogos-gre';
import { and } from 'drizzle-orm';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { COLUMNAS_GUIA, type GuiaVista, vistaGuia } from '../guia-vista.ts';
import { busquedaDeGuias, guiasEntreFechas, ORDEN_GUIAS } from './consultar-guias.ts';

const g = schema.guias;

/** The guide list's filters together: issue dates, and a serie-número or destinatario to search. */
export type FiltroExcelGuias = {
  fecha_desde?: string | null;
  fecha_hasta?: string | null;
  param?: string | null;
};

const conNombre = (codigo: string | null, nombres: Readonly<Record<string, string>>) =>
  codigo ? `${codigo} - ${nombres[codigo] ?? ''}` : '';

const MOTIVOS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(MOTIVOS_TRASLADO).map(([codigo, m]) => [codigo, m.nombre]),
);

const COLUMNAS: readonly ColumnaExcel<GuiaVista>[] = [
  { encabezado: 'Tipo', valor: (x) => x.tipo, ancho: 6 },
  { encabezado: 'Serie-número', valor: (x) => `${x.serie}-${x.numero}`, ancho: 14 },
  { encabezado: 'Fecha de emisión', valor: (x) => x.fecha_emision, ancho: 12 },
  { encabezado: 'Inicio de traslado', valor: (x) => x.fecha_inicio_traslado, ancho: 12 },
  { encabezado: 'Tipo doc. destinatario', valor: (x) => x.destinatario.tipo_documento, ancho: 8 },
  { encabezado: 'Doc. destinatario', valor: (x) => x.destinatario.numero_documento, ancho: 14 },
  { encabezado: 'Destinatario', valor: (x) => x.destinatario.nombre, ancho: 40 },
  { encabezado: 'Motivo', valor: (x) => conNombre(x.motivo, MOTIVOS), ancho: 30 },
  { encabezado: 'Modalidad', valor: (x) => conNombre(x.modalidad, MODALIDADES_TRASLADO), ancho: 22 },
  { encabezado: 'Peso bruto', valor: (x) => x.peso.bruto, tipo: 'cantidad' },
  { encabezado: 'Unidad', valor: (x) => x.peso.unidad, ancho: 7 },
  { encabezado: 'Estado', valor: (x) => x.estado, ancho: 11 },
  { encabezado: 'Código SUNAT', valor: (x) => x.codigo_sunat, ancho: 8 },
  { encabezado: 'Descripción SUNAT', valor: (x) => x.descripcion_sunat, ancho: 50 },
];

/**
 * excelGuias: the working company's guides between the dates and matching the search (as `guias` and
 * `guiasByParam` filter them), newest first, every one of them, as an .xlsx written on a rendering
 * thread.
 */
export async function exportarGuias(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroExcelGuias,
): Promise<ArchivoGenerado> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const filas = await deps.db
    .select(COLUMNAS_GUIA)
    .from(g)
    .where(and(guiasEntreFechas(empresaId, f), busquedaDeGuias(f.param)))
    .orderBy(...ORDEN_GUIAS);
  return archivoExcel('guias', await escribirHojaExcel('Guías de remisión', COLUMNAS, filas.map(vistaGuia)));
}
