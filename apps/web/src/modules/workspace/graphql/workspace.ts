import { graphql } from '../../../gql';

/** What module and company choices answer (getPermission, seleccionarEmpresa). */
export const seleccionFieldsFragment = graphql(`
  fragment SeleccionFields on SeleccionResult {
    authorization
    modulo_id
    periodo
    status
    permisos {
      id
      otherlocal
    }
    company {
      id
      ruc
      razon_social
      soap_envio
      periodo
      rubro
      regimen_igv
      uit
    }
    local {
      id
      direccion
      nombre_corto
    }
  }
`);

export const empresasUsuarioQuery = graphql(`
  query EmpresasUsuario {
    empresasUsuario {
      id
      ruc
      razon_social
      direccion
      periodo
      activa
      soporte
    }
  }
`);

export const empresaLocalesQuery = graphql(`
  query EmpresaLocales($id: String!) {
    empresa(id: $id) {
      id
      ruc
      razon_social
      periodo
      locales {
        id
        nombre_corto
        direccion
        activo
      }
    }
  }
`);

export const getPermissionMutation = graphql(`
  mutation GetPermission($modulo: String!) {
    getPermission(modulo: $modulo) {
      ...SeleccionFields
    }
  }
`);

export const seleccionarEmpresaMutation = graphql(`
  mutation SeleccionarEmpresa($empresa_id: String!, $local_id: String!, $periodo: String!, $modulo: String) {
    seleccionarEmpresa(empresa_id: $empresa_id, local_id: $local_id, periodo: $periodo, modulo: $modulo) {
      ...SeleccionFields
    }
  }
`);
