import { graphql } from '../../../gql';

/** RUC and DNI look-ups that fill the client, supplier and company forms. */

export const consultarRucQuery = graphql(`
  query ConsultarRuc($ruc: String!) {
    consultarRuc(ruc: $ruc) {
      ruc
      razon_social
      estado
      condicion
      ubigeo
      direccion
      advertencia
    }
  }
`);

export const consultarDniQuery = graphql(`
  query ConsultarDni($dni: String!) {
    consultarDni(dni: $dni) {
      dni
      nombres
      apellido_paterno
      apellido_materno
    }
  }
`);
