import { graphql } from '../../../gql';

/** The kitchen screen: its comandas, live, and their states. */

export const comandaFieldsFragment = graphql(`
  fragment PosComandaFields on PosComanda {
    id
    cocina_id
    pedido_id
    mesa_codigo
    estado
    created_at
    en_preparacion_at
    listo_at
    lineas {
      descripcion
      cantidad
      nota
      componentes {
        descripcion
        cantidad
      }
    }
  }
`);

export const comandasCocinaQuery = graphql(`
  query PosComandasCocina($cocina_id: String!) {
    comandasCocina(cocina_id: $cocina_id, incluir_listas: true) {
      ...PosComandaFields
    }
  }
`);

export const comandasCocinaCambioSubscription = graphql(`
  subscription PosComandasCocinaCambio($cocina_id: String!) {
    comandasCocinaCambio(cocina_id: $cocina_id) {
      ...PosComandaFields
    }
  }
`);

export const cambiarEstadoComandaMutation = graphql(`
  mutation CambiarEstadoPosComanda($id: String!, $estado: String!) {
    cambiarEstadoComanda(id: $id, estado: $estado) {
      ...PosComandaFields
    }
  }
`);
