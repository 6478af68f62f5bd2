import { graphql } from '../../../gql';

/** Public operations of the complaints book (docs/reclamos-api.md): no session, rate-limited per IP. */

export const documentoslistQuery = graphql(`
  query Documentoslist {
    documentoslist {
      id
      codigo
      nombre
    }
  }
`);

export const ubigeoByParamQuery = graphql(`
  query UbigeoByParam($param: String!) {
    ubigeoByParam(param: $param) {
      value
      label
    }
  }
`);

export const getGmailQuery = graphql(`
  query GetGmail($email: String!) {
    getGmail(email: $email)
  }
`);

export const createPdfReclamationMutation = graphql(`
  mutation CreatePdfReclamation($input: ReclamoInput!) {
    createPdfReclamation(input: $input)
  }
`);

export const createReclamationMutation = graphql(`
  mutation CreateReclamation($input: ReclamoInput!, $pdf: String, $captcha: String) {
    createReclamation(input: $input, pdf: $pdf, captcha: $captcha) {
      id
      codigo
    }
  }
`);

export const searchReclamationQuery = graphql(`
  query SearchReclamation($nro: String!, $phone: String!) {
    searchReclamation(nro: $nro, phone: $phone) {
      id
      status
      description
      created_at
      updated_at
    }
  }
`);

export const filterReclamationQuery = graphql(`
  query FilterReclamation($nro: String!, $phone: String!) {
    filterReclamation(nro: $nro, phone: $phone) {
      codigo
      namefull
      nro
      opcion0
      opcion1
      option2
      dates
    }
  }
`);
