import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { pngFirma } from '../helpers/png.ts';
import { subirImagen } from '../helpers/subir-imagen.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { entrar, PERFIL, type Perfil } from './comun.ts';

const ACTUALIZAR = /* GraphQL */ `
  mutation($input: DatosPersonalesInput!) {
    actualizarMiPerfil(input: $input) { nombres a_paterno a_materno telefono }
  }`;
const AVATAR = 'mutation($avatar: String) { cambiarMiAvatar(avatar: $avatar) { avatar } }';

let t: AppDePrueba;
let token: string;
let usuarioId: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  const u = await crearUsuario(t, 'perfil@estudio.pe', 'Secreta1', {
    empresa: { ruc: '20600000111', razonSocial: 'ESTUDIO PERFIL S.A.C.' },
  });
  usuarioId = u.id;
  token = await entrar(t, 'perfil@estudio.pe', 'Secreta1');
});
afterAll(() => t.cerrar());

const fila = async () =>
  (await t.deps.db.select().from(schema.usuarios).where(eq(schema.usuarios.id, usuarioId)))[0];

describe('miPerfil', () => {
  it('answers the session user’s own data, role name and companies; nothing without a session', async () => {
    const r = await t.gql<Perfil>(PERFIL, {}, { token });
    expect(r.data?.miPerfil).toMatchObject({
      id: usuarioId,
      email: 'perfil@estudio.pe',
      avatar: null,
      rol: 'Contador',
      empresas: 1,
    });
    const anonimo = await t.gql(PERFIL);
    expect(anonimo.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('actualizarMiPerfil', () => {
  it('updates names, surnames and phone, tidying the spaces', async () => {
    const r = await t.gql<{ actualizarMiPerfil: Record<string, string> }>(
      ACTUALIZAR,
      {
        input: {
          nombres: '  Rosa   María ',
          a_paterno: 'Huamán',
          a_materno: 'Ñahui',
          telefono: '987 654 321',
        },
      },
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.actualizarMiPerfil).toEqual({
      nombres: 'Rosa María',
      a_paterno: 'Huamán',
      a_materno: 'Ñahui',
      telefono: '987 654 321',
    });
    expect(await fila()).toMatchObject({
      nombres: 'Rosa María',
      aPaterno: 'Huamán',
      telefono: '987 654 321',
    });
  });

  it.each([
    [
      { nombres: 'Rosa', telefono: '4567890' },
      'Ingrese un número de celular válido (9 dígitos que empiezan con 9)',
    ],
    [
      { nombres: 'Rosa', telefono: '98765432a' },
      'Ingrese un número de celular válido (9 dígitos que empiezan con 9)',
    ],
    [{ nombres: '   ' }, 'Ingrese su nombre'],
    [
      { nombres: 'Rosa\u0007' },
      'El nombre contiene un carácter no permitido (U+0007): quítelo e intente nuevamente',
    ],
    [{ nombres: 'Rosa', a_paterno: 'Hua\nmán' }, 'El apellido paterno no admite saltos de línea'],
    [{ nombres: 'R'.repeat(121) }, 'El nombre admite hasta 120 caracteres'],
  ])('refuses %j and changes nothing', async (input, mensaje) => {
    const antes = await fila();
    const r = await t.gql(ACTUALIZAR, { input }, { token });
    expect(r.errors?.[0]).toMatchObject({ message: mensaje, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await fila()).toEqual(antes);
  });
});

describe('the profile picture', () => {
  it('refuses a file that is not an image by its bytes, and an upload without a session', async () => {
    const falso = await subirImagen(t, Buffer.from('<svg onload="alert(1)"></svg>'), {
      tipo: 'avatar',
      token,
    });
    expect(falso.statusCode).toBe(400);
    expect(falso.json().error).toBe('El archivo no es una imagen (PNG, JPG, WEBP o GIF)');
    const anonimo = await subirImagen(t, pngFirma(), { tipo: 'avatar' });
    expect(anonimo.statusCode).toBe(401);
  });

  it('keeps an image in the avatars folder, sets it on the user and serves it back', async () => {
    const png = pngFirma(64, 64);
    const r = await subirImagen(t, png, { tipo: 'avatar', token });
    expect(r.statusCode).toBe(200);
    const nombre = r.json().data.name as string;
    expect(nombre).toMatch(/^avatars\/[0-9a-f-]{36}\.png$/);
    const puesto = await t.gql<{ cambiarMiAvatar: { avatar: string } }>(
      AVATAR,
      { avatar: nombre },
      { token },
    );
    expect(puesto.data?.cambiarMiAvatar.avatar).toBe(nombre);
    const perfil = (await t.gql<Perfil>(PERFIL, {}, { token })).data?.miPerfil;
    expect(perfil).toMatchObject({ avatar: nombre, avatar_url: `/storage/${nombre}` });
    const servido = await t.app.inject({ method: 'GET', url: perfil?.avatar_url ?? '' });
    expect(servido.statusCode).toBe(200);
    expect(servido.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(servido.rawPayload, png)).toBe(0);
  });

  it.each([
    ['another folder’s file', 'logos/00000000-0000-4000-8000-000000000000.png'],
    ['a path outside the store', '../secret.key'],
    ['a name the server never made', 'avatars/00000000-0000-4000-8000-000000000000.png'],
    ['a URL', 'https://ejemplo.pe/foto.png'],
  ])('refuses %s as the avatar, keeping the current one', async (_, avatar) => {
    const antes = (await fila())?.avatar;
    const r = await t.gql(AVATAR, { avatar }, { token });
    expect(r.errors?.[0]?.message).toBe('La foto no es válida: súbala nuevamente');
    expect((await fila())?.avatar).toBe(antes);
    expect(antes).toMatch(/^avatars\//);
  });

  it('removes the picture with null', async () => {
    const r = await t.gql<{ cambiarMiAvatar: { avatar: string | null } }>(
      AVATAR,
      { avatar: null },
      { token },
    );
    expect(r.data?.cambiarMiAvatar.avatar).toBeNull();
    expect((await fila())?.avatar).toBeNull();
  });
});
