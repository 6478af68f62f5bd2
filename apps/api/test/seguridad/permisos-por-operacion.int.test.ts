import { PERMISOS, ROLES, schema as tablas } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { buildSchema, type GraphQLObjectType, printSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CampoRaiz, camposRaiz, camposSinAlcance } from '../../src/alcances-declarados.ts';
import { permisosDelRol } from '../../src/modules/auth/autorizacion.ts';
import { schema } from '../../src/schema.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { operacionMinima } from '../helpers/operacion-minima.ts';
import { pngFirma } from '../helpers/png.ts';
import { subirImagen } from '../helpers/subir-imagen.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

// The schema as the client sees it (printed), walked field by field against what each field declared.
const impreso = buildSchema(printSchema(schema));
const declarados = new Map(camposRaiz(schema).map((c) => [`${c.tipo}.${c.nombre}`, c]));
const raices = (['Query', 'Mutation'] as const).flatMap((tipo) =>
  Object.values((impreso.getType(tipo) as GraphQLObjectType).getFields()).map((campo) => ({
    tipo,
    campo,
    declarado: declarados.get(`${tipo}.${campo.name}`),
  })),
);

const idsDe = (c: CampoRaiz | undefined): string[] => {
  const p = c?.alcances?.permiso;
  return p === undefined ? [] : typeof p === 'string' ? [p] : [...p];
};

describe('every operation declares what it requires', () => {
  it('no root field of the printed schema is without a scope', () => {
    expect(camposSinAlcance(schema)).toEqual([]);
    const sinDeclarar = raices.filter((r) => !r.declarado?.alcances).map((r) => r.campo.name);
    expect(sinDeclarar).toEqual([]);
    expect(raices.length).toBeGreaterThan(300);
  });

  it('every permission a scope names is one of the seeded menu permissions', () => {
    const sembrados = new Set<string>(PERMISOS.map((p) => p.id));
    const desconocidos = [...declarados.values()].flatMap(idsDe).filter((id) => !sembrados.has(id));
    expect(desconocidos).toEqual([]);
  });

  it('only sign-in, sign-up and the public complaints book are open without a session', () => {
    const publicos = [...declarados.values()]
      .filter((c) => c.alcances?.publico)
      .map((c) => c.nombre)
      .sort();
    expect(publicos).toEqual(
      [
        'configuracionPublica',
        'createPdfReclamation',
        'createReclamation',
        'createUser',
        'documentoslist',
        'emailConfirmation',
        'filterReclamation',
        'getGmail',
        'login',
        'passwordReset',
        'refresh',
        'reset',
        'searchReclamation',
        'sendVerific',
        'ubigeoByParam',
        'verify',
        'verifyemail',
        // an invitation's link: what it offers, and the account it creates
        'invitacion',
        'registrarConInvitacion',
        // my profile: the e-mail change link, opened at the new address (the signed link is the proof)
        'confirmarCambioEmail',
      ].sort(),
    );
  });

  it('only the user’s own data and reference tables need nothing but a session', () => {
    const deSesion = [...declarados.values()]
      .filter((c) => c.alcances?.sesion)
      .map((c) => c.nombre)
      .sort();
    expect(deSesion).toEqual(
      [
        // the user and the session: who am I, my companies, my choice of company, module and theme
        'me',
        'modulos',
        'logout',
        'empresa',
        'empresasUsuario',
        'getPermission',
        'seleccionarEmpresa',
        'preferencias',
        'guardarPreferencias',
        'notificaciones',
        'notificacionesNoLeidas',
        'marcarNotificacionLeida',
        'notificacionNueva',
        // reference tables: SUNAT's calendar and catalogues, holidays, the classroom's courses
        'calendarioTributario',
        'feriados',
        'tablasParametricas',
        'parametricaByParam',
        'parametricosbytabla',
        'cursoModulo_id',
        // SUNAT's published exchange rate of a day
        'tipoCambio',
        // my profile: the user's own names, picture, password and e-mail
        'miPerfil',
        'actualizarMiPerfil',
        'cambiarMiAvatar',
        'cambiarMiPassword',
        'solicitarCambioEmail',
        // accepting an invitation sent to one's own address
        'aceptarInvitacion',
      ].sort(),
    );
  });
});

let t: AppDePrueba;
beforeAll(async () => {
  t = await crearAppDePrueba();
});
afterAll(() => t.cerrar());

type Respuesta = { status: number; errors?: { extensions?: { code?: string } }[] };
const codigo = (r: Respuesta) => r.errors?.[0]?.extensions?.code;

describe('the server refuses every operation outside the role’s permissions', () => {
  it('without a session, every operation but the public ones answers UNAUTHENTICATED', async () => {
    const abiertas: string[] = [];
    for (const { tipo, campo, declarado } of raices) {
      if (declarado?.alcances?.publico) continue;
      const r = await t.gql(operacionMinima(tipo === 'Query' ? 'query' : 'mutation', campo));
      if (codigo(r) !== 'UNAUTHENTICATED') abiertas.push(`${campo.name}: ${codigo(r) ?? r.status}`);
    }
    expect(abiertas).toEqual([]);
  });

  // Each seeded role logs in to a company of its own and calls every operation it does not hold.
  for (const [i, rol] of ROLES.entries()) {
    it(`${rol.nombre} (${rol.id}) gets FORBIDDEN outside its permissions`, async () => {
      const ruc = `2060000${String(i).padStart(3, '0')}1`;
      const u = await usuarioConEmpresa(
        t,
        `rol-${rol.id}@kipu.pe`,
        { ruc, razonSocial: `EMPRESA ${i}` },
        rol.id,
      );
      const delRol = await permisosDelRol(t.deps.db, rol.id);
      const negadas = raices.filter(({ declarado }) => {
        const a = declarado?.alcances;
        if (a?.roles) return !a.roles.includes(rol.id);
        if (a?.permiso) return !idsDe(declarado).some((id) => delRol.has(id));
        return false;
      });
      const abiertas: string[] = [];
      for (const { tipo, campo } of negadas) {
        const r = await t.gql(
          operacionMinima(tipo === 'Query' ? 'query' : 'mutation', campo),
          {},
          { token: u.token },
        );
        if (codigo(r) !== 'FORBIDDEN') abiertas.push(`${campo.name}: ${codigo(r) ?? r.status}`);
      }
      expect(abiertas).toEqual([]);
      // The walk means something only where the role is limited: a waiter is refused most of the schema.
      if (rol.id === '1990d988') expect(negadas.length).toBeGreaterThan(300);
    });
  }
});

describe('the waiter of the attack report', () => {
  it('cannot touch the company, its credentials, series, clients or locals, nor read payroll or the books', async () => {
    const mozo = await usuarioConEmpresa(
      t,
      'mozo-ataque@kipu.pe',
      { ruc: '20600000991', razonSocial: 'RESTAURANTE EL ATAQUE' },
      '1990d988',
    );
    const ataques = [
      `mutation { updateEmpresa(id: "${mozo.empresaId}", input: { ruc: "20600000991", razon_social: "ROBADA", nombre_comercial: "X", direccion: "X", ubigeo: "150101", estado: "ACTIVO", condicion: "HABIDO", email: "a@b.pe", telefono: "999999999", documento_id: "1", dni: "12345678", representante: "X" }) { id } }`,
      `mutation { deleteEmpresa(id: "${mozo.empresaId}") { id } }`,
      `mutation { deleteLocal(id: "${mozo.localId}") { id } }`,
      `mutation { guardarCredencialesSol(empresa_id: "${mozo.empresaId}", usuario_sol: "MODDATOS", password_sol: "moddatos") { usuario_sol } }`,
      `mutation { createSerie(input: { local_id: "${mozo.localId}", tipo_comprobante: "01", serie: "F999" }) { id } }`,
      'mutation { deletePersona(id: "00000000-0000-4000-8000-000000000000") { id } }',
      'query { listTrabajadores { __typename } }',
      'query { operacionesByLibro(periodo: "2026-11") { __typename } }',
      'query { balanceComprobacion(periodo_desde: "2026-11", periodo_hasta: "2026-11") { __typename } }',
    ];
    const esquema = (q: string) => q.match(/^(query|mutation) \{ (\w+)/)?.[2] ?? '';
    const respuestas: string[] = [];
    for (const q of ataques) {
      const r = await t.gql(q, {}, { token: mozo.token });
      respuestas.push(`${esquema(q)}: ${codigo(r) ?? r.status}`);
    }
    expect(respuestas).toEqual(ataques.map((q) => `${esquema(q)}: FORBIDDEN`));
    const [empresa] = await t.deps.db
      .select()
      .from(tablas.empresas)
      .where(eq(tablas.empresas.id, mozo.empresaId));
    expect(empresa?.razonSocial).toBe('RESTAURANTE EL ATAQUE');
    expect(empresa?.deletedAt).toBeNull();
  });
});

describe('uploads follow the screen that uses the picture', () => {
  it('a waiter may not store a company logo or a product picture, but may its own avatar', async () => {
    const mozo = await usuarioConEmpresa(
      t,
      'mozo-subidas@kipu.pe',
      { ruc: '20600000961', razonSocial: 'RESTAURANTE SUBIDAS' },
      '1990d988',
    );
    const conta = await usuarioConEmpresa(t, 'conta-subidas@kipu.pe', {
      ruc: '20600000971',
      razonSocial: 'ESTUDIO SUBIDAS',
    });
    const estados = async (token: string) =>
      Promise.all(
        ['logo', 'producto', 'avatar'].map(
          async (tipo) => (await subirImagen(t, pngFirma(4, 4), { tipo, token })).statusCode,
        ),
      );
    expect(await estados(mozo.token)).toEqual([403, 403, 200]);
    expect(await estados(conta.token)).toEqual([200, 200, 200]);
    expect((await subirImagen(t, pngFirma(4, 4), { tipo: 'logo' })).statusCode).toBe(401);
  });
});
