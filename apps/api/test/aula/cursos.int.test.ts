import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const CAMPOS = 'id modulo titulo descripcion enlace orden activo';
const CREAR = `mutation($i: CursoInput!) { createCurso(input: $i) { ${CAMPOS} } }`;
const ACTUALIZAR = `mutation($id: String!, $i: CursoInput!) { updateCurso(id: $id, input: $i) { ${CAMPOS} } }`;
const OCULTAR = 'mutation($id: String!) { deleteCurso(id: $id) { activo } }';
const MOSTRAR = 'mutation($id: String!) { activateCurso(id: $id) { activo } }';
const AULA = `query($m: String!, $b: String) { cursoModulo_id(modulo: $m, buscar: $b) { ${CAMPOS} } }`;
const ADMIN = `query($m: String!, $e: Boolean) { cursos(modulo: $m, eliminados: $e) { titulo } }`;

type Curso = {
  id: string;
  titulo: string;
  descripcion: string;
  enlace: string;
  orden: number;
  activo: boolean;
};

let t: AppDePrueba;
let admin: UsuarioConEmpresa;
let contador: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  admin = await usuarioConEmpresa(
    t,
    'admin@kipu.test',
    { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' },
    'ea7e35be',
  );
  contador = await usuarioConEmpresa(t, 'ana@estudio.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' });
});
afterAll(() => t.cerrar());

const crear = async (i: object, token = admin.token) =>
  t.gql<{ createCurso: Curso }>(CREAR, { i }, { token });
const aula = async (m: string, b?: string) =>
  (await t.gql<{ cursoModulo_id: Curso[] }>(AULA, { m, b }, { token: contador.token })).data
    ?.cursoModulo_id ?? [];

describe('virtual classroom courses', () => {
  it('lets the administrator publish courses that every user sees in their tab, in order', async () => {
    const r1 = await crear({
      modulo: 'contable',
      titulo: ' Registro de compras ',
      enlace: '/contable/compras',
      orden: 2,
      descripcion:
        '<p>Cómo <strong>anotar</strong> una compra<script>alert(1)</script></p><a href="javascript:x()">mal</a><a href="https://kipu.pe/ayuda" onclick="x()">ayuda</a>',
    });
    expect(r1.errors).toBeUndefined();
    expect(r1.data?.createCurso).toMatchObject({ titulo: 'Registro de compras', activo: true });
    // The editor's HTML keeps its formatting; scripts, handlers and non-https links are gone.
    expect(r1.data?.createCurso.descripcion).toBe(
      '<p>Cómo <strong>anotar</strong> una compra</p><a target="_blank" rel="noopener noreferrer">mal</a><a href="https://kipu.pe/ayuda" target="_blank" rel="noopener noreferrer">ayuda</a>',
    );
    await crear({
      modulo: 'contable',
      titulo: 'Plan contable',
      enlace: 'https://www.youtube.com/watch?v=pcge',
      orden: 1,
    });
    await crear({ modulo: 'facturacion', titulo: 'Emitir una factura', enlace: '/fac/facturador', orden: 1 });

    expect((await aula('contable')).map((c) => c.titulo)).toEqual(['Plan contable', 'Registro de compras']);
    expect((await aula('contable', 'compras')).map((c) => c.titulo)).toEqual(['Registro de compras']);
    expect((await aula('facturacion')).map((c) => c.enlace)).toEqual(['/fac/facturador']);
    expect(await aula('webinars')).toEqual([]);
  });

  it('edits, hides and shows a course again', async () => {
    const [curso] = await aula('facturacion');
    const r = await t.gql<{ updateCurso: Curso }>(
      ACTUALIZAR,
      {
        id: curso?.id,
        i: {
          modulo: 'facturacion',
          titulo: 'Emitir facturas y boletas',
          enlace: '/fac/facturador',
          orden: 3,
        },
      },
      { token: admin.token },
    );
    expect(r.data?.updateCurso).toMatchObject({ titulo: 'Emitir facturas y boletas', orden: 3 });
    await t.gql(OCULTAR, { id: curso?.id }, { token: admin.token });
    expect(await aula('facturacion')).toEqual([]);
    const ocultos = await t.gql<{ cursos: { titulo: string }[] }>(
      ADMIN,
      { m: 'facturacion', e: true },
      { token: admin.token },
    );
    expect(ocultos.data?.cursos).toEqual([{ titulo: 'Emitir facturas y boletas' }]);
    await t.gql(MOSTRAR, { id: curso?.id }, { token: admin.token });
    expect(await aula('facturacion')).toHaveLength(1);
  });

  it('refuses a bad course in Spanish, writing nothing', async () => {
    const r = await crear({ modulo: 'ventas', titulo: '', enlace: 'javascript:alert(1)', orden: 0 });
    expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(r.errors?.[0]?.message).toBe(
      'Elija la pestaña del curso: contable, facturación, planillas, aplicativos o webinars; Escriba el título del curso; El enlace debe ser una dirección https:// o una ruta del sistema que empiece con /',
    );
    const otra = await t.gql(OCULTAR, { id: 'no-es-un-id' }, { token: admin.token });
    expect(otra.errors?.[0]?.message).toBe('El curso no existe');
    expect((await aula('contable')).length).toBe(2);
  });

  it('keeps publishing to the administrator: others get FORBIDDEN', async () => {
    const r = await crear(
      { modulo: 'contable', titulo: 'Intruso', enlace: '/home', orden: 0 },
      contador.token,
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const lista = await t.gql(ADMIN, { m: 'contable' }, { token: contador.token });
    expect(lista.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const sinSesion = await t.gql(AULA, { m: 'contable' });
    expect(sinSesion.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
