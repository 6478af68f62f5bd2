import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import type {
  CategoriaPrecioFieldsFragment,
  CategoriasPrecioQuery,
  ExcelCategoriasPrecioQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import { TextoEliminable } from '../../../ui/TextoEliminable';
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

/**
 * /fac/precios: the price lists of the session's local (a product may carry a price in each), paged
 * and searched by the server; create, edit, delete and re-activate.
 */
export function CategoriasPrecioPage() {
  const { localId, localNombre } = useLocalSesion();

  if (!localId)
    return (
      <div className="page">
        <h1 className="page__title">Categorías de precio</h1>
        <Message severity="warn" text="Seleccione un local en el periodo de trabajo" className="w-full" />
      </div>
    );

  return (
    <PaginaMaestro<CategoriaPrecio, CategoriasPrecioQuery, ExcelCategoriasPrecioQuery, { local_id: string }>
      id="precios"
      titulo="Categorías de precio"
      nota={<p className="page__hint">Local: {localNombre}</p>}
      nuevo="Nueva categoría de precio"
      vacio="No se encontraron categorías de precio"
      consulta={categoriasPrecioQuery}
      pagina={(d) => d.categoriasPrecio}
      excel={excelCategoriasPrecioQuery}
      archivo={(d) => d.excelCategoriasPrecio}
      filtro={{ local_id: localId }}
      eliminar={deleteCategoriaPrecioMutation}
      activar={activateCategoriaPrecioMutation}
      nombre={(c) => `la categoría de precio ${c.codigo} ${c.descripcion}`}
      nombreAcciones={(c) => `la categoría de precio ${c.codigo}`}
      eliminada="Categoría de precio eliminada"
      activada="Categoría de precio activada"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column
          key="descripcion"
          field="descripcion"
          header="Descripción"
          body={(c: CategoriaPrecio) => (
            <TextoEliminable texto={c.descripcion} eliminado={Boolean(c.deleted_at)} />
          )}
        />,
        <Column
          key="valor_condicion"
          field="valor_condicion"
          header="Cantidad mínima"
          style={{ width: '9rem' }}
          bodyClassName="celda-numero"
        />,
        <Column
          key="oferta"
          field="oferta"
          header="Oferta"
          style={{ width: '6rem' }}
          body={(c: CategoriaPrecio) => (c.oferta ? <Tag value="Oferta" severity="success" /> : 'No')}
        />,
      ]}
      dialogo={(d) => <CategoriaPrecioFormDialog {...d} localId={localId} />}
    />
  );
}
