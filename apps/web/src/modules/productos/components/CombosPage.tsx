import { Column } from 'primereact/column';
import type { CombosQuery, ExcelCombosQuery, ProductoFieldsFragment } from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import { TextoEliminable } from '../../../ui/TextoEliminable';
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

/**
 * /fac/combos: products sold as one line made of other products; paged and searched by the server;
 * create, edit, delete, re-activate and Excel export.
 */
export function CombosPage() {
  return (
    <PaginaMaestro<Combo, CombosQuery, ExcelCombosQuery>
      id="combos"
      titulo="Combos"
      nuevo="Nuevo combo"
      vacio="No se encontraron combos"
      consulta={combosQuery}
      pagina={(d) => d.combos}
      excel={excelCombosQuery}
      archivo={(d) => d.excelCombos}
      eliminar={deleteComboMutation}
      activar={activateComboMutation}
      nombre={(c) => `el combo ${c.codigo} ${c.descripcion}`}
      nombreAcciones={(c) => `el combo ${c.codigo}`}
      eliminada="Combo eliminado"
      activada="Combo activado"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '8rem' }} />,
        <Column
          key="descripcion"
          field="descripcion"
          header="Descripción"
          body={(c: Combo) => <TextoEliminable texto={c.descripcion} eliminado={Boolean(c.deleted_at)} />}
        />,
        <Column
          key="productos"
          header="Productos"
          body={(c: Combo) => c.productos_combos.map((x) => `${x.cantidad} × ${x.descripcion}`).join(', ')}
        />,
        <Column key="categoria" field="categoria_nombre" header="Categoría" />,
        <Column
          key="precio"
          field="precio_unitario"
          header="Precio unitario"
          style={{ width: '8rem' }}
          bodyClassName="celda-numero"
          body={(c: Combo) => formatMonto(c.precio_unitario)}
        />,
      ]}
      dialogo={(d) => <ComboFormDialog {...d} />}
    />
  );
}
