import { graphql } from '../../../gql';

/** The worksheet, the trial balance and the financial statements of a range of periods, and their files. */

export const hojaTrabajoQuery = graphql(`
  query HojaTrabajo($desde: String!, $hasta: String!) {
    hojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {
      filas {
        cuenta
        denominacion
        ...ColumnasHoja
      }
      totales {
        ...ColumnasHoja
      }
      resultado {
        ...ColumnasHoja
      }
      sumas_iguales {
        ...ColumnasHoja
      }
      resultado_inventario
      resultado_naturaleza
      resultado_funcion
    }
  }

  fragment ColumnasHoja on ColumnasHojaTrabajo {
    debe
    haber
    deudor
    acreedor
    activo
    pasivo
    perdidas_naturaleza
    ganancias_naturaleza
    perdidas_funcion
    ganancias_funcion
  }
`);

export const balanceComprobacionQuery = graphql(`
  query BalanceComprobacionRango($desde: String!, $hasta: String!) {
    balanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {
      filas {
        cuenta
        denominacion
        debe
        haber
        saldo_deudor
        saldo_acreedor
      }
      total_debe
      total_haber
      total_deudor
      total_acreedor
    }
  }
`);

/** A line of a balance sheet or an income statement, as both formats (PCGE and SMV) show it. */
export const lineaSituacionFieldsFragment = graphql(`
  fragment LineaSituacionFields on LineaEstadoSituacion {
    codigo
    titulo
    cuentas
    importe
  }
`);

export const lineaResultadosFieldsFragment = graphql(`
  fragment LineaResultadosFields on LineaEstadoResultados {
    codigo
    titulo
    cuentas
    subtotal
    importe
  }
`);

export const estadoSituacionQuery = graphql(`
  query EstadoSituacionFinanciera($desde: String!, $hasta: String!) {
    estadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {
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
      resultado_periodo
      diferencia
    }
  }
`);

export const estadoResultadosQuery = graphql(`
  query EstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {
    estadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {
      tipo
      resultado
      lineas {
        ...LineaResultadosFields
      }
    }
  }
`);

export const excelHojaTrabajoQuery = graphql(`
  query ExcelHojaTrabajo($desde: String!, $hasta: String!) {
    excelHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const excelBalanceComprobacionQuery = graphql(`
  query ExcelBalanceComprobacion($desde: String!, $hasta: String!) {
    excelBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const excelEstadoSituacionFinancieraQuery = graphql(`
  query ExcelEstadoSituacionFinanciera($desde: String!, $hasta: String!) {
    excelEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const excelEstadoResultadosQuery = graphql(`
  query ExcelEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {
    excelEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfHojaTrabajoQuery = graphql(`
  query PdfHojaTrabajo($desde: String!, $hasta: String!) {
    pdfHojaTrabajo(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfBalanceComprobacionQuery = graphql(`
  query PdfBalanceComprobacion($desde: String!, $hasta: String!) {
    pdfBalanceComprobacion(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfEstadoSituacionFinancieraQuery = graphql(`
  query PdfEstadoSituacionFinanciera($desde: String!, $hasta: String!) {
    pdfEstadoSituacionFinanciera(periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfEstadoResultadosQuery = graphql(`
  query PdfEstadoResultados($tipo: TipoEstadoResultados!, $desde: String!, $hasta: String!) {
    pdfEstadoResultados(tipo: $tipo, periodo_desde: $desde, periodo_hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);
