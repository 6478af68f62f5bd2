import { graphql } from '../../../gql';

export const reclamoAdminFieldsFragment = graphql(`
  fragment ReclamoAdminFields on Reclamo {
    id
    codigo
    fecha
    nombres
    email
    telefono
    tipo_documento
    numero_documento
    bien
    tipo
    descripcion
    direccion
    ciudad
    estado
    fecha_limite
    dias_restantes
    vencido
    respuesta
    respondido_at
    pdf
    adjunto
  }
`);

export const reclamosQuery = graphql(`
  query Reclamos($estado: String, $desde: String, $hasta: String, $codigo: String) {
    reclamos(estado: $estado, desde: $desde, hasta: $hasta, codigo: $codigo) {
      ...ReclamoAdminFields
    }
  }
`);

export const avanzarReclamoMutation = graphql(`
  mutation AvanzarReclamo($id: String!, $estado: String!, $descripcion: String!) {
    avanzarReclamo(id: $id, estado: $estado, descripcion: $descripcion) {
      ...ReclamoAdminFields
    }
  }
`);
