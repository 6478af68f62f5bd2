import { graphql } from '../../../gql';

/** Cash boxes and bank accounts (/contable/cuentas_financieras). */

export const cuentaFinancieraFieldsFragment = graphql(`
  fragment CuentaFinancieraFields on CuentaFinanciera {
    id codigo tipo moneda_id descripcion banco_id banco_nombre cuenta detraccion pcge_id pcge_codigo pcge_denominacion control deleted_at
  }
`);

export const cuentasFinancierasQuery = graphql(`
  query CuentasFinancieras($param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    cuentasFinancieras(param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...CuentaFinancieraFields
      }
    }
  }
`);

export const excelCuentasFinancierasQuery = graphql(`
  query ExcelCuentasFinancieras($param: String, $eliminados: Boolean) {
    excelCuentasFinancieras(param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);

export const createCuentaFinancieraMutation = graphql(`
  mutation CreateCuentaFinanciera($input: CuentaFinancieraInput!) {
    createCuentaFinanciera(input: $input) {
      ...CuentaFinancieraFields
    }
  }
`);

export const updateCuentaFinancieraMutation = graphql(`
  mutation UpdateCuentaFinanciera($id: String!, $input: CuentaFinancieraInput!) {
    updateCuentaFinanciera(id: $id, input: $input) {
      ...CuentaFinancieraFields
    }
  }
`);

export const deleteCuentaFinancieraMutation = graphql(`
  mutation DeleteCuentaFinanciera($id: String!) {
    deleteCuentaFinanciera(id: $id) {
      ...CuentaFinancieraFields
    }
  }
`);

export const activateCuentaFinancieraMutation = graphql(`
  mutation ActivateCuentaFinanciera($id: String!) {
    activateCuentaFinanciera(id: $id) {
      ...CuentaFinancieraFields
    }
  }
`);
