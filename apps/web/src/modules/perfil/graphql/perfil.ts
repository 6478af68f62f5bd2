import { graphql } from '../../../gql';

export const perfilFieldsFragment = graphql(`
  fragment PerfilFields on Perfil {
    id
    email
    nombres
    a_paterno
    a_materno
    telefono
    avatar
    avatar_url
    rol
    empresas
  }
`);

export const miPerfilQuery = graphql(`
  query MiPerfil {
    miPerfil {
      ...PerfilFields
    }
  }
`);

export const actualizarMiPerfilMutation = graphql(`
  mutation ActualizarMiPerfil($input: DatosPersonalesInput!) {
    actualizarMiPerfil(input: $input) {
      ...PerfilFields
    }
  }
`);

export const cambiarMiAvatarMutation = graphql(`
  mutation CambiarMiAvatar($avatar: String) {
    cambiarMiAvatar(avatar: $avatar) {
      ...PerfilFields
    }
  }
`);

export const cambiarMiPasswordMutation = graphql(`
  mutation CambiarMiPassword($actual: String!, $nueva: String!) {
    cambiarMiPassword(actual: $actual, nueva: $nueva)
  }
`);

export const solicitarCambioEmailMutation = graphql(`
  mutation SolicitarCambioEmail($email: String!, $password: String!) {
    solicitarCambioEmail(email: $email, password: $password) {
      email
    }
  }
`);

export const confirmarCambioEmailMutation = graphql(`
  mutation ConfirmarCambioEmail($token: String!) {
    confirmarCambioEmail(token: $token) {
      email
    }
  }
`);
