import { Message } from 'primereact/message';
import { type ReactNode, useState } from 'react';
import { type TypedDocumentNode, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { columnaAcciones } from '../../../ui/AccionesFila';
import { BarraLista } from '../../../ui/BarraLista';
import { DataTable } from '../../../ui/DataTable';
import { DialogoDeFila } from '../../../ui/DialogoDeFila';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { useVigencia } from '../../../ui/use-vigencia';
import { mensajeError } from '../../../ui/utils/acciones';

type Fila = { id: string } & Record<string, unknown>;
type PorId = TypedDocumentNode<unknown, { id: string }>;

interface ListaConfiguracionProps<F extends Fila, D, V extends Record<string, unknown>> {
  titulo: string | null;
  nuevo: string;
  vacio: string;
  consulta: TypedDocumentNode<D, V>;
  variables?: V;
  /** Paused while a filter it needs (the zone) is not chosen. */
  pausa?: boolean;
  filas: (d: D) => F[];
  eliminar: PorId;
  /** How a row is named in the delete question and the buttons ('la zona SALON'). */
  nombre: (f: F) => string;
  eliminada: string;
  columnas: ReactNode;
  dialogo: (d: DialogoFila<F>) => ReactNode;
  /** Controls of the title bar after 'Nuevo' (the zone filter). */
  extra?: ReactNode;
  /** Content under the table (the map editor), given the loaded rows and a reload. */
  pie?: (filas: F[], actualizar: () => void) => ReactNode;
}

/**
 * A setup list of the room, small enough to come whole (the server lists a local's zones, tables,
 * boxes…): create and edit through the entity's dialog, delete with confirmation.
 */
export function ListaConfiguracion<F extends Fila, D, V extends Record<string, unknown>>(
  p: ListaConfiguracionProps<F, D, V>,
) {
  const [abierto, setAbierto] = useState<{ fila: F | null } | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: p.consulta,
    variables: p.variables ?? ({} as V),
    pause: p.pausa,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(p.eliminar);
  const actualizar = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<F>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: eliminar,
    nombre: p.nombre,
    eliminada: p.eliminada,
    activada: p.eliminada,
    alTerminar: actualizar,
  });
  const filas = data && !p.pausa ? p.filas(data) : [];
  const loadError = mensajeError(error);

  return (
    <div className={p.titulo ? 'page' : undefined}>
      {p.titulo && <h1 className="page__title">{p.titulo}</h1>}
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={filas}
        dataKey="id"
        loading={fetching}
        emptyMessage={p.vacio}
        title={
          <BarraLista nuevo={{ label: p.nuevo, onClick: () => setAbierto({ fila: null }) }}>
            {p.extra}
          </BarraLista>
        }
      >
        {p.columnas}
        {columnaAcciones((f: F) => ({
          nombre: p.nombre(f),
          eliminada: false,
          onActivar: () => undefined,
          onEditar: () => setAbierto({ fila: f }),
          onEliminar: () => vigencia.eliminar(f),
        }))}
      </DataTable>
      {p.pie?.(filas, actualizar)}
      <DialogoDeFila
        abierto={abierto}
        cerrar={() => setAbierto(null)}
        actualizar={actualizar}
        dialogo={p.dialogo}
      />
    </div>
  );
}
