import { graphql } from '../../../gql';

/** Sales: the registro de ventas of a period, one sale, the asiento preview, registering and voiding. */

export const registroVentasQuery = graphql(`
  query RegistroVentas($periodo: String!) {
    registroVentas(periodo: $periodo) {
      periodo
      filas {
        id
        cuo
        fecha_emision
        tipo_comprobante
        serie
        numero
        numero_final
        cliente_numero_documento
        cliente_nombre
        exportacion
        base_gravada
        igv
        exonerada
        inafecta
        isc
        icbper
        otros
        total
        moneda
        tipo_cambio
        total_documento
        estado_ple
        de_facturacion
      }
      totales {
        exportacion
        base_gravada
        igv
        exonerada
        inafecta
        isc
        icbper
        otros
        total
      }
    }
  }
`);

export const ventaQuery = graphql(`
  query Venta($id: String!) {
    venta(id: $id) {
      id
      cuo
      tipo_comprobante
      serie
      numero
      cliente_nombre
      moneda
      anulada
      asiento {
        linea
        cuenta
        glosa
        debe
        haber
        debe_me
        haber_me
        destino
      }
    }
  }
`);

export const previsualizarVentaQuery = graphql(`
  query PrevisualizarVenta($input: RegistrarVentaInput!) {
    previsualizarVenta(input: $input) {
      periodo
      libro
      estado_ple
      cliente_nombre
      cliente_nuevo
      total
      total_debe
      total_haber
      lineas {
        cuenta
        denominacion
        glosa
        debe
        haber
        debe_me
        haber_me
        destino
      }
    }
  }
`);

export const registrarVentaMutation = graphql(`
  mutation RegistrarVenta($input: RegistrarVentaInput!) {
    registrarVenta(input: $input) {
      id
      cuo
      serie
      numero
      numero_final
      cliente_nombre
    }
  }
`);

export const anularVentaMutation = graphql(`
  mutation AnularVenta($id: String!) {
    anularVenta(id: $id) {
      id
      anulada
    }
  }
`);
