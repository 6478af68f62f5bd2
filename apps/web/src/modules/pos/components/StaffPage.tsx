import { mayuscula } from '@kipu/peru/pos/vocabulario';
import { Column } from 'primereact/column';
import type { PosStaffFieldsFragment } from '../../../gql/graphql';
import { deleteStaffMutation, staffQuery } from '../graphql/configuracion';
import { useCocinasOpciones } from '../hooks/use-opciones-pos';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { nombreRol } from '../utils/staff-form';
import { ListaConfiguracion } from './ListaConfiguracion';
import { StaffFormDialog } from './StaffFormDialog';

type Staff = PosStaffFieldsFragment;

/** /pos/staff: the company's users who work the room (mozos, cocineros with their kitchen, cajeros). */
export function StaffPage() {
  const cocinas = useCocinasOpciones();
  const v = useVocabularioPos();
  return (
    <ListaConfiguracion
      titulo="Staff"
      nuevo="Nuevo integrante"
      vacio="No hay personal registrado"
      consulta={staffQuery}
      filas={(d) => d.staff.filter((s) => !s.deleted_at)}
      eliminar={deleteStaffMutation}
      nombre={(s: Staff) => `a ${s.nombres} del staff`}
      eliminada="Integrante retirado del staff"
      columnas={[
        <Column key="nombres" field="nombres" header="Nombre" />,
        <Column key="email" field="email" header="Correo" />,
        <Column key="rol" header="Rol" body={(s: Staff) => nombreRol(s.rol, v)} style={{ width: '9rem' }} />,
        <Column
          key="cocina"
          header={mayuscula(v.cocina.singular)}
          body={(s: Staff) => cocinas.nombre(s.cocina_id)}
        />,
      ]}
      dialogo={(d) => <StaffFormDialog {...d} />}
    />
  );
}
