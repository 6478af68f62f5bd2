/** GraphQL documents the tests send, as the web client sends them. */
export const LOGIN = /* GraphQL */ `
  mutation Login($email: String!, $password: String!, $captcha: String) {
    login(email: $email, password: $password, captcha: $captcha) {
      authentication authorization refresh modulo_id
      company { id ruc razon_social periodo uit soap_envio }
      local { id nombre_corto direccion }
    }
  }`;

export const CREATE_USER = /* GraphQL */ `
  mutation CreateUser($input: CreateUserInput!, $captcha: String) { createUser(input: $input, captcha: $captcha) { id } }`;

export const EMAIL_CONFIRMATION = /* GraphQL */ `
  mutation EmailConfirmation($token: String!) { emailConfirmation(token: $token) { authentication refresh authorization } }`;

export const ME = /* GraphQL */ `
  query Me { me { user { id email nombres role_id } company { ruc } local { nombre_corto } periodo modulo_id } }`;

export const REFRESH = /* GraphQL */ `
  mutation Refresh($refresh: String!) { refresh(refresh: $refresh) { authentication refresh } }`;

export type Login = {
  login: {
    authentication: string | null;
    authorization: string | null;
    refresh: string | null;
    modulo_id: string | null;
    company: {
      id: string;
      ruc: string;
      razon_social: string;
      periodo: string | null;
      uit: string | null;
    } | null;
    local: { id: string; nombre_corto: string | null } | null;
  } | null;
};

export const USUARIO = {
  nombres: 'Rosa Huamán Torres',
  email: 'rosa@estudiohuaman.pe',
  telefono: '987654321',
  password: 'Clave2026',
  contactar: true,
};
