import { Column } from 'primereact/column';
import type { CategoriaFieldsFragment, CategoriasQuery, ExcelCategoriasQuery } from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import { TextoEliminable } from '../../../ui/TextoEliminable';
import {
  activateCategoriaMutation,
  categoriasQuery,
  deleteCategoriaMutation,
  excelCategoriasQuery,
} from '../graphql/categorias';
import { useLocalesEmpresa } from '../hooks/use-locales-empresa';
import { CategoriaFormDialog } from './CategoriaFormDialog';

type Categoria = CategoriaFieldsFragment;

/**
 * /fac/categorias: the company's product categories, paged and searched (code prefix or name) by the
 * server, with the deleted ones on demand; create, edit, delete and re-activate.
 */
export function CategoriasPage() {
  const locales = useLocalesEmpresa();
  return (
    <PaginaMaestro<Categoria, CategoriasQuery, ExcelCategoriasQuery>
      id="categorias"
      titulo="Categorías"
      nuevo="Nueva categoría"
      vacio="No se encontraron categorías"
      consulta={categoriasQuery}
      pagina={(d) => d.categorias}
      excel={excelCategoriasQuery}
      archivo={(d) => d.excelCategorias}
      eliminar={deleteCategoriaMutation}
      activar={activateCategoriaMutation}
      nombre={(c) => `la categoría ${c.codigo} ${c.nombre}`}
      nombreAcciones={(c) => `la categoría ${c.codigo}`}
      eliminada="Categoría eliminada"
      activada="Categoría activada"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column
          key="nombre"
          field="nombre"
          header="Nombre"
          body={(c: Categoria) => <TextoEliminable texto={c.nombre} eliminado={Boolean(c.deleted_at)} />}
        />,
        <Column
          key="local"
          field="local_id"
          header="Local"
          body={(c: Categoria) => (c.local_id ? locales.nombre(c.local_id) : 'Todos')}
        />,
      ]}
      dialogo={(d) => <CategoriaFormDialog {...d} />}
    />
  );
}
