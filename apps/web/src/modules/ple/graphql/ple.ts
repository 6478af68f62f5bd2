import { graphql } from '../../../gql';

/** PLE electronic books (/sleple5.1): the books of a period, one generated as TXT, its recording. */

export const librosPleQuery = graphql(`
  query LibrosPle($periodo: String!) {
    librosPle(periodo: $periodo) { codigo numero nombre lineas generado }
  }
`);

export const generarPleQuery = graphql(`
  query GenerarPle($libro: String!, $periodo: String!) {
    generarPle(libro: $libro, periodo: $periodo) {
      archivo { nombre mime base64 }
      lineas
      valido
      omitidos
      hallazgos { linea campo mensaje }
    }
  }
`);

export const savePeriodAndBookMutation = graphql(`
  mutation SavePeriodAndBook($periodo: String!, $libro: String!) {
    savePeriodAndBook(periodo: $periodo, libro: $libro) { codigo generado }
  }
`);
