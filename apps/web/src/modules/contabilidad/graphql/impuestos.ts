import { graphql } from '../../../gql';

/** The monthly tax settlement and the DAOT, read from the registers, and their files. */

export const liquidacionImpuestosQuery = graphql(`
  query LiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {
    liquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {
      periodo
      regimen
      igv_a_pagar
      saldo_siguiente
      renta_a_pagar
      total_a_pagar
      asiento_cuo
      lineas {
        seccion
        codigo
        concepto
        importe
        tipo
        fuente
        enfasis
      }
    }
  }
`);

export const excelLiquidacionImpuestosQuery = graphql(`
  query ExcelLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {
    excelLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfLiquidacionImpuestosQuery = graphql(`
  query PdfLiquidacionImpuestos($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {
    pdfLiquidacionImpuestos(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {
      nombre
      mime
      base64
    }
  }
`);

export const registrarLiquidacionMutation = graphql(`
  mutation RegistrarLiquidacion($periodo: String!, $regimen: RegimenRenta, $coeficiente: String) {
    registrarLiquidacion(periodo: $periodo, regimen: $regimen, coeficiente: $coeficiente) {
      id
      cuo
    }
  }
`);

export const daotQuery = graphql(`
  query Daot($anio: String!, $tipo: TipoDaot!) {
    getDaot(anio: $anio, tipo: $tipo) {
      anio
      tipo
      uit
      umbral
      terceros {
        tipo_documento
        numero_documento
        nombre
        documentos
        base
        igv
        no_gravada
        monto
        total
      }
    }
  }
`);

export const excelDaotQuery = graphql(`
  query ExcelDaot($anio: String!, $tipo: TipoDaot!) {
    excelDaot(anio: $anio, tipo: $tipo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfDaotQuery = graphql(`
  query PdfDaot($anio: String!, $tipo: TipoDaot!) { pdfDaot(anio: $anio, tipo: $tipo) { nombre mime base64 } }
`);
