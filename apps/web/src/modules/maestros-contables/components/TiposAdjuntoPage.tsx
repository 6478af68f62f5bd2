import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import type {
  ExcelTiposAdjuntoQuery,
  TipoAdjuntoFieldsFragment,
  TiposAdjuntoQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import {
  activateTipoAdjuntoMutation,
  deleteTipoAdjuntoMutation,
  excelTiposAdjuntoQuery,
  tiposAdjuntoQuery,
} from '../graphql/tipos-adjunto';
import { useOpcionesMaestros } from '../hooks/use-opciones';
import { TipoAdjuntoFormDialog } from './TipoAdjuntoFormDialog';
import './maestros-contables.css';

type Tipo = TipoAdjuntoFieldsFragment;

/** /app/tipos-adjuntos: kinds of supporting file an operation may carry. */
export function TiposAdjuntoPage() {
  const { operaciones } = useOpcionesMaestros();
  const etiqueta = (o: string) => operaciones.find((x) => x.value === o)?.label ?? o;
  return (
    <PaginaMaestro<Tipo, TiposAdjuntoQuery, ExcelTiposAdjuntoQuery>
      id="tipos-adjunto"
      titulo="Tipos de adjunto"
      nuevo="Nuevo tipo de adjunto"
      vacio="No se encontraron tipos de adjunto"
      consulta={tiposAdjuntoQuery}
      pagina={(d) => d.tiposAdjunto}
      excel={excelTiposAdjuntoQuery}
      archivo={(d) => d.excelTiposAdjunto}
      eliminar={deleteTipoAdjuntoMutation}
      activar={activateTipoAdjuntoMutation}
      nombre={(t) => `el tipo de adjunto ${t.codigo}`}
      eliminada="Tipo de adjunto eliminado"
      activada="Tipo de adjunto activado"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '9rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
        <Column
          key="operaciones"
          header="Operaciones"
          body={(t: Tipo) => (
            <span className="operaciones-tags">
              {t.tipo_operacion.map((o) => (
                <Tag key={o} value={etiqueta(o)} severity="info" className="tag-compacto" />
              ))}
            </span>
          )}
        />,
      ]}
      dialogo={(d) => <TipoAdjuntoFormDialog {...d} />}
    />
  );
}
