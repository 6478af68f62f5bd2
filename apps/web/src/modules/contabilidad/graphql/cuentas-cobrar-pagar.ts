import { graphql } from '../../../gql';

/** Receivables and payables: pending documents with aging, per person, payments, voiding, Excel. */

export const antiguedadFragment = graphql(`
  fragment AntiguedadSaldosCampos on AntiguedadSaldos {
    no_vencido
    d1_30
    d31_60
    d61_90
    mas_90
  }
`);

export const documentosCxPxQuery = graphql(`
  query DocumentosCxPx(
    $tipo: String!
    $persona_id: String
    $fecha_desde: String
    $fecha_hasta: String
    $moneda: String
    $buscar: String
    $fecha_corte: String
    $limite: Int
    $pagina: Int
  ) {
    operacionesByCxPx(
      tipo: $tipo
      persona_id: $persona_id
      fecha_desde: $fecha_desde
      fecha_hasta: $fecha_hasta
      moneda: $moneda
      buscar: $buscar
      fecha_corte: $fecha_corte
      limite: $limite
      pagina: $pagina
    ) {
      total
      fecha_corte
      filas {
        id
        cuenta
        persona_id
        persona_numero
        persona_nombre
        documento
        fecha_emision
        fecha_vencimiento
        moneda
        tipo_cambio
        importe
        pagado
        saldo
        saldo_soles
        dias_vencido
        detraccion_monto
        detraccion_constancia
        cuotas {
          fecha
          pendiente
        }
      }
      totales {
        saldo_soles
        saldo_pen
        saldo_usd
        antiguedad {
          ...AntiguedadSaldosCampos
        }
      }
    }
  }
`);

export const pendientesPorPersonaQuery = graphql(`
  query PendientesPorPersona($tipo: String!, $buscar: String, $moneda: String, $fecha_corte: String) {
    cuentasByParamCxPx(tipo: $tipo, buscar: $buscar, moneda: $moneda, fecha_corte: $fecha_corte) {
      persona_id
      persona_numero
      persona_nombre
      documentos
      saldo_soles
      saldo_usd
      antiguedad {
        ...AntiguedadSaldosCampos
      }
    }
  }
`);

export const excelCxPxQuery = graphql(`
  query ExcelCxPx(
    $tipo: String!
    $persona_id: String
    $fecha_desde: String
    $fecha_hasta: String
    $moneda: String
    $buscar: String
    $fecha_corte: String
  ) {
    excelByCxPx(
      tipo: $tipo
      persona_id: $persona_id
      fecha_desde: $fecha_desde
      fecha_hasta: $fecha_hasta
      moneda: $moneda
      buscar: $buscar
      fecha_corte: $fecha_corte
    ) {
      nombre
      mime
      base64
    }
  }
`);

export const cobroPagoFragment = graphql(`
  fragment CobroPagoCampos on CobroPago {
    id
    tipo
    cuo
    fecha
    glosa
    moneda
    tipo_cambio
    medio_pago
    numero_operacion
    cuenta_financiera
    importe
    importe_me
    aplicado
    aplicado_me
    detraccion_constancia
    anulado
    asiento {
      cuenta
      debe
      haber
      debe_me
      haber_me
      glosa
      destino
    }
  }
`);

export const pagosDeDocumentoQuery = graphql(`
  query PagosDeDocumento($documento_id: String!) {
    pagosDeDocumento(documento_id: $documento_id) {
      ...CobroPagoCampos
    }
  }
`);

export const registrarPagoMutation = graphql(`
  mutation RegistrarPago($input: RegistrarPagoInput!) {
    registrarPago(input: $input) {
      ...CobroPagoCampos
    }
  }
`);

export const registrarCobroMutation = graphql(`
  mutation RegistrarCobro($input: RegistrarPagoInput!) {
    registrarCobro(input: $input) {
      ...CobroPagoCampos
    }
  }
`);

export const anularPagoMutation = graphql(`
  mutation AnularPago($id: String!) {
    anularPago(id: $id) {
      id
      anulado
    }
  }
`);

export const anularCobroMutation = graphql(`
  mutation AnularCobro($id: String!) {
    anularCobro(id: $id) {
      id
      anulado
    }
  }
`);

/** The cash boxes and bank accounts a payment can go through. */
export const cuentasDePagoQuery = graphql(`
  query CuentasDePago {
    cuentasFinancieras(limite: 500) {
      filas {
        id
        codigo
        tipo
        moneda_id
        descripcion
        detraccion
      }
    }
  }
`);

/** The pending list as PDF, with the same variables as excelCxPxQuery. */
export const pdfCxPxQuery = graphql(`
  query PdfCxPx($tipo: String!, $persona_id: String, $fecha_desde: String, $fecha_hasta: String,
    $moneda: String, $buscar: String, $fecha_corte: String) {
    pdfByCxPx(tipo: $tipo, persona_id: $persona_id, fecha_desde: $fecha_desde, fecha_hasta: $fecha_hasta,
      moneda: $moneda, buscar: $buscar, fecha_corte: $fecha_corte) { nombre mime base64 }
  }
`);
