import { graphql } from '../../../gql';

/** Clients and suppliers of the session's company (/app/clientes, /app/proveedores). */

export const personaFieldsFragment = graphql(`
  fragment PersonaFields on Persona {
    id
    tipo
    documento_id
    numero
    razon_social
    direccion
    ubigeo
    estado
    condicion
    email
    telefono
    observacion
    cuenta_detraccion
    is_default
    deleted_at
  }
`);

export const personasQuery = graphql(`
  query Personas($tipo: String!, $param: String, $limite: Int, $desde: Int, $eliminados: Boolean) {
    personas(tipo: $tipo, param: $param, limite: $limite, desde: $desde, eliminados: $eliminados) {
      total
      filas {
        ...PersonaFields
      }
    }
  }
`);

export const createPersonaMutation = graphql(`
  mutation CreatePersona($input: PersonaInput!) {
    createPersona(input: $input) {
      ...PersonaFields
    }
  }
`);

export const updatePersonaMutation = graphql(`
  mutation UpdatePersona($id: String!, $input: PersonaInput!) {
    updatePersona(id: $id, input: $input) {
      ...PersonaFields
    }
  }
`);

export const deletePersonaMutation = graphql(`
  mutation DeletePersona($id: String!) {
    deletePersona(id: $id) {
      ...PersonaFields
    }
  }
`);

export const activatePersonaMutation = graphql(`
  mutation ActivatePersona($id: String!) {
    activatePersona(id: $id) {
      ...PersonaFields
    }
  }
`);

export const excelPersonasQuery = graphql(`
  query ExcelPersonas($tipo: String!, $param: String, $eliminados: Boolean) {
    excelPersonas(tipo: $tipo, param: $param, eliminados: $eliminados) {
      nombre
      mime
      base64
    }
  }
`);
