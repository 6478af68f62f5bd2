import { graphql } from '../../../gql';

/** The journal (operacionesByLibro of every book of a period) and the ledger of an account. */

export const libroDiarioQuery = graphql(`
  query LibroDiario($periodo: String!, $limite: Int, $pagina: Int) {
    operacionesByLibro(periodo: $periodo, limite: $limite, pagina: $pagina) {
      total
      filas {
        id
        cuo
        libro
        fecha_contable
        glosa
        moneda
        tipo_comprobante
        serie
        numero
        persona_nombre
        lineas {
          linea
          cuenta
          glosa
          debe
          haber
          destino
        }
      }
    }
    balanceComprobacion(periodo_desde: $periodo, periodo_hasta: $periodo, incluirCierre: true) {
      total_debe
      total_haber
    }
  }
`);

export const libroMayorQuery = graphql(`
  query LibroMayor($cuenta: String!, $desde: String!, $hasta: String!) {
    libroMayor(cuenta: $cuenta, periodo_desde: $desde, periodo_hasta: $hasta) {
      cuenta
      denominacion
      saldo_inicial
      total_debe
      total_haber
      saldo_final
      movimientos {
        operacion_id
        linea
        periodo
        fecha
        cuo
        libro
        cuenta
        glosa
        documento
        debe
        haber
        saldo
      }
    }
  }
`);
