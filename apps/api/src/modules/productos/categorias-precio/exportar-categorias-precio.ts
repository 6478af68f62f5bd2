import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { columnaEstado } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type FiltroCategoriasPrecio, todasLasCategoriasPrecio } from './categorias-precio.ts';

type Fila = Awaited<ReturnType<typeof todasLasCategoriasPrecio>>[number];

const COLUMNAS: readonly ColumnaExcel<Fila>[] = [
  { encabezado: 'Código', valor: (c) => c.codigo, ancho: 14 },
  { encabezado: 'Descripción', valor: (c) => c.descripcion, ancho: 40 },
  { encabezado: 'Cantidad mínima', valor: (c) => c.valorCondicion, tipo: 'cantidad', ancho: 14 },
  { encabezado: 'Oferta', valor: (c) => c.oferta, tipo: 'si_no', ancho: 8 },
  columnaEstado((c) => c.deletedAt, 'femenino'),
];

/** excelCategoriasPrecio: a local's price lists with the list's filter. */
export async function exportarCategoriasPrecio(
  deps: Dependencias,
  sesion: SesionActiva,
  f: FiltroCategoriasPrecio,
): Promise<ArchivoGenerado> {
  const filas = await todasLasCategoriasPrecio(deps, sesion, f);
  return archivoExcel('categorias-precio', await escribirHojaExcel('Categorías de precio', COLUMNAS, filas));
}
