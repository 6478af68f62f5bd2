import { graphql } from '../../../gql';

export const createUserMutation = graphql(`
  mutation CreateUser($input: CreateUserInput!, $captcha: String) {
    createUser(input: $input, captcha: $captcha) {
      id
    }
  }
`);

export const sendVerificMutation = graphql(`
  mutation SendVerific($email: String!) {
    sendVerific(email: $email) {
      id
    }
  }
`);

export const emailConfirmationMutation = graphql(`
  mutation EmailConfirmation($token: String!) {
    emailConfirmation(token: $token) {
      ...SesionFields
    }
  }
`);

export const verifyMutation = graphql(`
  mutation Verify($token: String!) {
    verify(token: $token) {
      email
    }
  }
`);
