import { graphql } from '../../../gql';

/** SIRE (/sire/rvie, /sire/rce): credentials, SUNAT's proposal, its comparison with the books, acceptance. */

export const credencialesSireQuery = graphql(`
  query CredencialesSire {
    credencialesSire { tiene_sire tiene_sol }
  }
`);

export const guardarCredencialesSireMutation = graphql(`
  mutation GuardarCredencialesSire($client_id: String!, $client_secret: String!) {
    guardarCredencialesSire(client_id: $client_id, client_secret: $client_secret) { tiene_sire tiene_sol }
  }
`);

export const PropuestaSireFragment = graphql(`
  fragment PropuestaSireResumen on PropuestaSire {
    registro periodo ticket archivo descargada filas
    errores { linea mensaje }
    totales { campo importe }
    aceptacion_ticket aceptacion_estado aceptada
  }
`);

export const propuestaSireQuery = graphql(`
  query PropuestaSire($periodo: String!, $registro: String!) {
    propuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }
  }
`);

export const descargarPropuestaSireMutation = graphql(`
  mutation DescargarPropuestaSire($periodo: String!, $registro: String!) {
    descargarPropuestaSire(periodo: $periodo, registro: $registro) { ...PropuestaSireResumen }
  }
`);

export const aceptarPropuestaSireMutation = graphql(`
  mutation AceptarPropuestaSire($periodo: String!) {
    aceptarPropuestaSire(periodo: $periodo) { ...PropuestaSireResumen }
  }
`);

export const comparacionSireQuery = graphql(`
  query ComparacionSire($periodo: String!, $registro: String!, $tolerancia: String) {
    comparacionSire(periodo: $periodo, registro: $registro, tolerancia: $tolerancia) {
      registro periodo ticket descargada
      totales { categoria cantidad sunat { campo importe } libros { campo importe } }
      resultados {
        categoria tipo serie numero numero_final numero_documento cuos cars
        diferencias { campo sunat libros }
      }
    }
  }
`);

export const archivoReemplazoSireQuery = graphql(`
  query ArchivoReemplazoSire($periodo: String!) {
    archivoReemplazoSire(periodo: $periodo) { archivo { nombre mime base64 } lineas }
  }
`);
