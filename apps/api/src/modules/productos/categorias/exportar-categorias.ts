import { schema } from '@kipu/db';
import { asc, eq } from 'drizzle-orm';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { columnaEstado, type FiltroLista } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { filtroCategorias } from './categorias.ts';

type Fila = { codigo: string; nombre: string; local: string | null; deletedAt: Date | null };

const COLUMNAS: readonly ColumnaExcel<Fila>[] = [
  { encabezado: 'Código', valor: (c) => c.codigo, ancho: 14 },
  { encabezado: 'Nombre', valor: (c) => c.nombre, ancho: 40 },
  { encabezado: 'Local', valor: (c) => c.local ?? 'TODOS', ancho: 24 },
  columnaEstado((c) => c.deletedAt, 'femenino'),
];

/** excelCategorias: the categories with the list's filter. */
export async function exportarCategorias(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroLista,
): Promise<ArchivoGenerado> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const { categorias, locales } = schema;
  const filas = await deps.db
    .select({
      codigo: categorias.codigo,
      nombre: categorias.nombre,
      local: locales.nombreCorto,
      deletedAt: categorias.deletedAt,
    })
    .from(categorias)
    .leftJoin(locales, eq(locales.id, categorias.localId))
    .where(filtroCategorias(empresaId, f))
    .orderBy(asc(categorias.codigo));
  return archivoExcel('categorias', await escribirHojaExcel('Categorías', COLUMNAS, filas));
}
