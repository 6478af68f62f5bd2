import { PERMISOS } from '@kipu/db';
import type { Contexto } from './contexto.ts';
import { prohibido } from './errores.ts';

/**
 * What each GraphQL operation requires, by name. Every root field declares one of these scopes (the
 * schema refuses to build otherwise, see `exigirAlcances`):
 * - `publico`: anyone, without a session (login, sign-up, the public complaints book);
 * - `sesion`: a live session and nothing of a company — the user's own data and reference tables;
 * - `permiso`: a menu permission of the user's role (one id, or a list of which any suffices), checked
 *   on the server on every call against the stored matrix — hiding a menu is never the only barrier;
 * - `roles`: platform roles (the top administrator's own screens).
 */

type IdPermiso = (typeof PERMISOS)[number]['id'];

/** The menu permission ids by what they guard. */
export const PERMISO = {
  correos: 'ADM001001',
  cronogramas: 'ADM001002',
  reclamos: 'ADM001003',
  usuariosPlataforma: 'ADM001004',
  rolesPlataforma: 'ADM001005',
  empresas: 'GEN001001',
  clientes: 'GEN001002',
  proveedores: 'GEN001003',
  pcge: 'GEN001004',
  tributos: 'GEN001005',
  centrosCosto: 'GEN001006',
  tiposAdjunto: 'GEN001007',
  responsables: 'GEN001008',
  equipo: 'GEN002001',
  cuentasFinancieras: 'CON001001',
  compras: 'CON002001',
  ventas: 'CON002002',
  cobros: 'CON002003',
  pagos: 'CON002004',
  asientosVarios: 'CON002005',
  cierre: 'CON003001',
  conciliacion: 'CON004001',
  kardex: 'CON005001',
  emision: 'FAC001001',
  categorias: 'FAC002001',
  productos: 'FAC002002',
  combos: 'FAC002003',
  categoriasPrecio: 'FAC002004',
  stockMinimo: 'FAC002005',
  maestrosGuia: 'FAC003001',
  guias: 'FAC003002',
  posConfiguracion: 'POS001001',
  pedidos: 'POS001002',
  cocina: 'POS001003',
  caja: 'POS001004',
  delivery: 'POS001005',
  posReportes: 'POS001006',
  planilla: 'PLA001001',
  importacion: 'UTI001001',
} as const satisfies Record<string, IdPermiso>;

export type Permiso = (typeof PERMISO)[keyof typeof PERMISO];

const P = PERMISO;
const delModulo = (prefijo: string): IdPermiso[] =>
  PERMISOS.map((p) => p.id).filter((id) => id.startsWith(prefijo) && id.length > 6);

/** Any accounting permission reads what was posted: books, registers, reports and statements. */
const CONTABILIDAD: readonly string[] = delModulo('CON');

export const ALCANCE = {
  publico: { publico: true },
  sesion: { sesion: true },
  /** The company's own settings: data, locals, series' creation, SUNAT and SIRE credentials. */
  empresa: { permiso: P.empresas },
  leerContabilidad: { permiso: CONTABILIDAD },
  /** The chart of accounts, read by every screen that picks an account. */
  leerPcge: { permiso: [P.pcge, P.productos, P.tributos, P.cuentasFinancieras, P.planilla, ...CONTABILIDAD] },
  leerCentrosCosto: { permiso: [P.centrosCosto, ...CONTABILIDAD] },
  leerTiposAdjunto: { permiso: [P.tiposAdjunto, ...CONTABILIDAD] },
  leerResponsables: { permiso: [P.responsables, ...CONTABILIDAD] },
  leerTributos: { permiso: [P.tributos, ...CONTABILIDAD] },
  leerCuentasFinancieras: { permiso: [P.posConfiguracion, P.caja, ...CONTABILIDAD] },
  /** Clients and suppliers: whoever keeps them and whoever issues or records a document with one. */
  leerPersonas: {
    permiso: [P.clientes, P.proveedores, P.emision, P.caja, P.delivery, P.importacion, ...CONTABILIDAD],
  },
  escribirPersonas: {
    permiso: [P.clientes, P.proveedores, P.emision, P.caja, P.compras, P.ventas, P.cobros, P.pagos],
  },
  mantenerPersonas: { permiso: [P.clientes, P.proveedores] },
  importarPersonas: { permiso: [P.clientes, P.proveedores, P.importacion] },
  /** DNI/RUC look-ups (a paid provider): the screens that register a person, a worker or a company. */
  consultarIdentidad: {
    permiso: [
      P.empresas,
      P.clientes,
      P.proveedores,
      P.emision,
      P.caja,
      P.delivery,
      P.planilla,
      P.compras,
      P.ventas,
    ],
  },
  /** The catalogue: who keeps it, who sells from it and who costs it. */
  leerProductos: {
    permiso: [
      P.categorias,
      P.productos,
      P.combos,
      P.categoriasPrecio,
      P.stockMinimo,
      P.emision,
      P.posConfiguracion,
      P.pedidos,
      P.caja,
      P.delivery,
      P.compras,
      P.kardex,
    ],
  },
  leerStock: { permiso: [P.productos, P.stockMinimo, ...CONTABILIDAD] },
  /** Emitted documents (list, PDF, XML, CDR): who emits them, who charges and who records sales. */
  leerComprobantes: { permiso: [P.emision, P.caja, P.ventas, P.cobros] },
  emision: { permiso: P.emision },
  leerSeries: { permiso: [P.empresas, P.emision, P.caja, P.ventas] },
  /** Sales summaries of the dashboards. */
  leerResumenVentas: { permiso: [P.emision, P.posReportes, ...CONTABILIDAD] },
  importacion: { permiso: P.importacion },
  /** The carriers, vehicles and drivers the guías de remisión name. */
  maestrosGuia: { permiso: P.maestrosGuia },
  /** Issuing the guías de remisión and reading them (list, XML). */
  guias: { permiso: P.guias },
  /** The company's people: invitations, grants, suspensions, removals and the access log. */
  equipo: { permiso: P.equipo },
  planilla: { permiso: P.planilla },
  sire: { permiso: [P.ventas, P.compras] },
  /** The room (zones, tables, boxes, kitchens, staff) as the point of sale's screens read it. */
  leerSala: { permiso: [P.posConfiguracion, P.pedidos, P.caja, P.cocina, P.delivery] },
  posConfiguracion: { permiso: P.posConfiguracion },
  leerPedidos: { permiso: [P.pedidos, P.caja, P.delivery] },
  cocina: { permiso: [P.cocina] },
  leerCaja: { permiso: [P.caja, P.posReportes] },
  leerDelivery: { permiso: [P.delivery, P.caja] },
} as const;

/** For a rule that depends on the arguments (the scope already let any of its permissions through). */
export async function exigirPermiso(ctx: Contexto, id: Permiso): Promise<void> {
  if (!(await ctx.permisos()).has(id)) throw prohibido();
}
