import { graphql } from '../../../gql';

/** Purchases: the register of a period, one purchase, the asiento preview, registering and voiding. */

/** The register's amount columns, the same on each row and on the totals. */
export const importesRegistroFragment = graphql(`
  fragment ImportesRegistro on ImportesRegistroCompras {
    base_gravada
    igv
    base_gravada_mixta
    igv_mixta
    base_sin_credito
    igv_sin_credito
    no_gravada
    isc
    icbper
    otros
    total
  }
`);

export const registroComprasQuery = graphql(`
  query RegistroCompras($periodo: String!, $libro: String) {
    registroCompras(periodo: $periodo, libro: $libro) {
      periodo
      libro
      filas {
        id
        cuo
        fecha_emision
        tipo_comprobante
        serie
        anio_dua
        numero
        proveedor_numero_documento
        proveedor_nombre
        ...ImportesRegistro
        moneda
        tipo_cambio
        total_documento
        estado_ple
        glosa
      }
      totales {
        ...ImportesRegistro
      }
    }
  }
`);

export const compraQuery = graphql(`
  query Compra($id: String!) {
    compra(id: $id) {
      id
      cuo
      periodo
      tipo_comprobante
      serie
      numero
      proveedor_nombre
      moneda
      total
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

export const previsualizarCompraQuery = graphql(`
  query PrevisualizarCompra($input: RegistrarCompraInput!) {
    previsualizarCompra(input: $input) {
      periodo
      libro
      estado_ple
      proveedor_nombre
      proveedor_nuevo
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

export const registrarCompraMutation = graphql(`
  mutation RegistrarCompra($input: RegistrarCompraInput!) {
    registrarCompra(input: $input) {
      id
      cuo
      serie
      numero
      proveedor_nombre
    }
  }
`);

export const anularCompraMutation = graphql(`
  mutation AnularCompra($id: String!) {
    anularCompra(id: $id) {
      id
      anulada
    }
  }
`);

/** Accounts for the pickers: last-level purchase or sales accounts for a document's line, any for the ledger. */
export const cuentasContablesQuery = graphql(`
  query CuentasContables($param: String, $ultimo_nivel: Boolean, $compras: Boolean, $ventas: Boolean) {
    cuentasContables(param: $param, ultimo_nivel: $ultimo_nivel, compras: $compras, ventas: $ventas, limite: 50) {
      codigo
      denominacion
    }
  }
`);

/** Catálogo 54 (detracciones) for the purchase form. */
export const detraccionesQuery = graphql(`
  query CodigosDetraccion {
    parametricosbytabla(tabla: "cat54") {
      codigo
      descripcion
    }
  }
`);
