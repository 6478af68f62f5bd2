import { graphql } from '../../../gql';

/** Mass imports (/util/importar): the job's progress and report, the recent jobs, the templates. */

export const importacionFieldsFragment = graphql(`
  fragment ImportacionFields on Importacion {
    id
    tipo
    estado
    total_filas
    filas
    filas_validas
    solo_validas
    progreso
    error
    created_at
    errores {
      fila
      mensaje
    }
    documentos {
      documento
      fila
      emitido
      comprobante
      comprobante_id
      estado
      mensaje
    }
  }
`);

export const importacionQuery = graphql(`
  query Importacion($id: String!) {
    importacion(id: $id) {
      ...ImportacionFields
    }
  }
`);

export const importacionesQuery = graphql(`
  query Importaciones($tipo: String) {
    importaciones(tipo: $tipo) {
      ...ImportacionFields
    }
  }
`);

export const plantillaImportacionQuery = graphql(`
  query PlantillaImportacion($tipo: String!) {
    plantillaImportacion(tipo: $tipo) {
      nombre
      mime
      base64
    }
  }
`);
