import { graphql } from '../../../gql';

/** The invoicing dashboard's rankings (spec 01 §2). */
export const rankingProductosQuery = graphql(`
  query RankingProductos($fecha_Inicio: String!, $fecha_Fin: String!, $tipo: String!) {
    rankingProductos(fecha_Inicio: $fecha_Inicio, fecha_Fin: $fecha_Fin, tipo: $tipo) {
      labels
      series
    }
  }
`);
