import { graphql } from '../../../gql';

/** Benefit runs (/pla/salario-beneficios, /pla/utilidades). */

export const beneficioFieldsFragment = graphql(`
  fragment BeneficioFields on Beneficio {
    id
    tipo
    periodo
    estado
    total
    operacion_id
    parametros
    columnas {
      encabezado
      tipo
      total
    }
    totales
    lineas {
      trabajador_id
      contrato_id
      trabajador
      numero_documento
      importe
      valores
    }
  }
`);

export const beneficioQuery = graphql(`
  query Beneficio($tipo: String!, $periodo: String!) {
    beneficio(tipo: $tipo, periodo: $periodo) {
      ...BeneficioFields
    }
  }
`);

export const calcularBeneficioMutation = graphql(`
  mutation CalcularBeneficio($tipo: String!, $periodo: String!, $opciones: OpcionesBeneficioInput) {
    calcularBeneficio(tipo: $tipo, periodo: $periodo, opciones: $opciones) {
      ...BeneficioFields
    }
  }
`);

export const cerrarBeneficioMutation = graphql(`
  mutation CerrarBeneficio($tipo: String!, $periodo: String!) {
    cerrarBeneficio(tipo: $tipo, periodo: $periodo) {
      ...BeneficioFields
    }
  }
`);

export const rollbackBeneficioMutation = graphql(`
  mutation RollbackBeneficio($tipo: String!, $periodo: String!) {
    rollbackBeneficio(tipo: $tipo, periodo: $periodo) {
      ...BeneficioFields
    }
  }
`);

export const excelBeneficioQuery = graphql(`
  query ExcelBeneficio($tipo: String!, $periodo: String!) {
    excelBeneficio(tipo: $tipo, periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfBeneficioQuery = graphql(`
  query PdfBeneficio($tipo: String!, $periodo: String!) {
    pdfBeneficio(tipo: $tipo, periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfLiquidacionQuery = graphql(`
  query PdfLiquidacion($periodo: String!, $trabajador_id: String!) {
    pdfLiquidacion(periodo: $periodo, trabajador_id: $trabajador_id) {
      nombre
      mime
      base64
    }
  }
`);

export const recordVacacionalQuery = graphql(`
  query RecordVacacional($trabajador_id: String!, $fecha: String!) {
    recordVacacional(trabajador_id: $trabajador_id, fecha: $fecha) {
      fecha
      remuneracion_computable
      dias_adelantados
      inicio_record_actual
      truncas_meses
      truncas_dias
      truncas_importe
      periodos {
        desde
        hasta
        dias_ganados
        dias_gozados
        pendientes
        vencido
      }
      goces {
        id
        desde
        hasta
        dias
      }
    }
  }
`);

export const registrarVacacionesMutation = graphql(`
  mutation RegistrarVacaciones($trabajador_id: String!, $desde: String!, $hasta: String!) {
    registrarVacaciones(trabajador_id: $trabajador_id, desde: $desde, hasta: $hasta) {
      id
      dias
    }
  }
`);

export const eliminarVacacionesMutation = graphql(`
  mutation EliminarVacaciones($id: String!) {
    eliminarVacaciones(id: $id) {
      id
    }
  }
`);
