import { conArticulo, mayuscula, unaPalabra } from '@kipu/peru/pos/vocabulario';
import { Column } from 'primereact/column';
import { useState } from 'react';
import type { PosMesaFieldsFragment } from '../../../gql/graphql';
import { deleteMesaMutation, mesasQuery } from '../graphql/configuracion';
import { useZonasOpciones } from '../hooks/use-opciones-pos';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { textosMaestro } from '../utils/textos-pos';
import { ListaConfiguracion } from './ListaConfiguracion';
import { MapaMesasEditor } from './MapaMesasEditor';
import { MesaFormDialog } from './MesaFormDialog';
import './pos.css';
import { Pestanas } from './Pestanas';

type Mesa = PosMesaFieldsFragment;

/** /pos/mesas: the tables of a zone (a hotel's rooms), and its map where they are placed by dragging. */
export function MesasPage() {
  const v = useVocabularioPos();
  const t = textosMaestro(v.mesa);
  const zonas = useZonasOpciones();
  const [elegida, setElegida] = useState<string | null>(null);
  const zonaId = elegida ?? zonas.opciones[0]?.value ?? null;
  return (
    <ListaConfiguracion
      titulo={t.titulo}
      nuevo={t.nuevo}
      vacio={
        zonaId
          ? `${mayuscula(conArticulo(v.zona))} no tiene ${v.mesa.plural}`
          : `Registre primero ${unaPalabra(v.zona)}`
      }
      consulta={mesasQuery}
      variables={{ zona_id: zonaId ?? '' }}
      pausa={!zonaId}
      filas={(d) => d.mesasByZona}
      eliminar={deleteMesaMutation}
      nombre={(m: Mesa) => t.nombre(m.codigo)}
      eliminada={t.eliminada}
      extra={
        <Pestanas
          etiqueta={mayuscula(v.zona.plural)}
          opciones={zonas.opciones}
          value={zonaId}
          onChange={setElegida}
        />
      }
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
      ]}
      dialogo={(d) => <MesaFormDialog {...d} zonaId={zonaId} />}
      pie={(mesas, actualizar) => zonaId && <MapaMesasEditor mesas={mesas} guardado={actualizar} />}
    />
  );
}
