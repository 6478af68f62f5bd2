import { graphql } from '../../../gql';

/** A worker's income from other employers, for the quinta. */

export const ingresoOtroEmpleadorFieldsFragment = graphql(`
  fragment IngresoOtroEmpleadorFields on IngresoOtroEmpleador {
    id
    periodo
    ruc
    razon_social
    ingresos
    retenciones
  }
`);

export const ingresosOtrosEmpleadoresQuery = graphql(`
  query IngresosOtrosEmpleadores($trabajador_id: String!, $anio: String!) {
    ingresosOtrosEmpleadores(trabajador_id: $trabajador_id, anio: $anio) {
      ...IngresoOtroEmpleadorFields
    }
  }
`);

export const createIngresoOtroEmpleadorMutation = graphql(`
  mutation CreateIngresoOtroEmpleador($input: IngresoOtroEmpleadorInput!) {
    createIngresoOtroEmpleador(input: $input) {
      id
    }
  }
`);

export const deleteIngresoOtroEmpleadorMutation = graphql(`
  mutation DeleteIngresoOtroEmpleador($id: String!) {
    deleteIngresoOtroEmpleador(id: $id) {
      id
    }
  }
`);
