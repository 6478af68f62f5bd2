import { graphql } from '../../../gql';

/** The financial statements in SMV's formats (/repo/ef/smv/esf, /repo/ef/edr) and their files. */

export const situacionSmvQuery = graphql(`
  query SituacionSmv($desde: String!, $hasta: String!) {
    lFsmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {
      secciones {
        codigo
        titulo
        total
        lineas {
          ...LineaSituacionFields
        }
      }
      total_activo
      total_pasivo
      total_patrimonio
      total_pasivo_patrimonio
      diferencia
    }
  }
`);

export const resultadosSmvQuery = graphql(`
  query ResultadosSmv($desde: String!, $hasta: String!) {
    lFsmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {
      resultado
      lineas {
        ...LineaResultadosFields
      }
    }
  }
`);

export const excelSmvEsfQuery = graphql(`
  query ExcelSmvEsf($desde: String!, $hasta: String!) {
    excelSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfSmvEsfQuery = graphql(`
  query PdfSmvEsf($desde: String!, $hasta: String!) {
    pdfSmvEsf(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const excelSmvEdrQuery = graphql(`
  query ExcelSmvEdr($desde: String!, $hasta: String!) {
    excelSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfSmvEdrQuery = graphql(`
  query PdfSmvEdr($desde: String!, $hasta: String!) {
    pdfSmvEdr(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);
