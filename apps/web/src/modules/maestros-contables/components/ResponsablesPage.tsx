import { Column } from 'primereact/column';
import type {
  ExcelResponsablesQuery,
  ResponsableFieldsFragment,
  ResponsablesQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import { useTiposDocumento } from '../../libro/hooks/use-tipos-documento';
import {
  activateResponsableMutation,
  deleteResponsableMutation,
  excelResponsablesQuery,
  responsablesQuery,
} from '../graphql/responsables';
import { ResponsableFormDialog } from './ResponsableFormDialog';

type Responsable = ResponsableFieldsFragment;

/** /app/responsables: the people in charge inside the company who sign or approve. */
export function ResponsablesPage() {
  const tipos = useTiposDocumento();
  return (
    <PaginaMaestro<Responsable, ResponsablesQuery, ExcelResponsablesQuery>
      id="responsables"
      titulo="Responsables"
      nuevo="Nuevo responsable"
      vacio="No se encontraron responsables"
      consulta={responsablesQuery}
      pagina={(d) => d.responsables}
      excel={excelResponsablesQuery}
      archivo={(d) => d.excelResponsables}
      eliminar={deleteResponsableMutation}
      activar={activateResponsableMutation}
      nombre={(r) => `al responsable ${r.nombres}`}
      eliminada="Responsable eliminado"
      activada="Responsable activado"
      columnas={[
        <Column
          key="documento"
          header="Tipo doc."
          style={{ width: '8rem' }}
          body={(r: Responsable) => tipos.nombre(r.documento_id)}
        />,
        <Column key="numero" field="numero" header="Número" style={{ width: '9rem' }} />,
        <Column key="nombres" field="nombres" header="Nombres" />,
        <Column key="cargo" field="cargo" header="Cargo" />,
        <Column key="email" field="email" header="Email" />,
        <Column key="telefono" field="telefono" header="Teléfono" style={{ width: '8rem' }} />,
      ]}
      dialogo={(d) => <ResponsableFormDialog {...d} />}
    />
  );
}
