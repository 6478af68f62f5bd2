import { graphql } from '../../../gql';

/** Point-of-sale reports (/pos/reportes) over the orders charged between two dates (AAAA-MM-DD). */

export const ventaAgrupadaFieldsFragment = graphql(`
  fragment PosVentaAgrupadaFields on PosVentaAgrupada {
    id
    nombre
    pedidos
    total
  }
`);

export const reporteVendedorQuery = graphql(`
  query PosReporteVendedor($desde: String!, $hasta: String!) {
    reporteVendedor(desde: $desde, hasta: $hasta) {
      ...PosVentaAgrupadaFields
    }
  }
`);

export const reporteVentasCajaQuery = graphql(`
  query PosReporteVentasCaja($desde: String!, $hasta: String!) {
    reporteVentasCaja(desde: $desde, hasta: $hasta) {
      ...PosVentaAgrupadaFields
    }
  }
`);

export const rankingProductosQuery = graphql(`
  query PosRankingProductos($desde: String!, $hasta: String!) {
    rankingProductosPos(desde: $desde, hasta: $hasta) {
      producto_id
      codigo
      descripcion
      cantidad
      importe
    }
  }
`);

export const excelPedidosQuery = graphql(`
  query PosExcelPedidos($desde: String!, $hasta: String!) {
    excelPedidos(desde: $desde, hasta: $hasta) {
      nombre
      mime
      base64
    }
  }
`);
