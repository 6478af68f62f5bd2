import { Message } from 'primereact/message';
import { type ReactNode, useState } from 'react';
import { type TypedDocumentNode, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../lib/error-exchange';
import { columnaAcciones } from './AccionesFila';
import { BarraLista } from './BarraLista';
import { DataTable } from './DataTable';
import { DialogoDeFila } from './DialogoDeFila';
import { useExportar } from './use-exportar';
import { useListaServidor } from './use-lista-servidor';
import { useVigencia } from './use-vigencia';
import { mensajeError } from './utils/acciones';
import type { ArchivoGenerado } from './utils/descargar';

type FilaMaestro = { id: string; deleted_at?: string | null } & Record<string, unknown>;
type VariablesLista = { param: string | null; limite: number; desde: number; eliminados: boolean };
type VariablesExcel = { param: string | null; eliminados: boolean };
/** Filters outside the table (the local, a category), sent with the list and with the export. */
type Filtro = Record<string, string | null>;
type PorId = TypedDocumentNode<unknown, { id: string }>;

/** How the form dialog of a list is opened: null is a new row. */
export type DialogoFila<F> = { fila: F | null; cerrar: () => void; guardada: () => void };

/** What the extra controls of the title bar may do to the list. */
export interface ControlLista<F> {
  actualizar: () => void;
  /** Opens the form dialog on a row (null: a new one). */
  abrir: (fila: F | null) => void;
  /** Back to the first page, for a control that changes the filter. */
  primeraPagina: () => void;
}

interface PaginaMaestroProps<F extends FilaMaestro, D, X, E extends Filtro> {
  /** Prefix of element ids ('centros-costo' → 'centros-costo-ver-eliminados'). */
  id: string;
  /** The page title, or null when the list is a tab of a page that has one. */
  titulo: string | null;
  /** A line under the title (the local the list belongs to). */
  nota?: ReactNode;
  nuevo: string;
  vacio: string;
  consulta: TypedDocumentNode<D, VariablesLista & E>;
  pagina: (d: D) => { total: number; filas: F[] };
  excel: TypedDocumentNode<X, VariablesExcel & E>;
  archivo: (d: X) => ArchivoGenerado;
  /** A change of it also takes the table back to its first page. */
  filtro?: E;
  eliminar: PorId;
  activar: PorId;
  /** How a row is named in the delete question ('el centro de costo CC01'). */
  nombre: (f: F) => string;
  /** How a row is named in its buttons' labels, when shorter than in the question. */
  nombreAcciones?: (f: F) => string;
  eliminada: string;
  activada: string;
  /** The list's columns, as an array of keyed Columns (the actions column is added after them). */
  columnas: ReactNode;
  dialogo: (d: DialogoFila<F>) => ReactNode;
  /** Extra controls of the title bar. */
  extra?: (lista: ControlLista<F>) => ReactNode;
}

/**
 * A server-paged master-data list: search, 'Ver eliminados', Excel with the list's filter, create and
 * edit through the entity's dialog, delete with confirmation and re-activation.
 */
export function PaginaMaestro<F extends FilaMaestro, D, X, E extends Filtro = Record<never, never>>(
  p: PaginaMaestroProps<F, D, X, E>,
) {
  const lista = useListaServidor();
  const [abierto, setAbierto] = useState<{ fila: F | null } | null>(null);
  const filtro = p.filtro ?? ({} as E);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: p.consulta,
    variables: { ...lista.variables, ...filtro },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(p.eliminar);
  const [, activar] = useMutation(p.activar);
  const exportar = useExportar(p.excel, p.archivo);
  const actualizarLista = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<F>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: activar,
    nombre: p.nombre,
    eliminada: p.eliminada,
    activada: p.activada,
    alTerminar: actualizarLista,
  });
  const nombreAcciones = p.nombreAcciones ?? p.nombre;
  const loadError = mensajeError(error);
  const pagina = data ? p.pagina(data) : { total: 0, filas: [] };
  const control: ControlLista<F> = {
    actualizar: actualizarLista,
    abrir: (fila) => setAbierto({ fila }),
    primeraPagina: lista.primeraPagina,
  };

  return (
    <div className={p.titulo ? 'page' : undefined}>
      {p.titulo && <h1 className="page__title">{p.titulo}</h1>}
      {p.nota}
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        resetPageKey={
          p.filtro ? `${lista.eliminados}-${Object.values(p.filtro).join('-')}` : lista.tabla.resetPageKey
        }
        value={pagina.filas}
        dataKey="id"
        loading={fetching}
        totalRecords={pagina.total}
        rowClassName={(f) => (f.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage={p.vacio}
        title={
          <BarraLista
            nuevo={{ label: p.nuevo, onClick: () => control.abrir(null) }}
            exportar={() => exportar({ ...filtro, param: lista.param, eliminados: lista.eliminados })}
            eliminados={{
              id: `${p.id}-ver-eliminados`,
              value: lista.eliminados,
              onChange: lista.cambiarEliminados,
            }}
          >
            {p.extra?.(control)}
          </BarraLista>
        }
      >
        {p.columnas}
        {columnaAcciones((f: F) => ({
          nombre: nombreAcciones(f),
          eliminada: Boolean(f.deleted_at),
          onActivar: () => void vigencia.activar(f),
          onEditar: () => control.abrir(f),
          onEliminar: () => vigencia.eliminar(f),
        }))}
      </DataTable>
      <DialogoDeFila
        abierto={abierto}
        cerrar={() => setAbierto(null)}
        actualizar={actualizarLista}
        dialogo={p.dialogo}
      />
    </div>
  );
}
