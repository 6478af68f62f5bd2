import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { HallazgoRef } from '../ple/ple.schema.ts';
import {
  type ArchivoPlame,
  type EstructurasPlame,
  generarEstructurasPlame,
} from './plame/generar-estructuras.ts';
import { prestadoresServicios, type ReciboPrestador } from './plame/recibos-prestadores.ts';

const ArchivoPlameRef = builder.objectRef<ArchivoPlame>('ArchivoPlame').implement({
  description: 'A PDT PLAME import file (text, base64) as SUNAT names it, with what the checker found.',
  fields: (t) => ({
    extension: t.exposeString('extension', { description: 'rem, jor, snl, tas, ps4 or 4ta.' }),
    estructura: t.exposeString('estructura'),
    archivo: t.field({ type: ArchivoGeneradoRef, resolve: (a) => a.archivo }),
    lineas: t.exposeInt('lineas'),
    hallazgos: t.field({ type: [HallazgoRef], resolve: (a) => a.hallazgos }),
    valido: t.exposeBoolean('valido'),
  }),
});

const EstructurasPlameRef = builder.objectRef<EstructurasPlame>('EstructurasPlame').implement({
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    archivos: t.field({ type: [ArchivoPlameRef], resolve: (e) => e.archivos }),
    zip: t.field({
      type: ArchivoGeneradoRef,
      nullable: true,
      description: 'Every file in one .zip.',
      resolve: (e) => e.zip,
    }),
    advertencias: t.exposeStringList('advertencias'),
    valido: t.exposeBoolean('valido'),
  }),
});

const ReciboPrestadorRef = builder.objectRef<ReciboPrestador>('ReciboPrestador').implement({
  description: 'A recibo por honorarios of the period as the .ps4 and .4ta carry it (Tabla 3 document).',
  fields: (t) => ({
    tipo_documento: t.exposeString('tipoDocumento'),
    numero_documento: t.exposeString('numeroDocumento'),
    nombre: t.exposeString('nombre'),
    serie: t.exposeString('serie'),
    numero: t.exposeString('numero'),
    fecha_emision: t.exposeString('fechaEmision'),
    fecha_pago: t.exposeString('fechaPago'),
    monto: t.exposeString('monto'),
    retencion_renta: t.exposeString('retencionRenta'),
  }),
});

builder.queryFields((t) => ({
  prestadoresServicios: t.field({
    type: [ReciboPrestadorRef],
    description: 'The recibos por honorarios of the period’s registro de compras, for the .ps4 and .4ta.',
    authScopes: { permiso: 'PLA001001' },
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => prestadoresServicios(ctx.deps, await ctx.sesion(), periodo),
  }),
  generarEstructurasPlame: t.field({
    type: EstructurasPlameRef,
    description:
      'The period’s PDT PLAME import files: .rem, .jor, .snl and .tas from the closed planilla, .ps4 and .4ta ' +
      'from the recibos por honorarios of the registro de compras.',
    authScopes: { permiso: 'PLA001001' },
    args: { periodo: t.arg.string() },
    resolve: async (_, { periodo }, ctx) => generarEstructurasPlame(ctx.deps, await ctx.sesion(), periodo),
  }),
}));
