import { Column } from 'primereact/column';
import type { PosCajaFieldsFragment } from '../../../gql/graphql';
import { cajasQuery, deleteCajaMutation } from '../graphql/configuracion';
import { useCuentasCaja, useZonasOpciones } from '../hooks/use-opciones-pos';
import { CajaFormDialog } from './CajaFormDialog';
import { ListaConfiguracion } from './ListaConfiguracion';

type Caja = PosCajaFieldsFragment;

/** /pos/cajas: the cash boxes of the local's zones, each tied to a cash account of the ledger. */
export function CajasPage() {
  const zonas = useZonasOpciones();
  const cuentas = useCuentasCaja();
  return (
    <ListaConfiguracion
      titulo="Cajas"
      nuevo="Nueva caja"
      vacio="No hay cajas registradas"
      consulta={cajasQuery}
      filas={(d) => d.cajas}
      eliminar={deleteCajaMutation}
      nombre={(c: Caja) => `la caja ${c.codigo}`}
      eliminada="Caja eliminada"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '8rem' }} />,
        <Column key="descripcion" field="descripcion" header="Descripción" />,
        <Column key="zona" header="Zona" body={(c: Caja) => zonas.nombre(c.zona_id)} />,
        <Column key="cuenta" header="Cuenta" body={(c: Caja) => cuentas.nombre(c.cuenta_financiera_id)} />,
        <Column
          key="habilitada"
          header="Habilitada"
          body={(c: Caja) => (c.habilitada ? 'Sí' : 'No')}
          style={{ width: '8rem' }}
        />,
      ]}
      dialogo={(d) => <CajaFormDialog {...d} />}
    />
  );
}
