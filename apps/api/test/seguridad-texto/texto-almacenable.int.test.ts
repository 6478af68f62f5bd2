import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

let t: AppDePrueba;
let token: string;
beforeAll(async () => {
  t = await crearAppDePrueba();
  ({ token } = await usuarioConEmpresa(t, 'texto@kipu.pe', {
    ruc: '20600000981',
    razonSocial: 'TEXTOS SAC',
  }));
});
afterAll(() => t.cerrar());

// Fields whose own rules do not look at characters: before, U+0000 reached PostgreSQL there and the
// answer was "Unexpected error.".
const BUSCAR = 'query ($p: String) { personas(tipo: "cliente", param: $p) { total } }';

describe('strings that cannot be stored are refused for every operation', () => {
  for (const [nombre, valor, codigo] of [
    ['U+0000', 'ANA\u0000', 'U+0000'],
    ['a lone high surrogate', 'ANA\ud800', 'U+D800'],
    ['a lone low surrogate', '\udc00', 'U+DC00'],
  ] as const) {
    it(`in a variable: ${nombre}`, async () => {
      const r = await t.gql(BUSCAR, { p: valor }, { token });
      expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(r.errors?.[0]?.message).toBe(`El texto contiene un carácter no permitido (${codigo})`);
      expect(r.data).toBeNull();
    });
  }

  it('in a string literal of the document, and inside an input object', async () => {
    const literal = await t.gql(
      'query { personas(tipo: "cliente", param: "X\\u0000") { total } }',
      {},
      { token },
    );
    expect(literal.errors?.[0]?.message).toBe('El texto contiene un carácter no permitido (U+0000)');
    const anidado = await t.gql(
      'mutation ($i: PersonaInput!) { createPersona(input: $i) { id } }',
      { i: { razon_social: ['x', 'y\u0000'] } },
      { token },
    );
    expect(anidado.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('while accents, ñ, symbols, emoji (a surrogate pair) and line breaks pass', async () => {
    const r = await t.gql<{ personas: { total: number } }>(BUSCAR, { p: 'Peña º € 😀\nx' }, { token });
    expect(r.errors).toBeUndefined();
    expect(r.data?.personas.total).toBe(0);
  });
});
