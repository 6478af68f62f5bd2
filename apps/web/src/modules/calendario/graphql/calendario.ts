import { graphql } from '../../../gql';

export const cronogramaFieldsFragment = graphql(`
  fragment CronogramaFields on Cronograma {
    anio
    tipo
    cargado
    verificado
    fuente
    grupos
    filas {
      periodo
      grupo
      vence
    }
  }
`);

export const calendarioTributarioQuery = graphql(`
  query CalendarioTributario($anio: Int!, $tipo: String!) {
    calendarioTributario(anio: $anio, tipo: $tipo) {
      ...CronogramaFields
    }
  }
`);

export const cargarCronogramaMutation = graphql(`
  mutation CargarCronograma($anio: Int!, $tipo: String!, $csv: String!) {
    cargarCronograma(anio: $anio, tipo: $tipo, csv: $csv) {
      ...CronogramaFields
    }
  }
`);
