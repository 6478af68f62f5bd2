import { Column } from 'primereact/column';
import type { PosCajaFieldsFragment } from '../../../gql/graphql';
import { cajasQuery, deleteCajaMutation } from '../graphql/configuracion';
import { useCuentasCaja, useZonasOpciones } from '../hooks/use-opciones-pos';
import { CajaFormDialog } from './CajaFormDialog';
import { ListaConfiguracion } from './ListaConfiguracion';

type Caja = PosCajaFieldsFragment;

/** A box saved before the account was required: its charges are collected in the company's 101 Caja. */
const SIN_CUENTA = 'Sin cuenta: cobra en 101 Caja (edítela para elegir)';

/** /pos/cajas: the cash boxes of the local's zones, each with the account its charges are collected in. */
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
        <Column
          key="cuenta"
          header="Cuenta"
          body={(c: Caja) => (c.cuenta_financiera_id ? cuentas.nombre(c.cuenta_financiera_id) : SIN_CUENTA)}
        />,
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
