import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useMutation } from 'urql';
import type { ExcelTributosQuery, TributoFieldsFragment, TributosQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import {
  activateTributoMutation,
  deleteTributoMutation,
  excelTributosQuery,
  tributosPorDefectoMutation,
  tributosQuery,
} from '../graphql/tributos';
import { TributoFormDialog } from './TributoFormDialog';

type Tributo = TributoFieldsFragment;

/** 'Tributos por defecto': IGV and ICBPER with their PCGE 2019 accounts, when the company lacks them. */
function BotonPorDefecto({ alTerminar }: { alTerminar: () => void }) {
  const toast = useToast();
  const [{ fetching }, crear] = useMutation(tributosPorDefectoMutation);
  async function onClick() {
    const r = await crear({}, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    const n = r.data?.tributosPorDefecto.length ?? 0;
    toast.success(
      n ? `Se registraron ${n} tributos por defecto` : 'Los tributos por defecto ya estaban registrados',
    );
    alTerminar();
  }
  return (
    <Button
      type="button"
      label="Tributos por defecto"
      icon="pi pi-bolt"
      size="small"
      outlined
      loading={fetching}
      onClick={() => void onClick()}
    />
  );
}

/** /app/tributos: which PCGE account each tax (catálogo 05) posts to. */
export function TributosPage() {
  return (
    <PaginaMaestro<Tributo, TributosQuery, ExcelTributosQuery>
      id="tributos"
      titulo="Tributos"
      nuevo="Nuevo tributo"
      vacio="No se encontraron tributos"
      consulta={tributosQuery}
      pagina={(d) => d.tributos}
      excel={excelTributosQuery}
      archivo={(d) => d.excelTributos}
      eliminar={deleteTributoMutation}
      activar={activateTributoMutation}
      nombre={(t) => `el tributo ${t.tributo_codigo} ${t.tributo_nombre}`}
      eliminada="Tributo eliminado"
      activada="Tributo activado"
      columnas={[
        <Column key="codigo" field="tributo_codigo" header="Código" style={{ width: '7rem' }} />,
        <Column key="nombre" field="tributo_nombre" header="Tributo" style={{ width: '8rem' }} />,
        <Column key="descripcion" field="tributo_descripcion" header="Descripción" />,
        <Column
          key="cuenta"
          header="Cuenta contable"
          body={(t: Tributo) => `${t.cuenta_codigo} ${t.cuenta_denominacion}`}
        />,
      ]}
      extra={(lista) => <BotonPorDefecto alTerminar={lista.actualizar} />}
      dialogo={(d) => <TributoFormDialog {...d} />}
    />
  );
}
