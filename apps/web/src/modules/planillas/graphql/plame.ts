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

/** The period's recibos por honorarios, the source of the .ps4 and .4ta. */
export const prestadoresServiciosQuery = graphql(`
  query PrestadoresServicios($periodo: String!) {
    prestadoresServicios(periodo: $periodo) {
      tipo_documento
      numero_documento
      nombre
      serie
      numero
      fecha_emision
      fecha_pago
      monto
      retencion_renta
    }
  }
`);
