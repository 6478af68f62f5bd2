import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensajeCaptcha } from '../../src/modules/auth/limites-auth.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { resolverCaptcha } from '../helpers/captcha-resuelto.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

const ALTCHA_NO_VERIFICADO = mensajeCaptcha('altcha');

const redisUrl = process.env.TEST_REDIS_URL;

// Two API instances sharing Redis (and the master secret, as a deployment does): the account's count, the
// lock and the used captcha solutions are the same on both. Keys outlive a run, so names are random.
describe.skipIf(!redisUrl)('account lock and captcha with Redis, across instances', () => {
  const sufijo = randomBytes(4).toString('hex');
  const email = `lucia.${sufijo}@estudio.pe`;
  const ip = (n: number) => `10.${n}.${parseInt(sufijo.slice(0, 2), 16)}.${parseInt(sufijo.slice(2, 4), 16)}`;
  let a: AppDePrueba;
  let b: AppDePrueba;

  beforeAll(async () => {
    const secreto = process.env.APP_SECRET;
    process.env.APP_SECRET = randomBytes(32).toString('hex');
    try {
      const env = { CAPTCHA_PROVIDER: 'altcha', REDIS_URL: redisUrl ?? '', RATE_LIMIT_ACCOUNT: '3' };
      a = await crearAppDePrueba(env);
      b = await crearAppDePrueba(env);
    } finally {
      if (secreto === undefined) delete process.env.APP_SECRET;
      else process.env.APP_SECRET = secreto;
    }
    await crearUsuario(a, email, 'Secreta1');
    await crearUsuario(b, email, 'Secreta1');
  });
  afterAll(async () => {
    await a?.cerrar();
    await b?.cerrar();
  });

  const login = (t: AppDePrueba, password: string, captcha: string | null, desde: string) =>
    t.gql<Login>(LOGIN, { email, password, captcha }, { ip: desde });

  it('failures on one instance lock the account on the other; a solved captcha passes it there', async () => {
    for (let i = 0; i < 3; i++) await login(a, 'mala', await resolverCaptcha(a), ip(1));
    const sin = await login(b, 'Secreta1', null, ip(2));
    expect(sin.status).toBe(429);
    expect((sin.errors?.[0]?.extensions as { captcha?: boolean } | undefined)?.captcha).toBe(true);
    const con = await login(b, 'Secreta1', await resolverCaptcha(a), ip(2));
    expect(con.data?.login?.authentication).toBeTruthy();
  });

  it('a captcha solution used on one instance is refused on the other', async () => {
    const captcha = await resolverCaptcha(a);
    expect((await login(a, 'mala', captcha, ip(3))).data?.login).toBeNull();
    const repetido = await login(b, 'Secreta1', captcha, ip(3));
    expect(repetido.errors?.[0]?.message).toBe(ALTCHA_NO_VERIFICADO);
  });
});
