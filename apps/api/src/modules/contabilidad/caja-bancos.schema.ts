import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { excelCajaBancos, type LibroCajaBancos, libroCajaBancos } from './caja-bancos/libro-caja-bancos.ts';
import { pdfCajaBancos } from './caja-bancos/pdf-caja-bancos.ts';
import { LibroMayorRef } from './libro-mayor.schema.ts';

const LibroCajaBancosRef = builder.objectRef<LibroCajaBancos>('LibroCajaBancos').implement({
  description:
    'A cash box’s or bank account’s book for a period: its 10x account’s movements and running balance, in soles.',
  fields: (t) => ({
    cuenta_financiera_id: t.exposeString('cuenta_financiera_id'),
    cuenta_financiera: t.exposeString('cuenta_financiera'),
    banco: t.exposeString('banco', { nullable: true }),
    numero_cuenta: t.exposeString('numero_cuenta', { nullable: true }),
    moneda: t.exposeString('moneda'),
    mayor: t.expose('mayor', { type: LibroMayorRef }),
  }),
});

builder.queryFields((t) => {
  const args = { periodo: t.arg.string(), cuenta_financiera_id: t.arg.string() };
  return {
    lFcaja: t.field({
      type: LibroCajaBancosRef,
      description: 'Libro caja of a cash box for a period (AAAAMM).',
      authScopes: ALCANCE.leerContabilidad,
      args,
      resolve: async (_, a, ctx) => libroCajaBancos(ctx.deps, await ctx.sesion(), 'caja', a),
    }),
    lFbancos: t.field({
      type: LibroCajaBancosRef,
      description: 'Libro bancos of a bank account for a period (AAAAMM).',
      authScopes: ALCANCE.leerContabilidad,
      args,
      resolve: async (_, a, ctx) => libroCajaBancos(ctx.deps, await ctx.sesion(), 'banco', a),
    }),
    excelLFcaja: t.field({
      type: ArchivoGeneradoRef,
      authScopes: ALCANCE.leerContabilidad,
      args,
      resolve: async (_, a, ctx) => excelCajaBancos(ctx.deps, await ctx.sesion(), 'caja', a),
    }),
    excelLFbancos: t.field({
      type: ArchivoGeneradoRef,
      authScopes: ALCANCE.leerContabilidad,
      args,
      resolve: async (_, a, ctx) => excelCajaBancos(ctx.deps, await ctx.sesion(), 'banco', a),
    }),
    pdfLFcaja: t.field({
      type: ArchivoGeneradoRef,
      description: 'Libro caja as PDF (FORMATO 1.1).',
      authScopes: ALCANCE.leerContabilidad,
      args,
      resolve: async (_, a, ctx) => pdfCajaBancos(ctx.deps, await ctx.sesion(), 'caja', a),
    }),
    pdfLFbancos: t.field({
      type: ArchivoGeneradoRef,
      description: 'Libro bancos as PDF (FORMATO 1.2).',
      authScopes: ALCANCE.leerContabilidad,
      args,
      resolve: async (_, a, ctx) => pdfCajaBancos(ctx.deps, await ctx.sesion(), 'banco', a),
    }),
  };
});
