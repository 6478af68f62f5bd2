import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { modulos, permisos, roles, rolModulos, rolPermisos, rolPermisosRetirados } from '../schema/acceso.ts';
import { uits } from '../schema/empresas.ts';
import { marcas, tiposDocumento, ubigeos } from '../schema/referencia.ts';
import { sembrarCronogramas } from './cronogramas.ts';
import { leerReferencia } from './csv.ts';

/** Stable role codes the client relies on (spec 01 §6), with readable names. */
export const ROLES = [
  {
    id: 'ea7e35be',
    nombre: 'Administrador general',
    descripcion: 'Todas las empresas (también las de soporte), administración y multimedia',
  },
  { id: 'f4539214', nombre: 'Soporte', descripcion: 'Ve todas las empresas; tiene el módulo de aplicativos' },
  { id: 'fd2b32f2', nombre: 'Facturador', descripcion: 'Solo el módulo de facturación y su única empresa' },
  { id: '1990d988', nombre: 'Mozo', descripcion: 'Toma de pedidos; entra directo a facturación' },
  { id: '129965aa', nombre: 'Cajero', descripcion: 'Caja y cobro de pedidos; entra directo a facturación' },
  {
    id: '0f17e438',
    nombre: 'Vendedor',
    descripcion: 'Ventas en el punto de venta; entra directo a facturación',
  },
  { id: 'fc7a149a', nombre: 'Cocinero', descripcion: 'Pantalla de cocina' },
  {
    id: '203e6a2a',
    nombre: 'Vendedor de local',
    descripcion: 'Facturación con su empresa y local asignados',
  },
  {
    id: '11676146',
    nombre: 'Administrador de local',
    descripcion: 'Facturación con su empresa y local asignados',
  },
  { id: '04a0a9c2', nombre: 'Contador', descripcion: 'Módulos de sus permisos y empresas de su cartera' },
  { id: '470e28ec', nombre: 'Practicante', descripcion: 'Como el contador, durante un periodo de prueba' },
] as const;

export type RolId = (typeof ROLES)[number]['id'];

export const ROL = {
  administradorGeneral: 'ea7e35be',
  soporte: 'f4539214',
  facturador: 'fd2b32f2',
  contador: '04a0a9c2',
  practicante: '470e28ec',
} as const satisfies Record<string, RolId>;

export const MODULOS = [
  {
    id: 'contabilidad',
    codigo: 'CON',
    descripcion: 'Sistema Contable',
    detalle: 'PCGE, compras, ventas, libros y estados financieros',
    orden: 1,
  },
  {
    id: 'facturacion',
    codigo: 'FAC',
    descripcion: 'Facturación Electrónica',
    detalle: 'Facturas, boletas, notas, guías y punto de venta',
    orden: 2,
  },
  {
    id: 'planillas',
    codigo: 'PLA',
    descripcion: 'Planillas',
    detalle: 'Trabajadores, planilla mensual, beneficios y PLAME',
    orden: 3,
  },
  {
    id: 'aplicativos',
    codigo: 'APP',
    descripcion: 'Aplicativos',
    detalle: 'Consultas DNI y RUC, validez de comprobantes, detracciones',
    orden: 4,
  },
  {
    id: 'aula',
    codigo: 'AUL',
    descripcion: 'Aula Virtual',
    detalle: 'Cursos de contabilidad, facturación y planillas',
    orden: 5,
  },
  {
    id: 'webinars',
    codigo: 'WEB',
    descripcion: 'Webinars',
    detalle: 'Sesiones en vivo y grabadas',
    orden: 6,
  },
] as const;

export type ModuloId = (typeof MODULOS)[number]['id'];

const TODOS: ModuloId[] = MODULOS.map((m) => m.id);
const SOLO_FACTURACION: ModuloId[] = ['facturacion'];

/** Modules each role may enter; the finer permission matrix lives in rol_permisos. */
export const MODULOS_POR_ROL: Record<RolId, ModuloId[]> = {
  ea7e35be: TODOS,
  f4539214: TODOS,
  fd2b32f2: SOLO_FACTURACION,
  '1990d988': SOLO_FACTURACION,
  '129965aa': SOLO_FACTURACION,
  '0f17e438': SOLO_FACTURACION,
  fc7a149a: SOLO_FACTURACION,
  '203e6a2a': SOLO_FACTURACION,
  '11676146': SOLO_FACTURACION,
  '04a0a9c2': ['contabilidad', 'facturacion', 'planillas', 'aplicativos', 'aula', 'webinars'],
  '470e28ec': ['contabilidad', 'facturacion', 'planillas', 'aplicativos', 'aula', 'webinars'],
};

/**
 * Menu permissions that have screens today (hierarchical ids: a parent stays visible when a child is
 * allowed). Each business area adds its own as its screens arrive.
 */
export const PERMISOS = [
  { id: 'ADM001', moduloId: null, padreId: null, nombre: 'Administración' },
  { id: 'ADM001001', moduloId: null, padreId: 'ADM001', nombre: 'Bandeja de correos' },
  { id: 'ADM001002', moduloId: null, padreId: 'ADM001', nombre: 'Cronogramas tributarios' },
  { id: 'ADM001003', moduloId: null, padreId: 'ADM001', nombre: 'Libro de reclamaciones' },
  { id: 'ADM001004', moduloId: null, padreId: 'ADM001', nombre: 'Usuarios de la plataforma' },
  { id: 'ADM001005', moduloId: null, padreId: 'ADM001', nombre: 'Roles y permisos' },
  { id: 'GEN001', moduloId: null, padreId: null, nombre: 'Datos generales' },
  { id: 'GEN001001', moduloId: null, padreId: 'GEN001', nombre: 'Empresas' },
  { id: 'GEN001002', moduloId: null, padreId: 'GEN001', nombre: 'Clientes' },
  { id: 'GEN001003', moduloId: null, padreId: 'GEN001', nombre: 'Proveedores' },
  { id: 'GEN001004', moduloId: null, padreId: 'GEN001', nombre: 'Plan contable (PCGE)' },
  { id: 'GEN001005', moduloId: null, padreId: 'GEN001', nombre: 'Tributos' },
  { id: 'GEN001006', moduloId: null, padreId: 'GEN001', nombre: 'Centros de costo' },
  { id: 'GEN001007', moduloId: null, padreId: 'GEN001', nombre: 'Tipos de adjunto' },
  { id: 'GEN001008', moduloId: null, padreId: 'GEN001', nombre: 'Responsables' },
  { id: 'GEN002', moduloId: null, padreId: null, nombre: 'Equipo' },
  { id: 'GEN002001', moduloId: null, padreId: 'GEN002', nombre: 'Usuarios y accesos de la empresa' },
  { id: 'CON001', moduloId: 'contabilidad', padreId: null, nombre: 'Mantenimiento contable' },
  { id: 'CON001001', moduloId: 'contabilidad', padreId: 'CON001', nombre: 'Cuentas financieras' },
  { id: 'CON002', moduloId: 'contabilidad', padreId: null, nombre: 'Anotación de operaciones' },
  { id: 'CON002001', moduloId: 'contabilidad', padreId: 'CON002', nombre: 'Compras' },
  { id: 'CON002002', moduloId: 'contabilidad', padreId: 'CON002', nombre: 'Ventas' },
  { id: 'CON002003', moduloId: 'contabilidad', padreId: 'CON002', nombre: 'Cuentas por cobrar' },
  { id: 'CON002004', moduloId: 'contabilidad', padreId: 'CON002', nombre: 'Cuentas por pagar' },
  { id: 'CON002005', moduloId: 'contabilidad', padreId: 'CON002', nombre: 'Asientos varios' },
  { id: 'CON003', moduloId: 'contabilidad', padreId: null, nombre: 'Cierre contable' },
  { id: 'CON003001', moduloId: 'contabilidad', padreId: 'CON003', nombre: 'Cierre y apertura' },
  { id: 'CON004', moduloId: 'contabilidad', padreId: null, nombre: 'Tesorería' },
  { id: 'CON004001', moduloId: 'contabilidad', padreId: 'CON004', nombre: 'Conciliación bancaria' },
  { id: 'CON005', moduloId: 'contabilidad', padreId: null, nombre: 'Inventarios' },
  { id: 'CON005001', moduloId: 'contabilidad', padreId: 'CON005', nombre: 'Kardex y costo de ventas' },
  { id: 'FAC001', moduloId: 'facturacion', padreId: null, nombre: 'Facturación electrónica' },
  { id: 'FAC001001', moduloId: 'facturacion', padreId: 'FAC001', nombre: 'Emitir comprobantes' },
  { id: 'FAC002', moduloId: 'facturacion', padreId: null, nombre: 'Productos' },
  { id: 'FAC002001', moduloId: 'facturacion', padreId: 'FAC002', nombre: 'Categorías' },
  { id: 'FAC002002', moduloId: 'facturacion', padreId: 'FAC002', nombre: 'Productos' },
  { id: 'FAC002003', moduloId: 'facturacion', padreId: 'FAC002', nombre: 'Combos' },
  { id: 'FAC002004', moduloId: 'facturacion', padreId: 'FAC002', nombre: 'Categorías de precio' },
  { id: 'FAC002005', moduloId: 'facturacion', padreId: 'FAC002', nombre: 'Stock mínimo' },
  { id: 'FAC003', moduloId: 'facturacion', padreId: null, nombre: 'Guías de remisión' },
  {
    id: 'FAC003001',
    moduloId: 'facturacion',
    padreId: 'FAC003',
    nombre: 'Transportistas, vehículos y conductores',
  },
  { id: 'FAC003002', moduloId: 'facturacion', padreId: 'FAC003', nombre: 'Emitir guías de remisión' },
  { id: 'POS001', moduloId: 'facturacion', padreId: null, nombre: 'Punto de venta' },
  {
    id: 'POS001001',
    moduloId: 'facturacion',
    padreId: 'POS001',
    nombre: 'Zonas, mesas, cajas, cocinas y staff',
  },
  { id: 'POS001002', moduloId: 'facturacion', padreId: 'POS001', nombre: 'Toma de pedidos' },
  { id: 'POS001003', moduloId: 'facturacion', padreId: 'POS001', nombre: 'Pantalla de cocina' },
  { id: 'POS001004', moduloId: 'facturacion', padreId: 'POS001', nombre: 'Caja y cobro' },
  { id: 'POS001005', moduloId: 'facturacion', padreId: 'POS001', nombre: 'Delivery' },
  { id: 'POS001006', moduloId: 'facturacion', padreId: 'POS001', nombre: 'Reportes del punto de venta' },
  { id: 'PLA001', moduloId: 'planillas', padreId: null, nombre: 'Planillas' },
  { id: 'PLA001001', moduloId: 'planillas', padreId: 'PLA001', nombre: 'Trabajadores y planilla mensual' },
  { id: 'UTI001', moduloId: null, padreId: null, nombre: 'Utilitarios' },
  { id: 'UTI001001', moduloId: null, padreId: 'UTI001', nombre: 'Importación masiva' },
] as const;

type IdPermiso = (typeof PERMISOS)[number]['id'];
const prefijo = (...inicios: string[]): IdPermiso[] =>
  PERMISOS.map((p) => p.id).filter((id) => inicios.some((i) => id.startsWith(i)));
const conOtrosLocales = (ids: IdPermiso[], otherlocal = true) => ids.map((id) => ({ id, otherlocal }));

// Those who keep a company's books keep all its master data, note its operations and run its payroll;
// invoicing staff keep clients and products.
const maestros = conOtrosLocales(
  prefijo(
    'GEN001',
    'CON001',
    'CON002',
    'CON003',
    'CON004',
    'CON005',
    'FAC001',
    'FAC002',
    'FAC003',
    'PLA001',
    'POS001',
    'UTI001',
  ),
);
// Who runs a company adds its people: invitations, roles, suspensions.
const equipo = conOtrosLocales(prefijo('GEN002'));
const facturacion = conOtrosLocales(
  ['GEN001', 'GEN001002', ...prefijo('FAC001', 'FAC002', 'FAC003', 'POS001', 'UTI001')],
  false,
);
// Sellers and cashiers emit the documents of their sales, nothing else; the room's staff take orders,
// cook, charge and deliver (POS001001, the room's setup, stays with who runs the local).
const ventas = conOtrosLocales(prefijo('FAC001'), false);
const pos = (...ids: IdPermiso[]) => conOtrosLocales(['POS001', ...ids], false);

const PERMISOS_POR_ROL: Partial<Record<RolId, { id: string; otherlocal: boolean }[]>> = {
  ea7e35be: PERMISOS.map((p) => ({ id: p.id, otherlocal: true })),
  f4539214: [...maestros, ...equipo],
  '04a0a9c2': [...maestros, ...equipo],
  // A trainee works in the books but does not decide who else does.
  '470e28ec': maestros,
  // The invoicing-only user runs its single company: its data, certificate, SOL user, series and staff.
  fd2b32f2: [...facturacion, ...conOtrosLocales(['GEN001001', 'GEN002', 'GEN002001'], false)],
  '11676146': facturacion,
  '0f17e438': [...ventas, ...pos('POS001002', 'POS001004')],
  '203e6a2a': ventas,
  '129965aa': [...ventas, ...pos('POS001002', 'POS001004', 'POS001005', 'POS001006')],
  '1990d988': pos('POS001002'),
  fc7a149a: pos('POS001003'),
};

/** The default brand, and the business behind it (RUC 20612345679: valid modulo-11 check digit). */
const MARCA_POR_DEFECTO = {
  nombre: 'Kipu',
  logo: '/brand/logo.svg',
  favicon: '/brand/favicon.svg',
  slider: [],
  ruc: '20612345679',
  razonSocial: 'KIPU SOFTWARE S.A.C.',
  direccion: 'AV. AREQUIPA 1234, LINCE, LIMA',
};

/** UIT by year, peru-facts §1 (sources there). */
const UIT_POR_ANIO = [
  ['2019', '4200.00', 'prensa (DS no confirmado)'],
  ['2020', '4300.00', 'prensa (DS no confirmado)'],
  ['2021', '4400.00', 'DS 392-2020-EF'],
  ['2022', '4600.00', 'prensa (DS no confirmado)'],
  ['2023', '4950.00', 'DS 309-2022-EF'],
  ['2024', '5150.00', 'DS 309-2023-EF'],
  ['2025', '5350.00', 'DS 260-2024-EF'],
  ['2026', '5500.00', 'DS 301-2025-EF'],
] as const;

const LOTE = 500;

async function insertarPorLotes<T>(filas: T[], insertar: (lote: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < filas.length; i += LOTE) await insertar(filas.slice(i, i + LOTE));
}

/** Idempotent: reference rows are upserted on every start, so an updated table reaches old databases. */
export async function sembrarReferencia(db: Db): Promise<void> {
  await db
    .insert(roles)
    .values(ROLES.map((r) => ({ ...r })))
    .onConflictDoUpdate({
      target: roles.id,
      set: { nombre: sql`excluded.nombre`, descripcion: sql`excluded.descripcion` },
    });
  await db
    .insert(modulos)
    .values(MODULOS.map((m) => ({ ...m })))
    .onConflictDoUpdate({
      target: modulos.id,
      set: {
        codigo: sql`excluded.codigo`,
        descripcion: sql`excluded.descripcion`,
        detalle: sql`excluded.detalle`,
        orden: sql`excluded.orden`,
      },
    });
  const pares = Object.entries(MODULOS_POR_ROL).flatMap(([rolId, ids]) =>
    ids.map((moduloId) => ({ rolId, moduloId })),
  );
  await db.insert(rolModulos).values(pares).onConflictDoNothing();

  await db
    .insert(permisos)
    .values(PERMISOS.map((p) => ({ ...p })))
    .onConflictDoUpdate({
      target: permisos.id,
      set: { nombre: sql`excluded.nombre`, padreId: sql`excluded.padre_id` },
    });
  // What an administrator took away on the matrix screen stays away; everything else is (re)added.
  const retirados = new Set(
    (await db.select().from(rolPermisosRetirados)).map((r) => `${r.rolId}:${r.permisoId}`),
  );
  const asignados = Object.entries(PERMISOS_POR_ROL)
    .flatMap(([rolId, lista]) =>
      (lista ?? []).map((p) => ({ rolId, permisoId: p.id, otherlocal: p.otherlocal })),
    )
    .filter((a) => !retirados.has(`${a.rolId}:${a.permisoId}`));
  if (asignados.length) await db.insert(rolPermisos).values(asignados).onConflictDoNothing();

  const documentos = leerReferencia('sunat-catalogos/cat06-documentos-identidad.csv');
  await db
    .insert(tiposDocumento)
    .values(documentos.map((d) => ({ codigo: d.codigo ?? '', nombre: d.descripcion ?? '' })))
    .onConflictDoUpdate({ target: tiposDocumento.codigo, set: { nombre: sql`excluded.nombre` } });

  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(ubigeos);
  if (n === 0) {
    const filas = leerReferencia('ubigeo-inei.csv').map((u) => ({
      codigo: u.ubigeo ?? '',
      departamento: u.departamento ?? '',
      provincia: u.provincia ?? '',
      distrito: u.distrito ?? '',
      codigoReniec: u.ubigeo_reniec || null,
    }));
    await insertarPorLotes(filas, (lote) => db.insert(ubigeos).values(lote).onConflictDoNothing());
  }

  await db
    .insert(uits)
    .values(UIT_POR_ANIO.map(([anio, valor, fuente]) => ({ anio, valor, fuente })))
    .onConflictDoNothing();

  await sembrarCronogramas(db);

  const [marca] = await db.select({ id: marcas.id }).from(marcas).where(eq(marcas.porDefecto, true)).limit(1);
  if (!marca) await db.insert(marcas).values({ ...MARCA_POR_DEFECTO, porDefecto: true });
  // The supplier named on complaint sheets: an administrator replaces it with the operator's data.
  await db
    .update(marcas)
    .set({
      ruc: MARCA_POR_DEFECTO.ruc,
      razonSocial: MARCA_POR_DEFECTO.razonSocial,
      direccion: MARCA_POR_DEFECTO.direccion,
    })
    .where(and(eq(marcas.porDefecto, true), isNull(marcas.ruc)));
}
