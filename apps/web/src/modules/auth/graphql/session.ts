import { graphql } from '../../../gql';

/** What every log-in style answer (login, emailConfirmation, passwordReset) carries. */
export const sesionFieldsFragment = graphql(`
  fragment SesionFields on LoginResult {
    authentication
    authorization
    refresh
    modulo_id
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

export const loginMutation = graphql(`
  mutation Login($email: String!, $password: String!, $captcha: String) {
    login(email: $email, password: $password, captcha: $captcha) {
      ...SesionFields
    }
  }
`);

/** Whether the account still has the temporary password it was created with (a sub-account). */
export const passwordPendienteQuery = graphql(`
  query PasswordPendiente {
    me {
      user {
        id
      }
      debe_cambiar_password
    }
  }
`);

export const logoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const meQuery = graphql(`
  query Me {
    me {
      user {
        id
        email
        nombres
        role_id
      }
      company {
        id
        ruc
        razon_social
      }
      local {
        id
        nombre_corto
      }
      periodo
      modulo_id
    }
  }
`);
