import { graphql } from '../../../gql';

export const rolMatrizFieldsFragment = graphql(`
  fragment RolMatrizFields on RolMatriz {
    id
    nombre
    descripcion
    permisos
  }
`);

export const matrizPermisosQuery = graphql(`
  query MatrizPermisos {
    matrizPermisos {
      permisos {
        id
        nombre
        padre_id
        modulo_id
      }
      roles {
        ...RolMatrizFields
      }
    }
  }
`);

export const guardarPermisosRolMutation = graphql(`
  mutation GuardarPermisosRol($rol_id: String!, $permisos: [String!]!) {
    guardarPermisosRol(rol_id: $rol_id, permisos: $permisos) {
      ...RolMatrizFields
    }
  }
`);
