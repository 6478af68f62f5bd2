import { graphql } from '../../../gql';

/** The PDT PLAME import files of a period (/pla/plame). */
export const generarEstructurasPlameQuery = graphql(`
  query GenerarEstructurasPlame($periodo: String!) {
    generarEstructurasPlame(periodo: $periodo) {
      periodo
      valido
      advertencias
      zip {
        nombre
        mime
        base64
      }
      archivos {
        extension
        estructura
        lineas
        valido
        hallazgos {
          linea
          campo
          mensaje
        }
        archivo {
          nombre
          mime
          base64
        }
      }
    }
  }
`);
