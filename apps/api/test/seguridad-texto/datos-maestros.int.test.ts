import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { EMPRESA_ANDINA, LOCAL_MIRAFLORES } from '../helpers/empresa-entrada.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/**
 * Text that breaks XML (or PostgreSQL) is refused where it enters: clients and suppliers, products and
 * their categories, the company and its locals. Each answer is BAD_USER_INPUT with a Spanish message
 * naming the field — never "Unexpected error." — and nothing is written.
 */

const CREAR_PERSONA = 'mutation($i: PersonaInput!) { createPersona(input: $i) { id razon_social } }';
const ACTUALIZAR_PERSONA =
  'mutation($id: String!, $i: PersonaInput!) { updatePersona(id: $id, input: $i) { id } }';
const MASIVO = 'mutation($f: [PersonaInput!]!) { createPersonasMasivo(filas: $f) }';
const CREAR_PRODUCTO = 'mutation($i: ProductoInput!) { createProducto(input: $i) { id codigo } }';
const ACTUALIZAR_PRODUCTO =
  'mutation($id: String!, $i: ProductoInput!) { updateProducto(id: $id, input: $i) { id } }';
const CREAR_CATEGORIA = 'mutation($i: CategoriaInput!) { createCategoria(input: $i) { id } }';
const ACTUALIZAR_EMPRESA =
  'mutation($id: String!, $i: EmpresaInput!) { updateEmpresa(id: $id, input: $i) { id } }';
const CREAR_LOCAL =
  'mutation($e: String!, $i: LocalInput!) { createLocal(empresa_id: $e, input: $i) { id } }';

const CLIENTE = {
  tipo: 'cliente',
  documento_id: '6',
  numero: '20100070970',
  razon_social: 'SUPERMERCADOS PERUANOS S.A.',
  direccion: 'CAL. MORELLI 181',
};
const ARROZ = { codigo: 'ARR-01', descripcion: 'Arroz extra 5 kg', valor_unitario: '100' };
const EMPRESA = {
  ...EMPRESA_ANDINA,
  razon_social: 'COMERCIAL ANDINA S.A.C.',
  email: 'contabilidad@andina.pe',
};
const LOCAL = LOCAL_MIRAFLORES;

/**
 * The characters of the report, one of each class SUNAT's XML (or PostgreSQL) cannot take; always
 * inside the text, as trimming would silently drop a trailing U+000B.
 */
const MALOS = [
  ['U+0007 (BEL)', '\u0007', 'U+0007'],
  ['U+000B (VT)', '\u000b', 'U+000B'],
  ['U+FFFE (non-character)', '\ufffe', 'U+FFFE'],
  ['U+0000 (NUL)', '\u0000', 'U+0000'],
  ['a lone surrogate', '\ud800', 'U+D800'],
  ['U+0085 (C1 control)', '\u0085', 'U+0085'],
] as const;

/**
 * U+0000 and lone surrogates never reach a field's own rule: every request carrying one is refused
 * first, for the whole request (PostgreSQL could store neither).
 */
const ANTES_DE_TODO = new Set<string>(['U+0000', 'U+D800']);
const generico = (codigo: string) => `El texto contiene un carácter no permitido (${codigo})`;
const mensajeDe = (codigo: string, delCampo: string) =>
  ANTES_DE_TODO.has(codigo) ? generico(codigo) : delCampo;

let t: AppDePrueba;
let ana: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await usuarioConEmpresa(t, 'ana@andina.pe', { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' });
});
afterAll(() => t.cerrar());

type Respuesta = Awaited<ReturnType<AppDePrueba['gql']>>;

/** A refusal as the screens show it: BAD_USER_INPUT and the Spanish message, not a masked error. */
function esRechazo(r: Respuesta, mensaje: string | RegExp) {
  expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r.errors)).toBe('BAD_USER_INPUT');
  expect(r.errors?.[0]?.message).not.toBe('Unexpected error.');
  if (typeof mensaje === 'string') expect(r.errors?.[0]?.message).toContain(mensaje);
  else expect(r.errors?.[0]?.message).toMatch(mensaje);
}

const personas = () =>
  t.deps.db.select().from(schema.personas).where(eq(schema.personas.empresaId, ana.empresaId));

describe('clients and suppliers', () => {
  it.each(MALOS)('refuses %s in the name on create, writing nothing', async (_, c, codigo) => {
    const r = await t.gql(
      CREAR_PERSONA,
      { i: { ...CLIENTE, razon_social: `ACME${c} S.A.` } },
      { token: ana.token },
    );
    esRechazo(
      r,
      mensajeDe(codigo, `La razón social o el nombre contiene un carácter no permitido (${codigo})`),
    );
    expect(await personas()).toHaveLength(0);
  });

  it.each(['direccion', 'observacion', 'ubigeo', 'numero', 'email'])(
    'refuses U+0000 in %s (PostgreSQL cannot store it) before any rule of the field',
    async (campo) => {
      const r = await t.gql(CREAR_PERSONA, { i: { ...CLIENTE, [campo]: 'x\u0000y' } }, { token: ana.token });
      esRechazo(r, generico('U+0000'));
      expect(await personas()).toHaveLength(0);
    },
  );

  it('refuses the bad name on update and keeps the stored one', async () => {
    const creada = await t.gql<{ createPersona: { id: string } }>(
      CREAR_PERSONA,
      { i: CLIENTE },
      { token: ana.token },
    );
    const id = creada.data?.createPersona.id;
    for (const [, c, codigo] of MALOS) {
      const r = await t.gql(
        ACTUALIZAR_PERSONA,
        { id, i: { ...CLIENTE, razon_social: `NUEVO${c}NOMBRE` } },
        { token: ana.token },
      );
      esRechazo(r, `(${codigo})`);
    }
    const [p] = await personas();
    expect(p?.razonSocial).toBe('SUPERMERCADOS PERUANOS S.A.');
    await t.deps.db.delete(schema.personas).where(eq(schema.personas.empresaId, ana.empresaId));
  });

  it('refuses a line break in the name (SUNAT reads it as one line) and a 100,000-character name', async () => {
    esRechazo(
      await t.gql(CREAR_PERSONA, { i: { ...CLIENTE, razon_social: 'ACME\nS.A.' } }, { token: ana.token }),
      'La razón social o el nombre no admite saltos de línea',
    );
    esRechazo(
      await t.gql(
        CREAR_PERSONA,
        { i: { ...CLIENTE, razon_social: 'A'.repeat(100_000) } },
        { token: ana.token },
      ),
      'La razón social o el nombre admite hasta 250 caracteres',
    );
    expect(await personas()).toHaveLength(0);
  });

  it("takes the address up to SUNAT's 200 characters, not one more", async () => {
    esRechazo(
      await t.gql(CREAR_PERSONA, { i: { ...CLIENTE, direccion: 'D'.repeat(201) } }, { token: ana.token }),
      'La dirección admite hasta 200 caracteres',
    );
    const r = await t.gql(
      CREAR_PERSONA,
      { i: { ...CLIENTE, direccion: 'Ñ'.repeat(200) } },
      { token: ana.token },
    );
    expect(r.errors).toBeUndefined();
    await t.deps.db.delete(schema.personas).where(eq(schema.personas.empresaId, ana.empresaId));
  });

  it('names the row of a bulk load and writes none of it', async () => {
    const r = await t.gql(
      MASIVO,
      { f: [{ ...CLIENTE }, { ...CLIENTE, numero: '20131312955', razon_social: 'BETA\u000b S.A.' }] },
      { token: ana.token },
    );
    esRechazo(r, 'Fila 2: La razón social o el nombre contiene un carácter no permitido (U+000B)');
    expect(await personas()).toHaveLength(0);
  });

  it('keeps accents, ñ, º, € and emoji', async () => {
    const r = await t.gql<{ createPersona: { razon_social: string } }>(
      CREAR_PERSONA,
      { i: { ...CLIENTE, razon_social: 'Peña & Cía Nº 1 € 🎉' } },
      { token: ana.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.createPersona.razon_social).toBe('PEÑA & CÍA Nº 1 € 🎉');
    await t.deps.db.delete(schema.personas).where(eq(schema.personas.empresaId, ana.empresaId));
  });
});

const productos = () =>
  t.deps.db.select().from(schema.productos).where(eq(schema.productos.empresaId, ana.empresaId));

describe('products', () => {
  it.each(MALOS)('refuses %s in the description or the code, writing nothing', async (_, c, codigo) => {
    esRechazo(
      await t.gql(CREAR_PRODUCTO, { i: { ...ARROZ, descripcion: `Arroz${c} extra` } }, { token: ana.token }),
      mensajeDe(codigo, `La descripción contiene un carácter no permitido (${codigo})`),
    );
    esRechazo(
      await t.gql(CREAR_PRODUCTO, { i: { ...ARROZ, codigo: `A${c}1` } }, { token: ana.token }),
      mensajeDe(codigo, `El código contiene un carácter no permitido (${codigo})`),
    );
    expect(await productos()).toHaveLength(0);
  });

  it("takes the code up to SUNAT's 30 characters and the description up to 500", async () => {
    esRechazo(
      await t.gql(CREAR_PRODUCTO, { i: { ...ARROZ, codigo: 'C'.repeat(31) } }, { token: ana.token }),
      'El código admite hasta 30 caracteres',
    );
    esRechazo(
      await t.gql(
        CREAR_PRODUCTO,
        { i: { ...ARROZ, descripcion: 'd'.repeat(100_000) } },
        { token: ana.token },
      ),
      'La descripción admite hasta 500 caracteres',
    );
    expect(await productos()).toHaveLength(0);
    const r = await t.gql<{ createProducto: { id: string } }>(
      CREAR_PRODUCTO,
      { i: { ...ARROZ, codigo: 'C'.repeat(30), descripcion: 'é'.repeat(500) } },
      { token: ana.token },
    );
    expect(r.errors).toBeUndefined();
    const id = r.data?.createProducto.id;
    esRechazo(
      await t.gql(ACTUALIZAR_PRODUCTO, { id, i: { ...ARROZ, detalle: 'x\ud800' } }, { token: ana.token }),
      generico('U+D800'),
    );
    esRechazo(
      await t.gql(
        ACTUALIZAR_PRODUCTO,
        { id, i: { ...ARROZ, propiedades: [{ codigo: 'COLOR', valor: 'rojo\u0000' }] } },
        { token: ana.token },
      ),
      generico('U+0000'),
    );
    const [p] = await productos();
    expect(p?.codigo).toBe('C'.repeat(30));
  });

  it('refuses U+0000 in a category name', async () => {
    esRechazo(
      await t.gql(CREAR_CATEGORIA, { i: { codigo: 'BEB', nombre: 'Bebidas\u0000' } }, { token: ana.token }),
      generico('U+0000'),
    );
  });
});

describe('the company and its locals', () => {
  const empresa = async () =>
    (await t.deps.db.select().from(schema.empresas).where(eq(schema.empresas.id, ana.empresaId)))[0];

  it.each([
    ['razon_social', 'La razón social contiene'],
    ['nombre_comercial', 'El nombre comercial contiene'],
    ['direccion', 'La dirección contiene'],
    ['representante', 'El representante legal contiene'],
    ['ubigeo', 'El ubigeo contiene'],
  ])('refuses a forbidden character in %s and changes nothing', async (campo, mensaje) => {
    const antes = await empresa();
    for (const [, c, codigo] of MALOS) {
      const r = await t.gql(
        ACTUALIZAR_EMPRESA,
        { id: ana.empresaId, i: { ...EMPRESA, [campo]: `X${c}Y` } },
        { token: ana.token },
      );
      esRechazo(r, mensajeDe(codigo, mensaje));
    }
    expect(await empresa()).toEqual(antes);
  });

  it("takes the address up to SUNAT's 200 characters and refuses a line break in the name", async () => {
    esRechazo(
      await t.gql(
        ACTUALIZAR_EMPRESA,
        { id: ana.empresaId, i: { ...EMPRESA, direccion: 'D'.repeat(201) } },
        { token: ana.token },
      ),
      'La dirección admite hasta 200 caracteres',
    );
    esRechazo(
      await t.gql(
        ACTUALIZAR_EMPRESA,
        { id: ana.empresaId, i: { ...EMPRESA, razon_social: 'COMERCIAL\r\nANDINA' } },
        { token: ana.token },
      ),
      'La razón social no admite saltos de línea',
    );
  });

  it("refuses a local's address with a control character", async () => {
    const antes = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.empresaId, ana.empresaId));
    esRechazo(
      await t.gql(
        CREAR_LOCAL,
        { e: ana.empresaId, i: { ...LOCAL, direccion: 'Av. Larco\u0007 345' } },
        { token: ana.token },
      ),
      'La dirección del local contiene un carácter no permitido (U+0007)',
    );
    const despues = await t.deps.db
      .select()
      .from(schema.locales)
      .where(eq(schema.locales.empresaId, ana.empresaId));
    expect(despues).toHaveLength(antes.length);
  });
});
