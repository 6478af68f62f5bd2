import type { InputObjectRef, ObjectRef } from '@pothos/core';
import { builder } from '../../builder.ts';
import type { Contexto } from '../../shared/contexto.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { ALCANCE, PERMISO } from '../../shared/permisos.ts';
import type { SesionActiva } from '../auth/sesion-activa.ts';
import { type Caja, type CajaEntrada, cajas, listarCajas } from './configuracion/cajas.ts';
import { type Cocina, type CocinaEntrada, cocinas, listarCocinas } from './configuracion/cocinas.ts';
import { type CuentaCajaOpcion, cuentasParaCaja } from './configuracion/cuenta-de-caja.ts';
import { type Mesa, type MesaEntrada, mesas, mesasDeZona, moverMesas } from './configuracion/mesas.ts';
import {
  asignarRutaCocina,
  listarRutasCocina,
  quitarRutaCocina,
  type RutaCocina,
} from './configuracion/rutas-cocina.ts';
import { conUsuario, listarStaff, type StaffEntrada, type StaffVista, staff } from './configuracion/staff.ts';
import {
  listarUsuariosEmpresa,
  repartidoresDeLocal,
  type UsuarioEmpresa,
  usuariosDeLocal,
} from './configuracion/usuarios-empresa.ts';
import { listarZonas, type Zona, type ZonaEntrada, zonas } from './configuracion/zonas.ts';

/** Setup of the room (POS001001): zones, tables and their map, cash boxes, kitchens, routes, staff. */
const CONFIGURACION = { permiso: PERMISO.posConfiguracion };
/** Who may pick a user: the setup (staff) or delivery (couriers); the map's scopes are any-of. */
const ELEGIR_USUARIO = { permiso: [PERMISO.posConfiguracion, PERMISO.delivery] };
/** Who assigns a courier: the setup, delivery and the cash box. */
const ELEGIR_REPARTIDOR = { permiso: [PERMISO.posConfiguracion, PERMISO.delivery, PERMISO.caja] };

const fecha = (d: Date | null) => d?.toISOString() ?? null;

export const ZonaRef = builder.objectRef<Zona>('PosZona').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('localId'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    control_mesa: t.exposeBoolean('controlMesa'),
  }),
});

export const MesaRef = builder.objectRef<Mesa>('PosMesa').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    zona_id: t.exposeString('zonaId'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    pos_x: t.exposeInt('posX'),
    pos_y: t.exposeInt('posY'),
  }),
});

const CajaRef = builder.objectRef<Caja>('PosCaja').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    zona_id: t.exposeString('zonaId'),
    codigo: t.exposeString('codigo'),
    descripcion: t.exposeString('descripcion'),
    cuenta_financiera_id: t.exposeString('cuentaFinancieraId', {
      nullable: true,
      description: 'Null only on boxes saved before it was required: they collect in the company’s 101 Caja.',
    }),
    habilitada: t.exposeBoolean('habilitada'),
  }),
});

const CuentaCajaRef = builder.objectRef<CuentaCajaOpcion>('PosCuentaCaja').implement({
  description: 'An account a cash box can collect in.',
  fields: (t) => ({
    cuenta_financiera_id: t.exposeString('cuenta_financiera_id', {
      nullable: true,
      description:
        'Null: a cash account of the chart without a cuenta financiera yet (saving the box makes it).',
    }),
    pcge_id: t.exposeString('pcge_id'),
    pcge_codigo: t.exposeString('pcge_codigo'),
    descripcion: t.exposeString('descripcion'),
    tipo: t.exposeString('tipo', { description: 'caja | banco' }),
  }),
});

const CocinaRef = builder.objectRef<Cocina>('PosCocina').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('localId'),
    codigo: t.exposeString('codigo'),
    nombre: t.exposeString('nombre'),
  }),
});

const StaffRef = builder.objectRef<StaffVista>('PosStaff').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    usuario_id: t.exposeString('usuarioId'),
    nombres: t.exposeString('nombres'),
    email: t.exposeString('email'),
    rol: t.exposeString('rol', { description: 'mozo, cocinero or cajero' }),
    local_id: t.exposeString('localId'),
    cocina_id: t.exposeString('cocinaId', { nullable: true }),
    deleted_at: t.string({ nullable: true, resolve: (s) => fecha(s.deletedAt) }),
  }),
});

const UsuarioEmpresaRef = builder.objectRef<UsuarioEmpresa>('PosUsuarioEmpresa').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    nombres: t.exposeString('nombres'),
    email: t.exposeString('email'),
    rol_id: t.exposeString('rolId'),
    rol: t.exposeString('rol', { description: "The role's readable name." }),
    local_id: t.exposeString('localId', {
      nullable: true,
      description: "The local of the member's grant; null: every local.",
    }),
    cocina_id: t.exposeString('cocinaId', { nullable: true, description: "A cook's kitchen." }),
  }),
});

const RutaCocinaRef = builder.objectRef<RutaCocina>('PosRutaCocina').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('localId'),
    cocina_id: t.exposeString('cocinaId'),
    categoria_id: t.exposeString('categoriaId', { nullable: true }),
    producto_id: t.exposeString('productoId', { nullable: true }),
  }),
});

const ZonaInput = builder.inputType('PosZonaInput', {
  fields: (t) => ({
    codigo: t.string(),
    descripcion: t.string(),
    control_mesa: t.boolean({ required: false }),
    local_id: t.string({ required: false, description: "Null: the session's local." }),
  }),
});
const MesaInput = builder.inputType('PosMesaInput', {
  fields: (t) => ({
    zona_id: t.string(),
    codigo: t.string(),
    descripcion: t.string({ required: false }),
    pos_x: t.int({ required: false }),
    pos_y: t.int({ required: false }),
  }),
});
const PosicionMesaInput = builder.inputType('PosPosicionMesaInput', {
  fields: (t) => ({ id: t.string(), pos_x: t.int(), pos_y: t.int() }),
});
const CajaInput = builder.inputType('PosCajaInput', {
  fields: (t) => ({
    zona_id: t.string(),
    codigo: t.string(),
    descripcion: t.string(),
    cuenta_financiera_id: t.string({
      required: false,
      description:
        'One of the company’s cuentas financieras in soles (cash or bank). This or cuenta_contable_id is required.',
    }),
    cuenta_contable_id: t.string({
      required: false,
      description:
        'A cash account of the company’s chart (101, 102, last level): the box takes its cuenta financiera in soles, made when there is none.',
    }),
    habilitada: t.boolean({ required: false }),
  }),
});
const CocinaInput = builder.inputType('PosCocinaInput', {
  fields: (t) => ({
    codigo: t.string(),
    nombre: t.string(),
    local_id: t.string({ required: false, description: "Null: the session's local." }),
  }),
});
const StaffInput = builder.inputType('PosStaffInput', {
  fields: (t) => ({
    usuario_id: t.string(),
    rol: t.string(),
    cocina_id: t.string({ required: false, description: 'Required for a cocinero.' }),
    local_id: t.string({ required: false }),
  }),
});
const RutaCocinaInput = builder.inputType('PosRutaCocinaInput', {
  fields: (t) => ({
    cocina_id: t.string(),
    categoria_id: t.string({ required: false }),
    producto_id: t.string({ required: false }),
  }),
});

type Tipos = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

type Maestro<E, F> = {
  crear(deps: Dependencias, sesion: SesionActiva, e: E): Promise<F>;
  editar(deps: Dependencias, sesion: SesionActiva, id: string, e: E): Promise<F>;
  eliminar(deps: Dependencias, sesion: SesionActiva, id: string): Promise<F>;
};

/**
 * create<Nombre>(input), update<Nombre>(id, input) and delete<Nombre>(id) of one setup table. Pothos
 * cannot resolve its argument and result types for a generic E and F, so the resolvers name them.
 */
function mutacionesDe<E, F>(
  nombre: string,
  ref: ObjectRef<Tipos, F>,
  input: InputObjectRef<Tipos, E>,
  maestro: Maestro<E, F>,
) {
  const conEntrada = (args: unknown) => args as { id: string; input: E };
  const enSesion = (ctx: Contexto, f: (sesion: SesionActiva) => Promise<F>) => ctx.sesion().then(f) as never;
  builder.mutationFields((t) => ({
    [`create${nombre}`]: t.field({
      type: ref,
      authScopes: CONFIGURACION,
      args: { input: t.arg({ type: input }) },
      resolve: (_, args, ctx) => enSesion(ctx, (s) => maestro.crear(ctx.deps, s, conEntrada(args).input)),
    }),
    [`update${nombre}`]: t.field({
      type: ref,
      authScopes: CONFIGURACION,
      args: { id: t.arg.string(), input: t.arg({ type: input }) },
      resolve: (_, args, ctx) => {
        const { id, input: e } = conEntrada(args);
        return enSesion(ctx, (s) => maestro.editar(ctx.deps, s, id, e));
      },
    }),
    [`delete${nombre}`]: t.field({
      type: ref,
      authScopes: CONFIGURACION,
      args: { id: t.arg.string() },
      resolve: (_, { id }, ctx) => enSesion(ctx, (s) => maestro.eliminar(ctx.deps, s, id)),
    }),
  }));
}

mutacionesDe<ZonaEntrada, Zona>('Zona', ZonaRef, ZonaInput, zonas);
mutacionesDe<MesaEntrada, Mesa>('Mesa', MesaRef, MesaInput, mesas);
mutacionesDe<CajaEntrada, Caja>('Caja', CajaRef, CajaInput, cajas);
mutacionesDe<CocinaEntrada, Cocina>('Cocina', CocinaRef, CocinaInput, cocinas);
mutacionesDe<StaffEntrada, StaffVista>('Staff', StaffRef, StaffInput, {
  crear: async (deps, sesion, e) => conUsuario(deps, await staff.crear(deps, sesion, e)),
  editar: async (deps, sesion, id, e) => conUsuario(deps, await staff.editar(deps, sesion, id, e)),
  eliminar: async (deps, sesion, id) => conUsuario(deps, await staff.eliminar(deps, sesion, id)),
});

builder.queryFields((t) => ({
  zonas: t.field({
    type: [ZonaRef],
    authScopes: ALCANCE.leerSala,
    args: { local_id: t.arg.string({ required: false }) },
    resolve: async (_, { local_id }, ctx) => listarZonas(ctx.deps, await ctx.sesion(), local_id),
  }),
  mesasByZona: t.field({
    type: [MesaRef],
    authScopes: ALCANCE.leerSala,
    args: { zona_id: t.arg.string() },
    resolve: async (_, { zona_id }, ctx) => mesasDeZona(ctx.deps, await ctx.sesion(), zona_id),
  }),
  cajas: t.field({
    type: [CajaRef],
    authScopes: ALCANCE.leerSala,
    resolve: async (_, __, ctx) => listarCajas(ctx.deps, await ctx.sesion()),
  }),
  cuentasParaCaja: t.field({
    type: [CuentaCajaRef],
    description:
      'The accounts a cash box can collect in: cuentas financieras in soles, then the chart’s cash accounts.',
    authScopes: ALCANCE.leerCuentasFinancieras,
    resolve: async (_, __, ctx) => cuentasParaCaja(ctx.deps, await ctx.sesion()),
  }),
  cocinasByLocalId: t.field({
    type: [CocinaRef],
    authScopes: ALCANCE.leerSala,
    args: { local_id: t.arg.string({ required: false }) },
    resolve: async (_, { local_id }, ctx) => listarCocinas(ctx.deps, await ctx.sesion(), local_id),
  }),
  staff: t.field({
    type: [StaffRef],
    authScopes: ALCANCE.leerSala,
    resolve: async (_, __, ctx) => listarStaff(ctx.deps, await ctx.sesion()),
  }),
  usuariosEmpresa: t.field({
    type: [UsuarioEmpresaRef],
    description:
      "The members of the session's company (grant in force, its role), for the staff and courier pickers.",
    authScopes: ELEGIR_USUARIO,
    resolve: async (_, __, ctx) => listarUsuariosEmpresa(ctx.deps, await ctx.sesion()),
  }),
  usersByLocal: t.field({
    type: [UsuarioEmpresaRef],
    description: "The members who work in a local (the session's when none is given) or in every local.",
    authScopes: ALCANCE.leerSala,
    args: { local_id: t.arg.string({ required: false }) },
    resolve: async (_, { local_id }, ctx) => usuariosDeLocal(ctx.deps, await ctx.sesion(), local_id),
  }),
  usersByLocalForDelivery: t.field({
    type: [UsuarioEmpresaRef],
    description: "The local's members who can take an order out: waiters, cashiers, sellers, delivery.",
    authScopes: ELEGIR_REPARTIDOR,
    args: { local_id: t.arg.string({ required: false }) },
    resolve: async (_, { local_id }, ctx) => repartidoresDeLocal(ctx.deps, await ctx.sesion(), local_id),
  }),
  rutasCocina: t.field({
    type: [RutaCocinaRef],
    authScopes: ALCANCE.leerSala,
    resolve: async (_, __, ctx) => listarRutasCocina(ctx.deps, await ctx.sesion()),
  }),
}));

builder.mutationFields((t) => ({
  moverMesas: t.field({
    type: [MesaRef],
    description: "Saves the places of tables dragged on a zone's map (all or none).",
    authScopes: CONFIGURACION,
    args: { posiciones: t.arg({ type: [PosicionMesaInput] }) },
    resolve: async (_, { posiciones }, ctx) => moverMesas(ctx.deps, await ctx.sesion(), posiciones),
  }),
  asignarRutaCocina: t.field({
    type: RutaCocinaRef,
    description: "Sends a category's or a product's dishes to a kitchen of its local.",
    authScopes: CONFIGURACION,
    args: { input: t.arg({ type: RutaCocinaInput }) },
    resolve: async (_, { input }, ctx) => asignarRutaCocina(ctx.deps, await ctx.sesion(), input),
  }),
  quitarRutaCocina: t.boolean({
    authScopes: CONFIGURACION,
    args: { id: t.arg.string() },
    resolve: async (_, { id }, ctx) => quitarRutaCocina(ctx.deps, await ctx.sesion(), id),
  }),
}));
