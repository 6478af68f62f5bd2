import { graphql } from '../../../gql';

/** Fixed option lists and catalogues the master-data forms offer. */

export const opcionesMaestrosQuery = graphql(`
  query OpcionesMaestros {
    tiposCentroCosto {
      value
      label
    }
    operacionesTipoAdjunto {
      value
      label
    }
  }
`);

/** Accounts of the company's chart offered by a select (code prefix or name). */
export const pcgeOpcionesQuery = graphql(`
  query PcgeOpciones($param: String!) {
    pcge(param: $param, limite: 50) {
      filas {
        id
        codigo
        denominacion
      }
    }
  }
`);

/** Active cost centres offered by the amarre editor. */
export const centrosActivosQuery = graphql(`
  query CentrosActivos {
    centrosCosto(limite: 500) {
      filas {
        id
        codigo
        nombre
      }
    }
  }
`);
