import { builder } from '../../builder.ts';
import { type ArchivoGenerado, ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import type { Contexto } from '../../shared/contexto.ts';
import { ALCANCE, exigirPermiso, PERMISO } from '../../shared/permisos.ts';
import { aceptarPropuestaSire } from './commands/aceptar-propuesta.ts';
import {
  type EstadoCredencialesSire,
  estadoCredencialesSire,
  guardarCredencialesSire,
} from './commands/credenciales-sire.ts';
import { descargarPropuestaSire } from './commands/descargar-propuesta.ts';
import { archivoReemplazoSire } from './queries/archivo-reemplazo.ts';
import {
  type ComparacionSireVista,
  comparacionSire,
  type ResultadoSire,
  type TotalCategoriaSire,
} from './queries/comparacion-sire.ts';
import { type ImporteSire, propuestaSire, type ResumenPropuestaSire } from './resumen-propuesta.ts';

/**
 * SIRE works on the company's registers, so it asks for the register's own permission: Ventas
 * (CON002002) for the RVIE, Compras (CON002001) for the RCE. The credentials serve both registers and,
 * like the SOL ones, need only a session in the company.
 */
const VENTAS = { permiso: PERMISO.ventas };
const DEL_REGISTRO = ALCANCE.sire;
/** The register's own permission, once the arguments say which register it is. */
const exigirRegistro = (ctx: Contexto, registro: string) =>
  exigirPermiso(ctx, registro === 'RCE' ? PERMISO.compras : PERMISO.ventas);

const CredencialesSire = builder.objectRef<EstadoCredencialesSire>('CredencialesSire').implement({
  description: 'Whether the session company has its SIRE API application and SOL user (never the secrets).',
  fields: (t) => ({ tiene_sire: t.exposeBoolean('tiene_sire'), tiene_sol: t.exposeBoolean('tiene_sol') }),
});

const ImporteSireRef = builder.objectRef<ImporteSire>('ImporteSire').implement({
  fields: (t) => ({ campo: t.exposeString('campo'), importe: t.exposeString('importe') }),
});

const ErrorPropuestaRef = builder
  .objectRef<{ linea: number; mensaje: string }>('ErrorPropuestaSire')
  .implement({ fields: (t) => ({ linea: t.exposeInt('linea'), mensaje: t.exposeString('mensaje') }) });

const PropuestaSire = builder.objectRef<ResumenPropuestaSire>('PropuestaSire').implement({
  description: 'A downloaded SIRE proposal: rows read, line errors, amount totals and the acceptance sent.',
  fields: (t) => ({
    registro: t.exposeString('registro'),
    periodo: t.exposeString('periodo'),
    ticket: t.exposeString('ticket'),
    archivo: t.exposeString('archivo'),
    descargada: t.exposeString('descargada'),
    filas: t.exposeInt('filas'),
    errores: t.field({ type: [ErrorPropuestaRef], resolve: (p) => p.errores }),
    totales: t.field({ type: [ImporteSireRef], resolve: (p) => p.totales }),
    aceptacion_ticket: t.exposeString('aceptacion_ticket', { nullable: true }),
    aceptacion_estado: t.exposeString('aceptacion_estado', { nullable: true }),
    aceptada: t.exposeString('aceptada', { nullable: true }),
  }),
});

const DiferenciaSire = builder
  .objectRef<{ campo: string; sunat: string; libros: string }>('DiferenciaSire')
  .implement({
    fields: (t) => ({
      campo: t.exposeString('campo'),
      sunat: t.exposeString('sunat'),
      libros: t.exposeString('libros'),
    }),
  });

const TotalCategoriaRef = builder.objectRef<TotalCategoriaSire>('TotalCategoriaSire').implement({
  fields: (t) => ({
    categoria: t.exposeString('categoria'),
    cantidad: t.exposeInt('cantidad'),
    sunat: t.field({ type: [ImporteSireRef], resolve: (c) => c.sunat }),
    libros: t.field({ type: [ImporteSireRef], resolve: (c) => c.libros }),
  }),
});

const ResultadoSireRef = builder.objectRef<ResultadoSire>('ResultadoSire').implement({
  description: 'A comprobante (or range of boletas): coincide, difiere, soloSunat or soloLibros.',
  fields: (t) => ({
    categoria: t.exposeString('categoria'),
    tipo: t.exposeString('tipo'),
    serie: t.exposeString('serie'),
    numero: t.exposeString('numero'),
    numero_final: t.exposeString('numero_final', { nullable: true }),
    numero_documento: t.exposeString('numero_documento', { nullable: true }),
    cuos: t.exposeStringList('cuos'),
    cars: t.exposeStringList('cars'),
    diferencias: t.field({ type: [DiferenciaSire], resolve: (r) => r.diferencias }),
  }),
});

const ComparacionSire = builder.objectRef<ComparacionSireVista>('ComparacionSire').implement({
  fields: (t) => ({
    registro: t.exposeString('registro'),
    periodo: t.exposeString('periodo'),
    ticket: t.exposeString('ticket'),
    descargada: t.exposeString('descargada'),
    totales: t.field({ type: [TotalCategoriaRef], resolve: (c) => c.totales }),
    resultados: t.field({ type: [ResultadoSireRef], resolve: (c) => c.resultados }),
  }),
});

const ArchivoReemplazoSire = builder
  .objectRef<{ archivo: ArchivoGenerado; lineas: number }>('ArchivoReemplazoSire')
  .implement({
    fields: (t) => ({
      archivo: t.field({ type: ArchivoGeneradoRef, resolve: (r) => r.archivo }),
      lineas: t.exposeInt('lineas'),
    }),
  });

builder.queryFields((t) => ({
  credencialesSire: t.field({
    type: CredencialesSire,
    authScopes: ALCANCE.empresa,
    resolve: async (_, __, ctx) => estadoCredencialesSire(ctx.deps, await ctx.sesion()),
  }),
  propuestaSire: t.field({
    type: PropuestaSire,
    nullable: true,
    description:
      'The SIRE proposal (RVIE or RCE) of a period (AAAAMM) last downloaded by the session company.',
    authScopes: DEL_REGISTRO,
    args: { registro: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, a, ctx) => {
      await exigirRegistro(ctx, a.registro);
      return propuestaSire(ctx.deps, await ctx.sesion(), a);
    },
  }),
  comparacionSire: t.field({
    type: ComparacionSire,
    description:
      'The stored SIRE proposal (RVIE or RCE) of a period (AAAAMM) against the session company’s register.',
    authScopes: DEL_REGISTRO,
    args: {
      registro: t.arg.string(),
      periodo: t.arg.string(),
      tolerancia: t.arg.string({ required: false }),
    },
    resolve: async (_, a, ctx) => {
      await exigirRegistro(ctx, a.registro);
      return comparacionSire(ctx.deps, await ctx.sesion(), a);
    },
  }),
  archivoReemplazoSire: t.field({
    type: ArchivoReemplazoSire,
    description: 'The RVIE replacement file of a period (AAAAMM) from the company’s sales register.',
    authScopes: VENTAS,
    args: { periodo: t.arg.string() },
    resolve: async (_, a, ctx) => archivoReemplazoSire(ctx.deps, await ctx.sesion(), a),
  }),
}));

builder.mutationFields((t) => ({
  guardarCredencialesSire: t.field({
    type: CredencialesSire,
    description: 'Stores the session company’s SIRE API client_id and client_secret, encrypted.',
    authScopes: ALCANCE.empresa,
    args: { client_id: t.arg.string(), client_secret: t.arg.string() },
    resolve: async (_, a, ctx) => guardarCredencialesSire(ctx.deps, await ctx.sesion(), a),
  }),
  descargarPropuestaSire: t.field({
    type: PropuestaSire,
    description: 'Downloads SUNAT’s SIRE proposal (RVIE or RCE) of a period (AAAAMM) and keeps it.',
    authScopes: DEL_REGISTRO,
    args: { registro: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, a, ctx) => {
      await exigirRegistro(ctx, a.registro);
      return descargarPropuestaSire(ctx.deps, await ctx.sesion(), a);
    },
  }),
  aceptarPropuestaSire: t.field({
    type: PropuestaSire,
    description: 'Accepts the downloaded RVIE proposal of a period (AAAAMM) at SUNAT.',
    authScopes: VENTAS,
    args: { periodo: t.arg.string() },
    resolve: async (_, a, ctx) => aceptarPropuestaSire(ctx.deps, await ctx.sesion(), a),
  }),
}));
