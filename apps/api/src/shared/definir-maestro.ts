import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type ColumnaExcel, escribirHojaExcel } from '../infra/excel/escribir-hoja.ts';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { type ArchivoGenerado, archivoExcel } from './archivo-generado.ts';
import type { Dependencias } from './dependencias.ts';
import { empresaDeTrabajo } from './empresa-de-trabajo.ts';
import {
  actualizarFila,
  exigirDeEmpresa,
  type FilaDe,
  type FiltroLista,
  fijarVigencia,
  filtroDeEmpresa,
  insertarFila,
  type Pagina,
  paginar,
  type TablaConBaja,
  textoDeBusqueda,
  todas,
} from './tablas-de-empresa.ts';

/**
 * One master-data table of a company (accounting's, the guides' carriers…): how its input becomes columns, how its rows are shown and
 * searched, its Excel sheet, and what must hold before a row is deleted or re-activated.
 */
export type DefinicionMaestro<T extends TablaConBaja, E, V, H = V> = {
  tabla: T;
  orden: PgColumn;
  /** The search condition for a text (LIKE wildcards already removed). */
  busqueda: (texto: string) => SQL | undefined;
  /** Checks the input (Spanish message on the first problem) and maps it to columns; id on updates. */
  columnas: (
    deps: Dependencias,
    empresaId: string,
    e: E,
    id: string | null,
  ) => Promise<Partial<T['$inferInsert']>> | Partial<T['$inferInsert']>;
  vistas: (deps: Dependencias, filas: FilaDe<T>[]) => Promise<V[]> | V[];
  /** The message when a write would repeat an active row's code. */
  duplicado: (valores: Partial<T['$inferInsert']>) => string;
  antesDeVigencia?: (deps: Dependencias, fila: FilaDe<T>, vigente: boolean) => Promise<void>;
  hoja: {
    titulo: string;
    archivo: string;
    // The row type comes from `filas`, never from the columns.
    columnas: readonly ColumnaExcel<NoInfer<H>>[];
    filas: (vistas: V[]) => H[];
  };
};

/** The list, export, create, update, delete and activate use cases of a master-data table. */
export function definirMaestro<T extends TablaConBaja, E, V, H = V>(d: DefinicionMaestro<T, E, V, H>) {
  const filtro = (empresaId: string, f: FiltroLista) => {
    const texto = textoDeBusqueda(f.param);
    return filtroDeEmpresa(d.tabla, empresaId, f.eliminados, texto ? d.busqueda(texto) : undefined);
  };
  const vista = async (deps: Dependencias, fila: FilaDe<T>) => (await d.vistas(deps, [fila]))[0] as V;
  return {
    async listar(deps: Dependencias, sesion: SesionActiva, f: FiltroLista): Promise<Pagina<V>> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const p = await paginar(deps, d.tabla, filtro(empresaId, f), d.orden, f);
      return { total: p.total, filas: await d.vistas(deps, p.filas) };
    },
    async exportar(deps: Dependencias, sesion: SesionActiva, f: FiltroLista): Promise<ArchivoGenerado> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const vistas = await d.vistas(deps, await todas(deps, d.tabla, filtro(empresaId, f), d.orden));
      const hoja = await escribirHojaExcel(d.hoja.titulo, d.hoja.columnas, d.hoja.filas(vistas));
      return archivoExcel(d.hoja.archivo, hoja);
    },
    async crear(deps: Dependencias, sesion: SesionActiva, e: E): Promise<V> {
      const empresaId = await empresaDeTrabajo(deps.db, sesion);
      const valores = await d.columnas(deps, empresaId, e, null);
      const fila = { ...valores, empresaId } as T['$inferInsert'];
      return vista(deps, await insertarFila(deps, d.tabla, fila, d.duplicado(valores)));
    },
    async actualizar(deps: Dependencias, sesion: SesionActiva, id: string, e: E): Promise<V> {
      const actual = await exigirDeEmpresa(deps, sesion, d.tabla, id);
      const valores = await d.columnas(deps, (actual as { empresaId: string }).empresaId, e, id);
      return vista(deps, await actualizarFila(deps, d.tabla, id, valores, d.duplicado(valores)));
    },
    async vigencia(deps: Dependencias, sesion: SesionActiva, id: string, vigente: boolean): Promise<V> {
      const actual = await exigirDeEmpresa(deps, sesion, d.tabla, id);
      await d.antesDeVigencia?.(deps, actual, vigente);
      const duplicado = d.duplicado(actual as Partial<T['$inferInsert']>);
      return vista(deps, await fijarVigencia(deps, d.tabla, id, vigente, duplicado));
    },
  };
}
