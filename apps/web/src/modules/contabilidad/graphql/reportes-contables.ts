import { graphql } from '../../../gql';

/** The books' Excel and PDF (SUNAT's printed formats) and the estado de cambios en el patrimonio neto. */

export const excelLibroDiarioQuery = graphql(`
  query ExcelLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {
    excelLibroDiario(periodo: $periodo, formato: $formato) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfLibroDiarioQuery = graphql(`
  query PdfLibroDiario($periodo: String!, $formato: FormatoLibroDiario) {
    pdfLibroDiario(periodo: $periodo, formato: $formato) {
      nombre
      mime
      base64
    }
  }
`);

export const excelLibroMayorQuery = graphql(`
  query ExcelLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {
    excelLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfLibroMayorQuery = graphql(`
  query PdfLibroMayor($cuenta: String!, $cuentaHasta: String, $desde: String!, $hasta: String!) {
    pdfLibroMayor(cuenta: $cuenta, cuenta_hasta: $cuentaHasta, periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const excelRegistroComprasQuery = graphql(`
  query ExcelRegistroCompras($periodo: String!) {
    excelRegistroCompras(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfRegistroComprasQuery = graphql(`
  query PdfRegistroCompras($periodo: String!) {
    pdfRegistroCompras(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const excelRegistroVentasQuery = graphql(`
  query ExcelRegistroVentas($periodo: String!) {
    excelRegistroVentas(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfRegistroVentasQuery = graphql(`
  query PdfRegistroVentas($periodo: String!) {
    pdfRegistroVentas(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const cambiosPatrimonioQuery = graphql(`
  query CambiosPatrimonio($anio: Int!) {
    cambiosPatrimonio(anio: $anio) {
      columnas {
        codigo
        titulo
        cuentas
      }
      filas {
        codigo
        titulo
        total
        importes {
          columna
          importe
        }
      }
    }
  }
`);

export const excelCambiosPatrimonioQuery = graphql(`
  query ExcelCambiosPatrimonio($anio: Int!) {
    excelCambiosPatrimonio(anio: $anio) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfCambiosPatrimonioQuery = graphql(`
  query PdfCambiosPatrimonio($anio: Int!) {
    pdfCambiosPatrimonio(anio: $anio) {
      nombre
      mime
      base64
    }
  }
`);
