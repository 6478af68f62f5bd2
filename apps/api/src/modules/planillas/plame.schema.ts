import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { HallazgoRef } from '../ple/ple.schema.ts';
import {
  type ArchivoPlame,
  type EstructurasPlame,
  generarEstructurasPlame,
} from './plame/generar-estructuras.ts';

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

builder.queryFields((t) => ({
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
