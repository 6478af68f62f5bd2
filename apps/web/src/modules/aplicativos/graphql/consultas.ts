import { graphql } from '../../../gql';

/** The online look-ups of the Aplicativos module (DNI básico, RUC básico). */

export const consultaRucQuery = graphql(`
  query ConsultaRucAplicativo($ruc: String!) {
    consultarRuc(ruc: $ruc) {
      ruc
      razon_social
      estado
      condicion
      ubigeo
      direccion
      fuente
      advertencia
    }
  }
`);

export const consultaDniQuery = graphql(`
  query ConsultaDniAplicativo($dni: String!) {
    consultarDni(dni: $dni) {
      dni
      nombre_completo
      nombres
      apellido_paterno
      apellido_materno
    }
  }
`);
