import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CategoriaPrecioFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BarraLista } from '../../../ui/BarraLista';
import { DataTable } from '../../../ui/DataTable';
import { TextoEliminable } from '../../../ui/TextoEliminable';
import { useExportar } from '../../../ui/use-exportar';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { useVigencia } from '../../../ui/use-vigencia';
import { mensajeError } from '../../../ui/utils/acciones';
import {
  activateCategoriaPrecioMutation,
  categoriasPrecioQuery,
  deleteCategoriaPrecioMutation,
  excelCategoriasPrecioQuery,
} from '../graphql/categorias-precio';
import { useLocalSesion } from '../hooks/use-local-sesion';
import { CategoriaPrecioFormDialog } from './CategoriaPrecioFormDialog';
import './productos.css';

type CategoriaPrecio = CategoriaPrecioFieldsFragment;
type Dialogo = { abierto: false } | { abierto: true; categoria: CategoriaPrecio | null };

/**
 * /fac/precios: the price lists of the session's local (a product may carry a price in each), paged
 * and searched by the server; create, edit, delete and re-activate.
 */
export function CategoriasPrecioPage() {
  const { localId, localNombre } = useLocalSesion();
  const lista = useListaServidor();
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: categoriasPrecioQuery,
    variables: { ...lista.variables, local_id: localId ?? '' },
    pause: !localId,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteCategoriaPrecioMutation);
  const [, activar] = useMutation(activateCategoriaPrecioMutation);
  const exportar = useExportar(excelCategoriasPrecioQuery, (d) => d.excelCategoriasPrecio);
  const actualizarLista = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<CategoriaPrecio>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: activar,
    nombre: (c) => `la categoría de precio ${c.codigo} ${c.descripcion}`,
    eliminada: 'Categoría de precio eliminada',
    activada: 'Categoría de precio activada',
    alTerminar: actualizarLista,
  });
  const loadError = mensajeError(error);

  if (!localId)
    return (
      <div className="page">
        <h1 className="page__title">Categorías de precio</h1>
        <Message severity="warn" text="Seleccione un local en el periodo de trabajo" className="w-full" />
      </div>
    );

  return (
    <div className="page">
      <h1 className="page__title">Categorías de precio</h1>
      <p className="page__hint">Local: {localNombre}</p>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        value={data?.categoriasPrecio.filas ?? []}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.categoriasPrecio.total ?? 0}
        rowClassName={(c) => (c.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage="No se encontraron categorías de precio"
        title={
          <BarraLista
            nuevo={{
              label: 'Nueva categoría de precio',
              onClick: () => setDialogo({ abierto: true, categoria: null }),
            }}
            exportar={() => exportar({ local_id: localId, param: lista.param, eliminados: lista.eliminados })}
            eliminados={{
              id: 'precios-ver-eliminados',
              value: lista.eliminados,
              onChange: lista.cambiarEliminados,
            }}
          />
        }
      >
        <Column field="codigo" header="Código" style={{ width: '9rem' }} />
        <Column
          field="descripcion"
          header="Descripción"
          body={(c: CategoriaPrecio) => (
            <TextoEliminable texto={c.descripcion} eliminado={Boolean(c.deleted_at)} />
          )}
        />
        <Column
          field="valor_condicion"
          header="Cantidad mínima"
          style={{ width: '9rem' }}
          bodyClassName="celda-numero"
        />
        <Column
          field="oferta"
          header="Oferta"
          style={{ width: '6rem' }}
          body={(c: CategoriaPrecio) => (c.oferta ? <Tag value="Oferta" severity="success" /> : 'No')}
        />
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(c: CategoriaPrecio) => (
            <AccionesFila
              nombre={`la categoría de precio ${c.codigo}`}
              eliminada={Boolean(c.deleted_at)}
              onActivar={() => void vigencia.activar(c)}
              onEditar={() => setDialogo({ abierto: true, categoria: c })}
              onEliminar={() => vigencia.eliminar(c)}
            />
          )}
        />
      </DataTable>
      <CategoriaPrecioFormDialog
        visible={dialogo.abierto}
        localId={localId}
        categoria={dialogo.abierto ? dialogo.categoria : null}
        onHide={() => setDialogo({ abierto: false })}
        onGuardada={() => {
          setDialogo({ abierto: false });
          actualizarLista();
        }}
      />
    </div>
  );
}
