import { schema } from '@kipu/db';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';

export const ROL_MOZO = '1990d988';
export const ROL_CAJERO = '129965aa';
export const ROL_COCINERO = 'fc7a149a';

/** A user of the restaurant's company and local with a room role, logged in. */
export type Personal = { id: string; token: string };

export type EscenarioPos = {
  t: AppDePrueba;
  /** The restaurant's owner (contador role: every POS permission); its company can emit. */
  ana: UsuarioConEmpresa;
  /** Another company: its ids are FORBIDDEN to the restaurant, and the other way round. */
  beto: UsuarioConEmpresa;
  mozo1: Personal;
  mozo2: Personal;
  cajero: Personal;
  cocinero: Personal;
};

async function personal(
  t: AppDePrueba,
  ana: UsuarioConEmpresa,
  email: string,
  rolId: string,
): Promise<Personal> {
  const u = await crearUsuario(t, email, 'Secreta1', { rolId });
  await t.deps.db
    .insert(schema.usuarioEmpresas)
    .values({
      usuarioId: u.id,
      empresaId: ana.empresaId,
      localId: ana.localId,
      activa: true,
      periodo: '2026-11',
    });
  const r = await t.gql<Login>(LOGIN, { email, password: 'Secreta1' });
  const token = r.data?.login?.authentication;
  if (!token) throw new Error(JSON.stringify(r.errors));
  return { id: u.id, token };
}

export async function crearEscenarioPos(): Promise<EscenarioPos> {
  const t = await crearAppDePrueba();
  const ana = await emisorDePrueba(t, 'ana@restaurante.pe');
  await t.deps.db.insert(schema.series).values({
    empresaId: ana.empresaId,
    localId: ana.localId,
    tipoComprobante: '99',
    serie: 'NV01',
  });
  const beto = await usuarioConEmpresa(t, 'beto@otro.pe', { ruc: '20131312955', razonSocial: 'OTRO S.A.C.' });
  return {
    t,
    ana,
    beto,
    mozo1: await personal(t, ana, 'mozo1@restaurante.pe', ROL_MOZO),
    mozo2: await personal(t, ana, 'mozo2@restaurante.pe', ROL_MOZO),
    cajero: await personal(t, ana, 'cajero@restaurante.pe', ROL_CAJERO),
    cocinero: await personal(t, ana, 'cocinero@restaurante.pe', ROL_COCINERO),
  };
}

/** Runs a document and throws its errors: for the steps a test builds on, not the ones it checks. */
export async function exigir<T>(
  t: AppDePrueba,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const r = await t.gql<T>(query, variables, { token });
  if (r.errors || !r.data) throw new Error(JSON.stringify(r.errors));
  return r.data;
}

/** The first error's message and code of an answer. */
export const errorDe = (r: { errors?: { message: string; extensions?: { code?: string } }[] }) => ({
  mensaje: r.errors?.[0]?.message,
  codigo: r.errors?.[0]?.extensions?.code,
});

/** A product of the company, written directly (products have their own tests). */
export async function producto(
  t: AppDePrueba,
  empresaId: string,
  codigo: string,
  precio: string,
  categoriaId: string | null = null,
) {
  const [p] = await t.deps.db
    .insert(schema.productos)
    .values({
      empresaId,
      codigo,
      descripcion: `PLATO ${codigo}`,
      categoriaId,
      valorUnitario: precio,
      precioUnitario: precio,
      tipoIgv: '10',
      stock: false,
      medidaId: 'NIU',
    })
    .returning();
  if (!p) throw new Error('producto no creado');
  return p;
}
