import { graphql } from '../../../gql';

/** The monthly planilla (/pla/planilla). */

export const planillaFieldsFragment = graphql(`
  fragment PlanillaFields on Planilla {
    id
    periodo
    estado
    total_ingresos
    total_retenciones
    total_descuentos
    total_aportes
    total_neto
    operacion_id
    boletas {
      trabajador_id
      contrato_id
      trabajador
      numero_documento
      dias_laborados
      total_ingresos
      total_retenciones
      total_descuentos
      total_aportes
      neto
      advertencias
      retenciones {
        codigo
        plame
        importe
      }
      aportes_empleador {
        codigo
        plame
        importe
      }
    }
  }
`);

export const planillaQuery = graphql(`
  query Planilla($periodo: String!) {
    planilla(periodo: $periodo) {
      ...PlanillaFields
    }
  }
`);

export const calcularPlanillaMutation = graphql(`
  mutation CalcularPlanilla($periodo: String!, $entradas: [EntradaPlanillaInput!]) {
    calcularPlanilla(periodo: $periodo, entradas: $entradas) {
      ...PlanillaFields
    }
  }
`);

export const cerrarPlanillaMutation = graphql(`
  mutation CerrarPlanilla($periodo: String!) {
    cerrarPlanilla(periodo: $periodo) {
      ...PlanillaFields
    }
  }
`);

export const rollbackPlanillaMutation = graphql(`
  mutation RollbackPlanilla($periodo: String!) {
    rollbackPlanilla(periodo: $periodo) {
      ...PlanillaFields
    }
  }
`);

export const pdfBoletaPagoQuery = graphql(`
  query PdfBoletaPago($periodo: String!, $trabajador_id: String!) {
    pdfBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {
      nombre
      mime
      base64
    }
  }
`);
