import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

let t: AppDePrueba;
let token: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  await crearUsuario(t, 'ana@estudio.pe', 'Secreta1');
  token =
    (await t.gql<Login>(LOGIN, { email: 'ana@estudio.pe', password: 'Secreta1' })).data?.login
      ?.authentication ?? '';
});
afterAll(() => t.cerrar());

type Filas = { codigo: string; descripcion: string; extra: string }[];

describe('SUNAT catalogues and PLE tables', () => {
  it('lists the tables', async () => {
    const r = await t.gql<{ tablasParametricas: { id: string }[] }>(
      '{ tablasParametricas { id nombre } }',
      {},
      { token },
    );
    const ids = r.data?.tablasParametricas.map((x) => x.id) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['cat01', 'cat07', 'cat25', 'cat54', 'ple10', 'ple12']));
  });

  it('serves a catalogue with its extra columns', async () => {
    const r = await t.gql<{ parametricosbytabla: Filas }>(
      '{ parametricosbytabla(tabla: "cat07") { codigo descripcion extra } }',
      {},
      { token },
    );
    const gravado = r.data?.parametricosbytabla.find((f) => f.codigo === '10');
    expect(gravado?.descripcion).toBe('Gravado - Operación Onerosa');
    expect(JSON.parse(gravado?.extra ?? '{}')).toMatchObject({ flag_igv: '1' });
  });

  it('searches by code prefix or words of the description, ignoring accents', async () => {
    const Q =
      'query($t: String!, $p: String!) { parametricaByParam(tabla: $t, param: $p, limite: 5) { codigo descripcion } }';
    const r = await t.gql<{ parametricaByParam: Filas }>(Q, { t: 'cat09', p: 'anulacion' }, { token });
    expect(r.data?.parametricaByParam.map((f) => f.codigo)).toContain('01');
    const productos = await t.gql<{ parametricaByParam: Filas }>(Q, { t: 'cat25', p: '1010' }, { token });
    expect(productos.data?.parametricaByParam.length).toBeGreaterThan(0);
    expect(productos.data?.parametricaByParam.every((f) => f.codigo.startsWith('1010'))).toBe(true);
    expect((await t.gql(Q, { t: 'cat99', p: 'x' }, { token })).errors?.[0]?.message).toBe(
      'La tabla cat99 no existe',
    );
  });
});
