import { Column } from 'primereact/column';
import type { PosZonaFieldsFragment } from '../../../gql/graphql';
import { deleteZonaMutation, zonasQuery } from '../graphql/configuracion';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { textosMaestro } from '../utils/textos-pos';
import { ListaConfiguracion } from './ListaConfiguracion';
import { ZonaFormDialog } from './ZonaFormDialog';

type Zona = PosZonaFieldsFragment;

/** /pos/zonas: the zones of the session's local (salón, terraza, barra…; a hotel's floors). */
export function ZonasPage() {
  const v = useVocabularioPos();
  const t = textosMaestro(v.zona);
  return (
    <ListaConfiguracion
      titulo={t.titulo}
      nuevo={t.nuevo}
      vacio={t.vacio}
      consulta={zonasQuery}
      filas={(d) => d.zonas}
      eliminar={deleteZonaMutation}
      nombre={(z: Zona) => t.nombre(z.codigo)}
      eliminada={t.eliminada}
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
        <Column
          key="control"
          field="control_mesa"
          header={`Control de ${v.mesa.plural}`}
          body={(z: Zona) => (z.control_mesa ? 'Sí' : 'No')}
          style={{ width: '10rem' }}
        />,
      ]}
      dialogo={(d) => <ZonaFormDialog {...d} />}
    />
  );
}
