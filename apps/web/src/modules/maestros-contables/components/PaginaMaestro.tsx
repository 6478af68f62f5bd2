import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { type ReactNode, useState } from 'react';
import { type TypedDocumentNode, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BarraLista } from '../../../ui/BarraLista';
import { DataTable } from '../../../ui/DataTable';
import { useExportar } from '../../../ui/use-exportar';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { useVigencia } from '../../../ui/use-vigencia';
import { mensajeError } from '../../../ui/utils/acciones';
import type { ArchivoGenerado } from '../../../ui/utils/descargar';

type FilaMaestro = { id: string; deleted_at?: string | null } & Record<string, unknown>;
type VariablesLista = { param: string | null; limite: number; desde: number; eliminados: boolean };
type VariablesExcel = { param: string | null; eliminados: boolean };
type PorId = TypedDocumentNode<unknown, { id: string }>;

/** How the form dialog of a list is opened: null is a new row. */
export type DialogoFila<F> = { fila: F | null; cerrar: () => void; guardada: () => void };

interface PaginaMaestroProps<F extends FilaMaestro, D, X> {
  /** Prefix of element ids ('centros-costo' → 'centros-costo-ver-eliminados'). */
  id: string;
  /** The page title, or null when the list is a tab of a page that has one. */
  titulo: string | null;
  nuevo: string;
  vacio: string;
  consulta: TypedDocumentNode<D, VariablesLista>;
  pagina: (d: D) => { total: number; filas: F[] };
  excel: TypedDocumentNode<X, VariablesExcel>;
  archivo: (d: X) => ArchivoGenerado;
  eliminar: PorId;
  activar: PorId;
  /** How a row is named in the delete question and the buttons ('el centro de costo CC01'). */
  nombre: (f: F) => string;
  eliminada: string;
  activada: string;
  /** The list's columns (the actions column is added after them). */
  columnas: ReactNode;
  dialogo: (d: DialogoFila<F>) => ReactNode;
  /** Extra controls of the title bar; receives the list's reload. */
  extra?: (actualizar: () => void) => ReactNode;
}

/**
 * A server-paged master-data list: search, 'Ver eliminados', Excel with the list's filter, create and
 * edit through the entity's dialog, delete with confirmation and re-activation.
 */
export function PaginaMaestro<F extends FilaMaestro, D, X>(p: PaginaMaestroProps<F, D, X>) {
  const lista = useListaServidor();
  const [abierto, setAbierto] = useState<{ fila: F | null } | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: p.consulta,
    variables: lista.variables,
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
  const loadError = mensajeError(error);
  const pagina = data ? p.pagina(data) : { total: 0, filas: [] };

  return (
    <div className={p.titulo ? 'page' : undefined}>
      {p.titulo && <h1 className="page__title">{p.titulo}</h1>}
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        value={pagina.filas}
        dataKey="id"
        loading={fetching}
        totalRecords={pagina.total}
        rowClassName={(f) => (f.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage={p.vacio}
        title={
          <BarraLista
            nuevo={{ label: p.nuevo, onClick: () => setAbierto({ fila: null }) }}
            exportar={() => exportar({ param: lista.param, eliminados: lista.eliminados })}
            eliminados={{
              id: `${p.id}-ver-eliminados`,
              value: lista.eliminados,
              onChange: lista.cambiarEliminados,
            }}
          >
            {p.extra?.(actualizarLista)}
          </BarraLista>
        }
      >
        {p.columnas}
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(f: F) => (
            <AccionesFila
              nombre={p.nombre(f)}
              eliminada={Boolean(f.deleted_at)}
              onActivar={() => void vigencia.activar(f)}
              onEditar={() => setAbierto({ fila: f })}
              onEliminar={() => vigencia.eliminar(f)}
            />
          )}
        />
      </DataTable>
      {abierto &&
        p.dialogo({
          fila: abierto.fila,
          cerrar: () => setAbierto(null),
          guardada: () => {
            setAbierto(null);
            actualizarLista();
          },
        })}
    </div>
  );
}
