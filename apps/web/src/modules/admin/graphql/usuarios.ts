import { graphql } from '../../../gql';

export const usuariosPlataformaQuery = graphql(`
  query UsuariosPlataforma($param: String, $rol_id: String, $estado: EstadoUsuario, $limite: Int, $desde: Int) {
    users(param: $param, rol_id: $rol_id, estado: $estado, limite: $limite, desde: $desde) {
      total
      filas {
        id
        email
        nombres
        apellidos
        rol_id
        estado
        created_at
      }
    }
  }
`);

export const rolesPlataformaQuery = graphql(`
  query RolesPlataforma {
    matrizPermisos {
      roles {
        id
        nombre
      }
    }
  }
`);

export const detalleUsuarioFieldsFragment = graphql(`
  fragment DetalleUsuarioFields on DetalleUsuarioPlataforma {
    usuario {
      id
      email
      nombres
      apellidos
      telefono
      rol_id
      estado
      created_at
    }
    rol
    email_verificado_at
    prueba_vence_at
    desactivado_at
    debe_cambiar_password
    sesiones_abiertas
    ultimo_ingreso
    concesiones {
      empresa_id
      ruc
      razon_social
      rol
      local
      modulos
      propietario
      suspendida_at
      demo_vence_at
    }
    auditoria {
      id
      fecha
      actor
      usuario
      accion
      detalle
    }
  }
`);

export const usuarioPlataformaQuery = graphql(`
  query UsuarioPlataforma($id: String!) {
    user(id: $id) {
      ...DetalleUsuarioFields
    }
  }
`);

export const activarUsuarioMutation = graphql(`
  mutation ActivarUsuario($id: String!) {
    activateUser(id: $id) {
      ...DetalleUsuarioFields
    }
  }
`);

export const desactivarUsuarioMutation = graphql(`
  mutation DesactivarUsuario($id: String!) {
    deactivateUser(id: $id) {
      ...DetalleUsuarioFields
    }
  }
`);

export const cambiarRolPlataformaMutation = graphql(`
  mutation CambiarRolPlataforma($id: String!, $rol_id: String!) {
    updateUser(id: $id, update: { rol_id: $rol_id }) {
      ...DetalleUsuarioFields
    }
  }
`);

export const reenviarConfirmacionMutation = graphql(`
  mutation ReenviarConfirmacion($id: String!) {
    resendConfirmation(id: $id) {
      ...DetalleUsuarioFields
    }
  }
`);
