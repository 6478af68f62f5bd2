import { Column } from 'primereact/column';
import { useState } from 'react';
import type { PosMesaFieldsFragment } from '../../../gql/graphql';
import { deleteMesaMutation, mesasQuery } from '../graphql/configuracion';
import { useZonasOpciones } from '../hooks/use-opciones-pos';
import { ListaConfiguracion } from './ListaConfiguracion';
import { MapaMesasEditor } from './MapaMesasEditor';
import { MesaFormDialog } from './MesaFormDialog';
import './pos.css';
import { Pestanas } from './Pestanas';

type Mesa = PosMesaFieldsFragment;

/** /pos/mesas: the tables of a zone, and its map where they are placed by dragging. */
export function MesasPage() {
  const zonas = useZonasOpciones();
  const [elegida, setElegida] = useState<string | null>(null);
  const zonaId = elegida ?? zonas.opciones[0]?.value ?? null;
  return (
    <ListaConfiguracion
      titulo="Mesas"
      nuevo="Nueva mesa"
      vacio={zonaId ? 'La zona no tiene mesas' : 'Registre primero una zona'}
      consulta={mesasQuery}
      variables={{ zona_id: zonaId ?? '' }}
      pausa={!zonaId}
      filas={(d) => d.mesasByZona}
      eliminar={deleteMesaMutation}
      nombre={(m: Mesa) => `la mesa ${m.codigo}`}
      eliminada="Mesa eliminada"
      extra={<Pestanas etiqueta="Zonas" opciones={zonas.opciones} value={zonaId} onChange={setElegida} />}
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
      ]}
      dialogo={(d) => <MesaFormDialog {...d} zonaId={zonaId} />}
      pie={(mesas, actualizar) => zonaId && <MapaMesasEditor mesas={mesas} guardado={actualizar} />}
    />
  );
}
