import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba, enlaceDe } from '../helpers/app-de-prueba.ts';
import { CREATE_USER, EMAIL_CONFIRMATION, ME, USUARIO } from '../helpers/operaciones.ts';
import { vencido } from '../helpers/tokens-vencidos.ts';

let t: AppDePrueba;
beforeAll(async () => {
  // Many sign-ups from one address here; the sign-up limit has its own suite (seguridad-cuentas).
  t = await crearAppDePrueba({ RATE_LIMIT_SIGNUP_IP: '50' });
});
afterAll(() => t.cerrar());

const registrar = (input: Partial<typeof USUARIO> = {}) =>
  t.gql<{ createUser: { id: string } | null }>(CREATE_USER, { input: { ...USUARIO, ...input } });

const contarUsuarios = async () => (await t.deps.db.select().from(schema.usuarios)).length;

describe('createUser', () => {
  it.each([
    [{ nombres: '   ' }, 'Ingrese un nombre de Usuario'],
    [{ email: 'rosa@estudio' }, 'La dirección de email "rosa@estudio" es incorrecta'],
    [{ telefono: '' }, 'Ingrese un número del teléfono de contacto válido'],
    [{ telefono: '12345' }, 'Ingrese un número del teléfono de contacto válido'],
    [{ password: '1234' }, 'La contraseña debe tener entre 5 y 20 caracteres'],
    [{ password: 'x'.repeat(21) }, 'La contraseña debe tener entre 5 y 20 caracteres'],
  ])('refuses %o with its Spanish message and writes nothing', async (cambio, mensaje) => {
    const antes = await contarUsuarios();
    const r = await registrar(cambio);
    expect(r.errors?.[0]?.message).toBe(mensaje);
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await contarUsuarios()).toBe(antes);
  });

  it('does not ask for a phone when the contact switch is off', async () => {
    const r = await registrar({ email: 'sin.telefono@estudio.pe', telefono: '', contactar: false });
    expect(r.data?.createUser?.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers id '123' for a disposable e-mail domain and creates nobody", async () => {
    const antes = await contarUsuarios();
    const r = await registrar({ email: 'alguien@mailinator.com' });
    expect(r.data?.createUser).toEqual({ id: '123' });
    expect(await contarUsuarios()).toBe(antes);
  });

  it('lower-cases the e-mail, hashes the password with argon2id and mails a confirmation link', async () => {
    const r = await registrar({ email: '  Rosa@EstudioHuaman.PE ' });
    const id = r.data?.createUser?.id;
    expect(id).toBeTruthy();
    const [fila] = await t.deps.db
      .select()
      .from(schema.usuarios)
      .where(eq(schema.usuarios.id, id ?? ''));
    expect(fila?.email).toBe('rosa@estudiohuaman.pe');
    expect(fila?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(fila?.emailVerificadoAt).toBeNull();
    const [correo] = (await t.outbox()).filter((c) => c.to === 'rosa@estudiohuaman.pe');
    expect(correo?.subject).toBe('Confirme su cuenta en Kipu');
    expect(correo?.text).toContain('http://kipu.test/account/verify/');
  });

  it('answers null when the e-mail is already in use, whatever its case', async () => {
    const r = await registrar({ email: 'ROSA@estudiohuaman.pe' });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createUser).toBeNull();
  });
});

describe('emailConfirmation and verify', () => {
  const ultimoEnlace = async (email: string) =>
    enlaceDe(
      (await t.outbox()).find((c) => c.to === email),
      '/account/verify',
    );

  it('confirms with the mailed link, logs in, and the link works only once', async () => {
    const token = await ultimoEnlace('rosa@estudiohuaman.pe');
    const r = await t.gql<{ emailConfirmation: { authentication: string } | null }>(EMAIL_CONFIRMATION, {
      token,
    });
    const acceso = r.data?.emailConfirmation?.authentication ?? '';
    expect(acceso.split('.')).toHaveLength(3);
    const me = await t.gql<{ me: { user: { email: string } } }>(ME, {}, { token: acceso });
    expect(me.data?.me.user.email).toBe('rosa@estudiohuaman.pe');
    const otra = await t.gql<{ emailConfirmation: unknown }>(EMAIL_CONFIRMATION, { token });
    expect(otra.data?.emailConfirmation).toBeNull();
  });

  it('answers null for a token that is not ours', async () => {
    const r = await t.gql<{ emailConfirmation: unknown }>(EMAIL_CONFIRMATION, { token: 'abc.def.ghi' });
    expect(r.data?.emailConfirmation).toBeNull();
  });

  it("says '¡Su token a Expirado!' for an expired link, and verify(token) mails a new one", async () => {
    await registrar({ email: 'tarde@estudio.pe' });
    const token = await ultimoEnlace('tarde@estudio.pe');
    const caducado = await vencido(token, t.deps.claves.jwt, 'enlace:verificacion');
    const r = await t.gql(EMAIL_CONFIRMATION, { token: caducado });
    expect(r.errors?.[0]).toMatchObject({
      message: '¡Su token a Expirado!',
      extensions: { code: 'TOKEN_EXPIRED' },
    });

    const antes = (await t.outbox()).filter((c) => c.to === 'tarde@estudio.pe').length;
    const reenvio = await t.gql<{ verify: { email: string } | null }>(
      'mutation($token: String!) { verify(token: $token) { email } }',
      { token: caducado },
    );
    expect(reenvio.data?.verify).toEqual({ email: 'tarde@estudio.pe' });
    expect((await t.outbox()).filter((c) => c.to === 'tarde@estudio.pe')).toHaveLength(antes + 1);
    // The new link confirms; the old one was superseded.
    const nuevo = await ultimoEnlace('tarde@estudio.pe');
    expect(nuevo).not.toBe(token);
    const ok = await t.gql<{ emailConfirmation: { authentication: string } | null }>(EMAIL_CONFIRMATION, {
      token: nuevo,
    });
    expect(ok.data?.emailConfirmation?.authentication).toBeTruthy();
    const viejo = await t.gql<{ emailConfirmation: unknown }>(EMAIL_CONFIRMATION, { token });
    expect(viejo.data?.emailConfirmation).toBeNull();
  });

  it('sendVerific resends to a registered, unconfirmed address and refuses an unknown one', async () => {
    await registrar({ email: 'pendiente@estudio.pe' });
    const SEND = 'mutation($email: String!) { sendVerific(email: $email) { id } }';
    const ok = await t.gql<{ sendVerific: { id: string } }>(SEND, { email: 'Pendiente@estudio.pe' });
    expect(ok.data?.sendVerific.id).toBeTruthy();
    expect((await t.outbox()).filter((c) => c.to === 'pendiente@estudio.pe')).toHaveLength(2);
    const no = await t.gql(SEND, { email: 'nadie@estudio.pe' });
    expect(no.errors?.[0]?.message).toBe('Su correo no esta registrado');
  });

  it('verifyemail tells whether an address is registered', async () => {
    const Q = 'query($email: String!) { verifyemail(email: $email) { email } }';
    expect((await t.gql(Q, { email: 'rosa@estudiohuaman.pe' })).data).toEqual({
      verifyemail: { email: 'rosa@estudiohuaman.pe' },
    });
    expect((await t.gql(Q, { email: 'nadie@estudio.pe' })).data).toEqual({ verifyemail: null });
  });
});
