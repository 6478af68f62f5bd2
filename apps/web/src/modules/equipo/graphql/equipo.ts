import { graphql } from '../../../gql';

export const miembroFieldsFragment = graphql(`
  fragment MiembroFields on Miembro {
    usuario_id
    email
    nombres
    rol_id
    rol
    local_id
    modulos
    cocina_id
    propietario
    demo_vence_at
    suspendido
  }
`);

/** Everything the Usuarios y accesos screen lists, in one request. */
export const equipoQuery = graphql(`
  query Equipo {
    miembrosEmpresa {
      ...MiembroFields
    }
    invitacionesEmpresa {
      id
      email
      rol_id
      rol
      local_id
      expira_at
    }
  }
`);

export const rolesAsignablesQuery = graphql(`
  query RolesAsignables {
    rolesAsignables {
      id
      nombre
      descripcion
      propio
    }
  }
`);

export const auditoriaAccesosQuery = graphql(`
  query AuditoriaAccesos($limite: Int) {
    auditoriaAccesos(limite: $limite) {
      id
      fecha
      actor
      usuario
      accion
      detalle
    }
  }
`);

export const invitarMiembroMutation = graphql(`
  mutation InvitarMiembro($input: InvitacionInput!) {
    invitarMiembro(input: $input) {
      id
      email
      expira_at
    }
  }
`);

export const anularInvitacionMutation = graphql(`
  mutation AnularInvitacion($id: String!) {
    anularInvitacion(id: $id) {
      id
    }
  }
`);

export const updateMiembroMutation = graphql(`
  mutation UpdateMiembro($usuario_id: String!, $input: ConcesionInput!) {
    updateMiembro(usuario_id: $usuario_id, input: $input) {
      usuario_id
    }
  }
`);

export const suspenderMiembroMutation = graphql(`
  mutation SuspenderMiembro($usuario_id: String!, $suspendido: Boolean!) {
    suspenderMiembro(usuario_id: $usuario_id, suspendido: $suspendido) {
      usuario_id
    }
  }
`);

export const quitarMiembroMutation = graphql(`
  mutation QuitarMiembro($usuario_id: String!) {
    deleteSubAccount(usuario_id: $usuario_id) {
      usuario_id
    }
  }
`);

/** The public side of the mailed link. */
export const invitacionQuery = graphql(`
  query Invitacion($token: String!) {
    invitacion(token: $token) {
      email
      empresa
      rol
      invitante
      cuenta_existente
      expira_at
    }
  }
`);

export const registrarConInvitacionMutation = graphql(`
  mutation RegistrarConInvitacion($token: String!, $nombres: String!, $password: String!) {
    registrarConInvitacion(token: $token, nombres: $nombres, password: $password) {
      ...SesionFields
    }
  }
`);

export const aceptarInvitacionMutation = graphql(`
  mutation AceptarInvitacion($token: String!) {
    aceptarInvitacion(token: $token) {
      empresa_id
    }
  }
`);
