import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import type {
  CuentaFinancieraFieldsFragment,
  CuentasFinancierasQuery,
  ExcelCuentasFinancierasQuery,
} from '../../../gql/graphql';
import { PaginaMaestro } from '../../../ui/PaginaMaestro';
import {
  activateCuentaFinancieraMutation,
  cuentasFinancierasQuery,
  deleteCuentaFinancieraMutation,
  excelCuentasFinancierasQuery,
} from '../graphql/cuentas-financieras';
import { CuentaFinancieraFormDialog } from './CuentaFinancieraFormDialog';

type Cuenta = CuentaFinancieraFieldsFragment;

/** /contable/cuentas_financieras: the company's cash boxes and bank accounts with their PCGE account. */
export function CuentasFinancierasPage() {
  return (
    <PaginaMaestro<Cuenta, CuentasFinancierasQuery, ExcelCuentasFinancierasQuery>
      id="cuentas-financieras"
      titulo="Cuentas financieras"
      nuevo="Nueva cuenta financiera"
      vacio="No se encontraron cuentas financieras"
      consulta={cuentasFinancierasQuery}
      pagina={(d) => d.cuentasFinancieras}
      excel={excelCuentasFinancierasQuery}
      archivo={(d) => d.excelCuentasFinancieras}
      eliminar={deleteCuentaFinancieraMutation}
      activar={activateCuentaFinancieraMutation}
      nombre={(c) => `la cuenta financiera ${c.codigo}`}
      eliminada="Cuenta financiera eliminada"
      activada="Cuenta financiera activada"
      columnas={[
        <Column key="codigo" field="codigo" header="Código" style={{ width: '7rem' }} />,
        <Column
          key="tipo"
          header="Tipo"
          style={{ width: '6rem' }}
          body={(c: Cuenta) => (c.tipo === 'banco' ? 'Banco' : 'Caja')}
        />,
        <Column
          key="descripcion"
          header="Descripción"
          body={(c: Cuenta) => (
            <>
              {c.descripcion}{' '}
              {c.detraccion && <Tag value="Detracciones" severity="warning" className="tag-compacto" />}
            </>
          )}
        />,
        <Column key="moneda" field="moneda_id" header="Moneda" style={{ width: '6rem' }} />,
        <Column key="banco" field="banco_nombre" header="Banco" />,
        <Column key="cuenta" field="cuenta" header="N° de cuenta" />,
        <Column
          key="pcge"
          header="Cuenta contable"
          body={(c: Cuenta) => `${c.pcge_codigo} ${c.pcge_denominacion}`}
        />,
      ]}
      dialogo={(d) => <CuentaFinancieraFormDialog {...d} />}
    />
  );
}
