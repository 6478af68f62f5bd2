import { graphql } from '../../../gql';

/** The virtual classroom's courses: the tabs' lists and the administrator's maintenance (/mm/main). */

export const CursoFields = graphql(`
  fragment CursoFields on Curso {
    id
    modulo
    titulo
    descripcion
    enlace
    orden
    activo
  }
`);

export const cursosAulaQuery = graphql(`
  query CursosAula($modulo: String!, $buscar: String) {
    cursoModulo_id(modulo: $modulo, buscar: $buscar) {
      ...CursoFields
    }
  }
`);

export const cursosAdminQuery = graphql(`
  query CursosAdmin($modulo: String!, $eliminados: Boolean) {
    cursos(modulo: $modulo, eliminados: $eliminados) {
      ...CursoFields
    }
  }
`);

export const createCursoMutation = graphql(`
  mutation CreateCurso($input: CursoInput!) {
    createCurso(input: $input) {
      ...CursoFields
    }
  }
`);

export const updateCursoMutation = graphql(`
  mutation UpdateCurso($id: String!, $input: CursoInput!) {
    updateCurso(id: $id, input: $input) {
      ...CursoFields
    }
  }
`);

export const deleteCursoMutation = graphql(`
  mutation DeleteCurso($id: String!) {
    deleteCurso(id: $id) {
      id
      activo
    }
  }
`);

export const activateCursoMutation = graphql(`
  mutation ActivateCurso($id: String!) {
    activateCurso(id: $id) {
      id
      activo
    }
  }
`);
