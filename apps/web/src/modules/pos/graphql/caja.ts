import { graphql } from '../../../gql';

/** The cashier: cash sessions (open, close with the count), charging an order, the box report. */

export const lineaArqueoFieldsFragment = graphql(`
  fragment PosLineaArqueoFields on PosLineaArqueo {
    medio
    esperado
    contado
    diferencia
  }
`);

export const sesionCajaFieldsFragment = graphql(`
  fragment PosSesionCajaFields on PosSesionCaja {
    id
    caja_id
    saldo_inicial
    abierta_at
    cerrada_at
    arqueo {
      ...PosLineaArqueoFields
    }
  }
`);

export const reporteCajasQuery = graphql(`
  query PosReporteCajas($caja_id: String, $cerradas: Boolean) {
    reporteCajas(caja_id: $caja_id, cerradas: $cerradas) {
      id
      caja_id
      caja_codigo
      usuario
      abierta_at
      cerrada_at
      saldo_inicial
      esperado
      contado
      diferencia
      pedidos
      arqueo {
        ...PosLineaArqueoFields
      }
    }
  }
`);

export const abrirCajaMutation = graphql(`
  mutation AbrirPosCaja($caja_id: String!, $saldo_inicial: String!) {
    abrirCaja(caja_id: $caja_id, saldo_inicial: $saldo_inicial) {
      ...PosSesionCajaFields
    }
  }
`);

export const cerrarCajaMutation = graphql(`
  mutation CerrarPosCaja($sesion_caja_id: String!, $contado: [PosContadoInput!]!) {
    cerrarCaja(sesion_caja_id: $sesion_caja_id, contado: $contado) {
      ...PosSesionCajaFields
    }
  }
`);

export const cobrarPedidoMutation = graphql(`
  mutation CobrarPosPedido($pedido_id: String!, $input: PosCobrarInput!) {
    cobrarPedido(pedido_id: $pedido_id, input: $input) {
      vuelto
      documento {
        id
        tipo
        serie
        numero
        importe_total
      }
      pedido {
        ...PosPedidoFields
      }
    }
  }
`);

export const liberarCobroMutation = graphql(`
  mutation LiberarPosCobro($pedido_id: String!) {
    liberarCobro(pedido_id: $pedido_id) {
      ...PosPedidoFields
    }
  }
`);

export const pdfTicketComprobanteQuery = graphql(`
  query PdfTicketComprobante($id: String!) {
    pdfComprobante(id: $id) {
      nombre
      mime
      base64
    }
  }
`);

export const pdfTicketNotaVentaQuery = graphql(`
  query PdfTicketNotaVenta($id: String!) {
    pdfDocumentoInterno(id: $id) {
      nombre
      mime
      base64
    }
  }
`);
