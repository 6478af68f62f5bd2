import { graphql } from '../../../gql';

/** Closing months and the year, opening balances and CUO maintenance. */

export const periodosContablesQuery = graphql(`
  query PeriodosContables($anio: Int!) {
    periodosContables(anio: $anio) {
      periodo
      cerrado
      libros {
        libro
        operaciones
      }
      libros_generados
    }
  }
`);

export const cerrarPeriodoMutation = graphql(`
  mutation CerrarPeriodo($periodo: String!) {
    cerrarPeriodo(periodo: $periodo) {
      periodo
      cerrado
    }
  }
`);

export const reabrirPeriodoMutation = graphql(`
  mutation ReabrirPeriodo($periodo: String!) {
    reabrirPeriodo(periodo: $periodo) {
      periodo
      cerrado
    }
  }
`);

export const cierreEjercicioQuery = graphql(`
  query CierreEjercicio($anio: Int!) {
    cierreEjercicio(anio: $anio) {
      id
      cuo
      periodo
      fecha_contable
      tipo_operacion
      glosa
    }
  }
`);

export const previsualizarCierreQuery = graphql(`
  query PrevisualizarCierre($anio: Int!) {
    previsualizarCierre(anio: $anio) {
      anio
      resultado
      revision {
        resultado_naturaleza
        resultado_funcion
        diferencia
      }
      asientos {
        paso
        glosa
        tipo_operacion
        fecha
        periodo
        lineas {
          cuenta
          debe
          haber
          serie
          numero
        }
      }
    }
  }
`);

export const generarCierreMutation = graphql(`
  mutation GenerarCierre($anio: Int!) {
    generarCierre(anio: $anio) {
      anio
      resultado
      operaciones {
        id
        cuo
      }
    }
  }
`);

export const anularCierreMutation = graphql(`
  mutation AnularCierre($anio: Int!) {
    anularCierre(anio: $anio) {
      id
    }
  }
`);

export const asientosAperturaQuery = graphql(`
  query AsientosApertura($anio: Int!) {
    asientosApertura(anio: $anio) {
      total
      filas {
        id
        cuo
        fecha_contable
        glosa
        lineas {
          linea
          cuenta
          glosa
          debe
          haber
          destino
        }
      }
    }
  }
`);

export const registrarAperturaMutation = graphql(`
  mutation RegistrarApertura($input: RegistrarAperturaInput!) {
    registrarApertura(input: $input) {
      id
      cuo
    }
  }
`);

export const anularAperturaMutation = graphql(`
  mutation AnularApertura($id: String!) {
    anularApertura(id: $id) {
      id
      cuo
    }
  }
`);

export const reprocesarCuosMutation = graphql(`
  mutation ReprocesarCuos($periodo: String!) {
    reProcesarCuos(periodo: $periodo) {
      periodo
      libros {
        libro
        operaciones
      }
    }
  }
`);
