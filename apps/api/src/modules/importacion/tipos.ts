import type { Db, Tx } from '@kipu/db';

export type TipoImportacionMasiva =
  | 'categorias'
  | 'productos'
  | 'clientes'
  | 'proveedores'
  | 'precios'
  | 'comprobantes';

/** Master data: each row validated on its own and all written in one transaction. */
export type TipoImportacionDeFilas = Exclude<TipoImportacionMasiva, 'comprobantes'>;

export const TIPOS_IMPORTACION: readonly TipoImportacionMasiva[] = [
  'categorias',
  'productos',
  'clientes',
  'proveedores',
  'precios',
  'comprobantes',
];

export const esTipoImportacion = (v: string): v is TipoImportacionMasiva =>
  (TIPOS_IMPORTACION as readonly string[]).includes(v);

/** One column of an import file: its header, what it holds and an example value for the template. */
export type ColumnaPlantilla = {
  nombre: string;
  descripcion: string;
  obligatoria: boolean;
  ejemplo: string;
};

/** What an import writes into: the session's company and local when the upload was made. */
export type Destino = { empresaId: string; localId: string | null };

/** A row read from the sheet, keyed by lower-cased header. */
export type FilaHoja = Record<string, string>;

/**
 * A row checked: its message, or the columns to write and the key that makes it a duplicate of
 * another row of the same file.
 */
export type Validacion<V> = { error: string } | { valor: V; clave: string; nombreClave: string };

/** An importer ready for one file: catalogues and existing codes loaded once, not per row. */
export type Lector<V> = {
  validar(fila: FilaHoja): Validacion<V> | Promise<Validacion<V>>;
  /** Writes one batch of valid rows, inside the import's transaction. */
  guardar(tx: Tx, lote: V[]): Promise<void>;
};

/** What the template of an import shows: its sheet, its columns and its instructions. */
export type Plantilla = {
  /** Sheet title of the template ('Clientes', 'Productos'…). */
  titulo: string;
  columnas: readonly ColumnaPlantilla[];
  /** Lines of the template's instructions beyond the per-column ones. */
  notas?: readonly string[];
};

export type Importador<V> = Plantilla & {
  preparar(db: Db, destino: Destino): Promise<Lector<V>>;
};
