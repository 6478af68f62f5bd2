import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { ProductoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BarraLista } from '../../../ui/BarraLista';
import { DataTable } from '../../../ui/DataTable';
import { TextoEliminable } from '../../../ui/TextoEliminable';
import { useExportar } from '../../../ui/use-exportar';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { useVigencia } from '../../../ui/use-vigencia';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatMonto } from '../../../ui/utils/montos';
import {
  activateComboMutation,
  combosQuery,
  deleteComboMutation,
  excelCombosQuery,
} from '../graphql/productos';
import { ComboFormDialog } from './ComboFormDialog';
import './productos.css';

type Combo = ProductoFieldsFragment;
type Dialogo = { abierto: false } | { abierto: true; combo: Combo | null };

/**
 * /fac/combos: products sold as one line made of other products; paged and searched by the server;
 * create, edit, delete, re-activate and Excel export.
 */
export function CombosPage() {
  const lista = useListaServidor();
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: combosQuery,
    variables: lista.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteComboMutation);
  const [, activar] = useMutation(activateComboMutation);
  const exportar = useExportar(excelCombosQuery, (d) => d.excelCombos);
  const actualizarLista = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<Combo>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: activar,
    nombre: (c) => `el combo ${c.codigo} ${c.descripcion}`,
    eliminada: 'Combo eliminado',
    activada: 'Combo activado',
    alTerminar: actualizarLista,
  });
  const loadError = mensajeError(error);

  return (
    <div className="page">
      <h1 className="page__title">Combos</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        value={data?.combos.filas ?? []}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.combos.total ?? 0}
        rowClassName={(c) => (c.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage="No se encontraron combos"
        title={
          <BarraLista
            nuevo={{ label: 'Nuevo combo', onClick: () => setDialogo({ abierto: true, combo: null }) }}
            exportar={() => exportar({ param: lista.param, eliminados: lista.eliminados })}
            eliminados={{
              id: 'combos-ver-eliminados',
              value: lista.eliminados,
              onChange: lista.cambiarEliminados,
            }}
          />
        }
      >
        <Column field="codigo" header="Código" style={{ width: '8rem' }} />
        <Column
          field="descripcion"
          header="Descripción"
          body={(c: Combo) => <TextoEliminable texto={c.descripcion} eliminado={Boolean(c.deleted_at)} />}
        />
        <Column
          header="Productos"
          body={(c: Combo) => c.productos_combos.map((x) => `${x.cantidad} × ${x.descripcion}`).join(', ')}
        />
        <Column field="categoria_nombre" header="Categoría" />
        <Column
          field="precio_unitario"
          header="Precio unitario"
          style={{ width: '8rem' }}
          bodyClassName="celda-numero"
          body={(c: Combo) => formatMonto(c.precio_unitario)}
        />
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(c: Combo) => (
            <AccionesFila
              nombre={`el combo ${c.codigo}`}
              eliminada={Boolean(c.deleted_at)}
              onActivar={() => void vigencia.activar(c)}
              onEditar={() => setDialogo({ abierto: true, combo: c })}
              onEliminar={() => vigencia.eliminar(c)}
            />
          )}
        />
      </DataTable>
      <ComboFormDialog
        visible={dialogo.abierto}
        combo={dialogo.abierto ? dialogo.combo : null}
        onHide={() => setDialogo({ abierto: false })}
        onGuardado={() => {
          setDialogo({ abierto: false });
          actualizarLista();
        }}
      />
    </div>
  );
}
