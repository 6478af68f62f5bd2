import { graphql } from '../../../gql';

export const resetMutation = graphql(`
  mutation Reset($email: String!) {
    reset(email: $email) {
      authentication
    }
  }
`);

export const passwordResetMutation = graphql(`
  mutation PasswordReset($email: String!, $password: String!, $token: String!) {
    passwordReset(email: $email, password: $password, token: $token) {
      ...SesionFields
    }
  }
`);
