import { graphql } from '../../../gql';

/** The payroll parameters (/pla/parametros) and the AFP commissions (/pla/commission). */

export const comisionesAfpQuery = graphql(`
  query ComisionesAfp($periodo: String!) {
    comisionesAfp(periodo: $periodo) {
      afp
      desde
      flujo
      mixta_flujo
      mixta_saldo
      aporte
      prima
      rma
      fuente
      por_verificar
    }
  }
`);

export const guardarComisionAfpMutation = graphql(`
  mutation GuardarComisionAfp($input: ComisionAfpInput!) {
    guardarComisionAfp(input: $input) {
      afp
      desde
      flujo
    }
  }
`);

export const parametrosPlanillaQuery = graphql(`
  query ParametrosPlanilla {
    parametrosPlanilla {
      concepto
      nombre
      unidad
      desde
      valor
      fuente
      confianza
      por_verificar
    }
  }
`);

export const guardarParametroPlanillaMutation = graphql(`
  mutation GuardarParametroPlanilla($input: ParametroPlanillaInput!) {
    guardarParametroPlanilla(input: $input) {
      concepto
      desde
      valor
    }
  }
`);
