import { Column } from 'primereact/column';
import type { PosZonaFieldsFragment } from '../../../gql/graphql';
import { deleteZonaMutation, zonasQuery } from '../graphql/configuracion';
import { ListaConfiguracion } from './ListaConfiguracion';
import { ZonaFormDialog } from './ZonaFormDialog';

type Zona = PosZonaFieldsFragment;

/** /pos/zonas: the zones of the session's local (salón, terraza, barra…). */
export function ZonasPage() {
  return (
    <ListaConfiguracion
      titulo="Zonas"
      nuevo="Nueva zona"
      vacio="No hay zonas registradas"
      consulta={zonasQuery}
      filas={(d) => d.zonas}
      eliminar={deleteZonaMutation}
      nombre={(z: Zona) => `la zona ${z.codigo}`}
      eliminada="Zona eliminada"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
        <Column
          key="control"
          field="control_mesa"
          header="Control de mesas"
          body={(z: Zona) => (z.control_mesa ? 'Sí' : 'No')}
          style={{ width: '10rem' }}
        />,
      ]}
      dialogo={(d) => <ZonaFormDialog {...d} />}
    />
  );
}
