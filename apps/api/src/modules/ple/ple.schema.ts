import type { Hallazgo } from '@kipu/peru/ple/index';
import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { generarPle, type ResultadoPle } from './generar-ple.ts';
import { type LibroDelPeriodo, librosDelPeriodo, registrarLibroGenerado } from './libros-del-periodo.ts';

export const HallazgoRef = builder.objectRef<Hallazgo>('HallazgoPle').implement({
  description: 'A finding of the structural checker: line (0 = the file as a whole), field and message.',
  fields: (t) => ({
    linea: t.exposeInt('linea'),
    campo: t.exposeInt('campo', { nullable: true }),
    mensaje: t.exposeString('mensaje'),
  }),
});

const ArchivoPleRef = builder.objectRef<ResultadoPle>('ArchivoPle').implement({
  description: 'A PLE book as SUNAT names and structures it (TXT in base64) with what the checker found.',
  fields: (t) => ({
    archivo: t.field({ type: ArchivoGeneradoRef, resolve: (r) => r.archivo }),
    lineas: t.exposeInt('lineas'),
    hallazgos: t.field({ type: [HallazgoRef], resolve: (r) => r.hallazgos }),
    omitidos: t.exposeInt('omitidos', { description: 'Findings beyond the listed ones.' }),
    valido: t.exposeBoolean('valido'),
  }),
});

const LibroPleRef = builder.objectRef<LibroDelPeriodo>('LibroPle').implement({
  description: 'A PLE book of a period: its lines and when it was last recorded as generated.',
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    numero: t.exposeString('numero'),
    nombre: t.exposeString('nombre'),
    lineas: t.exposeInt('lineas'),
    generado: t.exposeString('generado', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  generarPle: t.field({
    type: ArchivoPleRef,
    description:
      'A PLE book (140100, 080100, 080200, 050100, 060100, 050300) of the session company for a period (AAAAMM).',
    authScopes: ALCANCE.leerContabilidad,
    args: { libro: t.arg.string(), periodo: t.arg.string() },
    resolve: async (_, a, ctx) =>
      generarPle(ctx.deps, await ctx.sesion(), { libro: a.libro, periodo: a.periodo }),
  }),
  librosPle: t.field({
    type: [LibroPleRef],
    description: 'The PLE books of a period (AAAAMM) with their line counts and generation marks.',
    authScopes: ALCANCE.leerContabilidad,
    args: { periodo: t.arg.string() },
    resolve: async (_, a, ctx) => librosDelPeriodo(ctx.deps, await ctx.sesion(), a.periodo),
  }),
}));

builder.mutationFields((t) => ({
  savePeriodAndBook: t.field({
    type: LibroPleRef,
    description: 'Records that a PLE book of a period was generated (periodos_contables.libros_generados).',
    authScopes: ALCANCE.leerContabilidad,
    args: { periodo: t.arg.string(), libro: t.arg.string() },
    resolve: async (_, a, ctx) =>
      registrarLibroGenerado(ctx.deps, await ctx.sesion(), { periodo: a.periodo, libro: a.libro }),
  }),
}));
