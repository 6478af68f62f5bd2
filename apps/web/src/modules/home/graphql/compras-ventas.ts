import { graphql } from '../../../gql';

/** The accounting dashboard's chart: purchases and sales of each month (spec 01 §2). */
export const comprasVentasQuery = graphql(`
  query ComprasVentasByMonths($include_notes: Boolean, $anio: Int) {
    comprasVentasByMonths(include_notes: $include_notes, anio: $anio) {
      anio
      labels
      series {
        nombre
        datos
      }
    }
  }
`);
