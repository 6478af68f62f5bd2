import { schema } from '@kipu/db';
import { and, eq } from 'drizzle-orm';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { LOGIN, type Login } from '../helpers/operaciones.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearUsuario } from '../helpers/usuarios-de-prueba.ts';
import { ABRIR, ABRIR_CAJA, AGREGAR, CREAR_CAJA_ID, type Pedido } from './consultas-pos.ts';

export const ROL_MOZO = '1990d988';
export const ROL_CAJERO = '129965aa';
export const ROL_VENDEDOR = '0f17e438';
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
  /** The restaurant's 101 Caja (its chart is copied): the account its cash boxes collect in. */
  cuentaCaja: string;
};

/** Logs in a new user of the restaurant's company and local with the given role. */
export async function personal(
  t: AppDePrueba,
  ana: UsuarioConEmpresa,
  email: string,
  rolId: string,
): Promise<Personal> {
  const u = await crearUsuario(t, email, 'Secreta1', { rolId });
  await t.deps.db.insert(schema.usuarioEmpresas).values({
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
  await copiarPcge(t.deps.db, ana.empresaId);
  return {
    t,
    ana,
    beto,
    cuentaCaja: await cuentaContable(t, ana.empresaId, '101'),
    mozo1: await personal(t, ana, 'mozo1@restaurante.pe', ROL_MOZO),
    mozo2: await personal(t, ana, 'mozo2@restaurante.pe', ROL_MOZO),
    cajero: await personal(t, ana, 'cajero@restaurante.pe', ROL_CAJERO),
    cocinero: await personal(t, ana, 'cocinero@restaurante.pe', ROL_COCINERO),
  };
}

/** The id of an account of a company's chart, by its code. */
export async function cuentaContable(t: AppDePrueba, empresaId: string, codigo: string): Promise<string> {
  const [c] = await t.deps.db
    .select({ id: schema.pcgeCuentas.id })
    .from(schema.pcgeCuentas)
    .where(and(eq(schema.pcgeCuentas.empresaId, empresaId), eq(schema.pcgeCuentas.codigo, codigo)));
  if (!c) throw new Error(`La cuenta ${codigo} no está en el plan`);
  return c.id;
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

/** The restaurant's room: one zone with three tables, a hot kitchen (dishes) and a bar (chicha). */
export type Sala = {
  zonaId: string;
  mesas: [string, string, string];
  caliente: string;
  bar: string;
  productos: { lomo: string; ceviche: string; chicha: string; agua: string; menu: string };
};

const Q_ZONA = 'mutation($i: PosZonaInput!) { createZona(input: $i) { id } }';
const Q_MESA = 'mutation($i: PosMesaInput!) { createMesa(input: $i) { id } }';
const Q_COCINA = 'mutation($i: PosCocinaInput!) { createCocina(input: $i) { id } }';
const Q_RUTA = 'mutation($i: PosRutaCocinaInput!) { asignarRutaCocina(input: $i) { id } }';

/** Sets the room up through the API, as the owner would; products and the combo are written directly. */
export async function montarSala(e: EscenarioPos): Promise<Sala> {
  const { t, ana } = e;
  const q = <T>(query: string, variables: Record<string, unknown>) =>
    exigir<T>(t, ana.token, query, variables);
  const zonaId = (
    await q<{ createZona: { id: string } }>(Q_ZONA, { i: { codigo: 'SAL', descripcion: 'Salón' } })
  ).createZona.id;
  const mesa = async (codigo: string) =>
    (await q<{ createMesa: { id: string } }>(Q_MESA, { i: { zona_id: zonaId, codigo } })).createMesa.id;
  const mesas: [string, string, string] = [await mesa('M1'), await mesa('M2'), await mesa('M3')];
  const cocina = async (codigo: string, nombre: string) =>
    (await q<{ createCocina: { id: string } }>(Q_COCINA, { i: { codigo, nombre } })).createCocina.id;
  const caliente = await cocina('CAL', 'Cocina caliente');
  const bar = await cocina('BAR', 'Barra');
  const [platos] = await t.deps.db
    .insert(schema.categorias)
    .values({ empresaId: ana.empresaId, codigo: 'PLATOS', nombre: 'PLATOS' })
    .returning();
  const lomo = await producto(t, ana.empresaId, 'LOMO', '32.50', platos?.id);
  const ceviche = await producto(t, ana.empresaId, 'CEVICHE', '28.00', platos?.id);
  const chicha = await producto(t, ana.empresaId, 'CHICHA', '8.00');
  const agua = await producto(t, ana.empresaId, 'AGUA', '3.50');
  const menu = await producto(t, ana.empresaId, 'MENU', '35.00', platos?.id);
  await t.deps.db.update(schema.productos).set({ esCombo: true }).where(eq(schema.productos.id, menu.id));
  await t.deps.db.insert(schema.comboComponentes).values([
    { comboId: menu.id, productoId: lomo.id, cantidad: '1' },
    { comboId: menu.id, productoId: chicha.id, cantidad: '1' },
  ]);
  await q(Q_RUTA, { i: { cocina_id: caliente, categoria_id: platos?.id } });
  await q(Q_RUTA, { i: { cocina_id: bar, producto_id: chicha.id } });
  return {
    zonaId,
    mesas,
    caliente,
    bar,
    productos: { lomo: lomo.id, ceviche: ceviche.id, chicha: chicha.id, agua: agua.id, menu: menu.id },
  };
}

/** An order with the given lines taken by the first waiter: at the table, or take-away without one. */
export async function pedidoCon(
  e: EscenarioPos,
  mesa: string | undefined,
  lineas: [string, string][],
): Promise<Pedido> {
  const { abrirPedido } = await exigir<{ abrirPedido: Pedido }>(e.t, e.mozo1.token, ABRIR, { m: mesa });
  const l = lineas.map(([producto_id, cantidad]) => ({ producto_id, cantidad }));
  return (
    await exigir<{ agregarLineasPedido: Pedido }>(e.t, e.mozo1.token, AGREGAR, { p: abrirPedido.id, l })
  ).agregarLineasPedido;
}

/** A new cash box of the zone (set up by the owner) with the cashier's session open on it. */
export async function cajaConSesion(e: EscenarioPos, zonaId: string, codigo = 'C1', saldo = '0') {
  const cajaId = (
    await exigir<{ createCaja: { id: string } }>(e.t, e.ana.token, CREAR_CAJA_ID, {
      i: { zona_id: zonaId, codigo, descripcion: `Caja ${codigo}`, cuenta_contable_id: e.cuentaCaja },
    })
  ).createCaja.id;
  const sesionId = (
    await exigir<{ abrirCaja: { id: string } }>(e.t, e.cajero.token, ABRIR_CAJA, { c: cajaId, s: saldo })
  ).abrirCaja.id;
  return { cajaId, sesionId };
}

/** The last number a series of the restaurant took. */
export async function ultimoNumero(e: EscenarioPos, serie: string) {
  const [s] = await e.t.deps.db
    .select({ ultimo: schema.series.ultimo })
    .from(schema.series)
    .where(and(eq(schema.series.empresaId, e.ana.empresaId), eq(schema.series.serie, serie)));
  return s?.ultimo;
}
