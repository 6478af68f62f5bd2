import { graphql } from '../../../gql';

export const preferenciasFieldsFragment = graphql(`
  fragment PreferenciasFields on PreferenciasTema {
    headerFijo
    sidebarFijo
    sidebarCerrado
    footer
    sombras
    esquemaColor
    imagenFondo
    opacidad
    menuMovil
  }
`);

export const preferenciasQuery = graphql(`
  query Preferencias {
    preferencias {
      ...PreferenciasFields
    }
  }
`);

export const guardarPreferenciasMutation = graphql(`
  mutation GuardarPreferencias($input: PreferenciasTemaInput!) {
    guardarPreferencias(input: $input) {
      ...PreferenciasFields
    }
  }
`);

export const notificacionFieldsFragment = graphql(`
  fragment NotificacionFields on Notificacion {
    id
    titulo
    mensaje
    link
    created_at
    readed_at
  }
`);

export const notificacionesQuery = graphql(`
  query Notificaciones($limite: Int) {
    notificaciones(limite: $limite) {
      ...NotificacionFields
    }
  }
`);

export const notificacionesNoLeidasQuery = graphql(`
  query NotificacionesNoLeidas {
    notificacionesNoLeidas
  }
`);

export const notificacionNuevaSubscription = graphql(`
  subscription NotificacionNueva {
    notificacionNueva {
      ...NotificacionFields
    }
  }
`);

export const marcarNotificacionLeidaMutation = graphql(`
  mutation MarcarNotificacionLeida($id: String!) {
    marcarNotificacionLeida(id: $id) {
      ...NotificacionFields
    }
  }
`);

export const fotoCabeceraQuery = graphql(`
  query FotoCabecera {
    miPerfil {
      id
      avatar_url
    }
  }
`);
