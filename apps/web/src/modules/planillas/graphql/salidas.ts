import { graphql } from '../../../gql';

/** What leaves the payroll: payslips in bulk, by e-mail and WhatsApp, and the month's reports. */

export const pdfBoletasPagoQuery = graphql(`
  query PdfBoletasPago($periodo: String!) {
    pdfBoletasPago(periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const enviarBoletaPagoMutation = graphql(`
  mutation EnviarBoletaPago($periodo: String!, $trabajador_id: String!) {
    enviarBoletaPago(periodo: $periodo, trabajador_id: $trabajador_id) {
      trabajador
      para
    }
  }
`);

export const enviarBoletasPagoMutation = graphql(`
  mutation EnviarBoletasPago($periodo: String!) {
    enviarBoletasPago(periodo: $periodo) {
      enviados
      omitidos {
        trabajador
        motivo
      }
    }
  }
`);

export const enlaceWhatsappBoletaQuery = graphql(`
  query EnlaceWhatsappBoleta($periodo: String!, $trabajador_id: String!) {
    enlaceWhatsappBoleta(periodo: $periodo, trabajador_id: $trabajador_id) {
      enlace
    }
  }
`);

export const reportePlanillaQuery = graphql(`
  query ReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {
    reportePlanilla(tipo: $tipo, periodo: $periodo) {
      titulo
      columnas {
        encabezado
        monto
      }
      filas {
        celdas
        enfasis
      }
    }
  }
`);

export const excelReportePlanillaQuery = graphql(`
  query ExcelReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {
    excelReportePlanilla(tipo: $tipo, periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfReportePlanillaQuery = graphql(`
  query PdfReportePlanilla($tipo: TipoReportePlanilla!, $periodo: String!) {
    pdfReportePlanilla(tipo: $tipo, periodo: $periodo) {
      nombre
      mime
      base64
    }
  }
`);
