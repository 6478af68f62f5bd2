import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CategoriaFieldsFragment } from '../../../gql/graphql';
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
  activateCategoriaMutation,
  categoriasQuery,
  deleteCategoriaMutation,
  excelCategoriasQuery,
} from '../graphql/categorias';
import { useLocalesEmpresa } from '../hooks/use-locales-empresa';
import { CategoriaFormDialog } from './CategoriaFormDialog';

type Categoria = CategoriaFieldsFragment;
type Dialogo = { abierto: false } | { abierto: true; categoria: Categoria | null };

/**
 * /fac/categorias: the company's product categories, paged and searched (code prefix or name) by the
 * server, with the deleted ones on demand; create, edit, delete and re-activate.
 */
export function CategoriasPage() {
  const lista = useListaServidor();
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: categoriasQuery,
    variables: lista.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const locales = useLocalesEmpresa();
  const [, eliminar] = useMutation(deleteCategoriaMutation);
  const [, activar] = useMutation(activateCategoriaMutation);
  const exportar = useExportar(excelCategoriasQuery, (d) => d.excelCategorias);
  const actualizarLista = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<Categoria>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: activar,
    nombre: (c) => `la categoría ${c.codigo} ${c.nombre}`,
    eliminada: 'Categoría eliminada',
    activada: 'Categoría activada',
    alTerminar: actualizarLista,
  });
  const loadError = mensajeError(error);

  return (
    <div className="page">
      <h1 className="page__title">Categorías</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        {...lista.tabla}
        value={data?.categorias.filas ?? []}
        dataKey="id"
        loading={fetching}
        totalRecords={data?.categorias.total ?? 0}
        rowClassName={(c) => (c.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage="No se encontraron categorías"
        title={
          <BarraLista
            nuevo={{
              label: 'Nueva categoría',
              onClick: () => setDialogo({ abierto: true, categoria: null }),
            }}
            exportar={() => exportar({ param: lista.param, eliminados: lista.eliminados })}
            eliminados={{
              id: 'categorias-ver-eliminados',
              value: lista.eliminados,
              onChange: lista.cambiarEliminados,
            }}
          />
        }
      >
        <Column field="codigo" header="Código" style={{ width: '9rem' }} />
        <Column
          field="nombre"
          header="Nombre"
          body={(c: Categoria) => <TextoEliminable texto={c.nombre} eliminado={Boolean(c.deleted_at)} />}
        />
        <Column
          field="local_id"
          header="Local"
          body={(c: Categoria) => (c.local_id ? locales.nombre(c.local_id) : 'Todos')}
        />
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(c: Categoria) => (
            <AccionesFila
              nombre={`la categoría ${c.codigo}`}
              eliminada={Boolean(c.deleted_at)}
              onActivar={() => void vigencia.activar(c)}
              onEditar={() => setDialogo({ abierto: true, categoria: c })}
              onEliminar={() => vigencia.eliminar(c)}
            />
          )}
        />
      </DataTable>
      <CategoriaFormDialog
        visible={dialogo.abierto}
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
