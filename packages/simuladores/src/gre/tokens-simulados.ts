import { randomBytes } from 'node:crypto';

/**
 * The OAuth2 password grant of SUNAT's api-seguridad as a simulator issues it: it checks the client
 * id (path and form), secret, scope, and RUC + SOL user / password of the accounts it knows, and
 * answers SUNAT's OAuth2 bodies ({access_token, token_type, expires_in} or {error, error_description}
 * with HTTP 400). Tokens can be dropped early, as SUNAT does, to exercise the clients' renewal.
 */
export type CuentaApiSunat = {
  clientId: string;
  clientSecret: string;
  ruc: string;
  usuario: string;
  clave: string;
};

export type RespuestaJson = { status: number; cuerpo: unknown };

export type EmisorTokens = {
  emitir(clientId: string, form: URLSearchParams): RespuestaJson;
  /** The RUC an `Authorization: Bearer` header signs in for; undefined when unknown or expired. */
  rucDe(autorizacion: string | undefined): string | undefined;
  caducar(): void;
  /** Lifetime of the tokens issued from now on (0: dead on arrival). */
  vida(segundos: number): void;
  emitidos(): number;
};

const rechazo = (error: string, descripcion: string): RespuestaJson => ({
  status: 400,
  cuerpo: { error, error_description: descripcion },
});

export function crearEmisorTokens(
  cuentas: CuentaApiSunat[],
  scope: string,
  vidaInicial = 3600,
): EmisorTokens {
  let vida = vidaInicial;
  let emitidos = 0;
  const vigentes = new Map<string, { ruc: string; vence: number }>();
  return {
    emitir(clientId, form) {
      const secreto = form.get('client_secret');
      const cuenta = cuentas.find((c) => c.clientId === clientId && c.clientSecret === secreto);
      const pedidoValido =
        form.get('client_id') === clientId &&
        form.get('grant_type') === 'password' &&
        form.get('scope') === scope;
      if (!cuenta || !pedidoValido) return rechazo('invalid_client', 'cliente no autorizado');
      if (form.get('username') !== cuenta.ruc + cuenta.usuario || form.get('password') !== cuenta.clave) {
        return rechazo('access_denied', 'Error en la autenticacion del usuario.');
      }
      const valor = randomBytes(24).toString('base64url');
      vigentes.set(valor, { ruc: cuenta.ruc, vence: Date.now() + vida * 1000 });
      emitidos++;
      return { status: 200, cuerpo: { access_token: valor, token_type: 'JWT', expires_in: vida } };
    },
    rucDe(autorizacion) {
      const m = /^Bearer (.+)$/.exec(autorizacion ?? '');
      const token = m?.[1] ? vigentes.get(m[1]) : undefined;
      return token && Date.now() < token.vence ? token.ruc : undefined;
    },
    caducar: () => vigentes.clear(),
    vida(segundos) {
      vida = segundos;
    },
    emitidos: () => emitidos,
  };
}
