import { Column } from 'primereact/column';
import type { PosCocinaFieldsFragment } from '../../../gql/graphql';
import { cocinasQuery, deleteCocinaMutation } from '../graphql/configuracion';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { textosMaestro } from '../utils/textos-pos';
import { CocinaFormDialog } from './CocinaFormDialog';
import { ListaConfiguracion } from './ListaConfiguracion';
import { RutasCocina } from './RutasCocina';
import './pos.css';

type Cocina = PosCocinaFieldsFragment;

/** /pos/cocinas: the kitchens (and bars) of the local, and which dishes go to each one. */
export function CocinasPage() {
  const t = textosMaestro(useVocabularioPos().cocina);
  return (
    <ListaConfiguracion
      titulo={t.titulo}
      nuevo={t.nuevo}
      vacio={t.vacio}
      consulta={cocinasQuery}
      filas={(d) => d.cocinasByLocalId}
      eliminar={deleteCocinaMutation}
      nombre={(c: Cocina) => t.nombre(c.codigo)}
      eliminada={t.eliminada}
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column key="nombre" field="nombre" header="Nombre" />,
      ]}
      dialogo={(d) => <CocinaFormDialog {...d} />}
      pie={(cocinas) => <RutasCocina cocinas={cocinas} />}
    />
  );
}
