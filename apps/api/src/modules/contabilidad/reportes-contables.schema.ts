import { builder } from '../../builder.ts';
import { type ArchivoGenerado, ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import type { Contexto } from '../../shared/contexto.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { denominaciones, empresaDelLibro, exigirPeriodo, exigirRango } from './reportes/cuentas-y-empresa.ts';
import { libroDiario51, libroDiario52 } from './reportes/libro-diario-impreso.ts';
import { excelDeLibro, type LibroImpreso, pdfDeLibro } from './reportes/libro-impreso.ts';
import { libroMayor61 } from './reportes/libro-mayor-impreso.ts';
import { registroCompras81, registroVentas141 } from './reportes/registros-impresos.ts';

const LECTURA = ALCANCE.leerContabilidad;

const FormatoDiarioRef = builder.enumType('FormatoLibroDiario', {
  description: 'completo: formato 5.1; simplificado: formato 5.2 (a column pair per two-digit account).',
  values: ['completo', 'simplificado'] as const,
});

type Formato = 'excel' | 'pdf';
type Armar = (ctx: Contexto, empresaId: string) => Promise<LibroImpreso>;

/** The book of the session's company, written as the asked file. Input is checked before reading. */
async function archivo(ctx: Contexto, formato: Formato, armar: Armar): Promise<ArchivoGenerado> {
  const { empresaId, contribuyente } = await empresaDelLibro(ctx.deps, await ctx.sesion());
  const libro = await armar(ctx, empresaId);
  return formato === 'excel' ? excelDeLibro(libro, contribuyente) : pdfDeLibro(libro, contribuyente);
}

const extension = (f: Formato) => (f === 'excel' ? '.xlsx' : 'PDF');

builder.queryFields((t) => {
  const porFormato = (f: Formato) => ({
    [`${f}LibroDiario`]: t.field({
      type: ArchivoGeneradoRef,
      description: `The libro diario of a period (AAAAMM) as ${extension(f)}: formato 5.1, or 5.2 simplified.`,
      authScopes: LECTURA,
      args: {
        periodo: t.arg.string(),
        formato: t.arg({ type: FormatoDiarioRef, required: false, defaultValue: 'completo' }),
      },
      resolve: (_, a, ctx) => {
        exigirPeriodo(a.periodo);
        return archivo(ctx, f, async (c, empresaId) => {
          const nombres = await denominaciones(c.deps.db, empresaId);
          return a.formato === 'simplificado'
            ? libroDiario52(c.deps.db, empresaId, a.periodo, nombres)
            : libroDiario51(c.deps.db, empresaId, a.periodo, nombres);
        });
      },
    }),
    [`${f}LibroMayor`]: t.field({
      type: ArchivoGeneradoRef,
      description: `The libro mayor (formato 6.1) as ${extension(f)}: one account with its sub-accounts, or every account moved from \`cuenta\` to \`cuenta_hasta\`.`,
      authScopes: LECTURA,
      args: {
        cuenta: t.arg.string(),
        cuenta_hasta: t.arg.string({ required: false }),
        periodo_desde: t.arg.string(),
        periodo_hasta: t.arg.string(),
      },
      resolve: (_, a, ctx) => {
        exigirRango(a.periodo_desde, a.periodo_hasta);
        return archivo(ctx, f, async (c, empresaId) =>
          libroMayor61(
            c.deps.db,
            empresaId,
            { cuenta: a.cuenta, hasta: a.cuenta_hasta },
            a.periodo_desde,
            a.periodo_hasta,
            await denominaciones(c.deps.db, empresaId),
          ),
        );
      },
    }),
    [`${f}RegistroCompras`]: t.field({
      type: ArchivoGeneradoRef,
      description: `The registro de compras (formato 8.1) of a period as ${extension(f)}, in soles.`,
      authScopes: LECTURA,
      args: { periodo: t.arg.string() },
      resolve: (_, a, ctx) => {
        exigirPeriodo(a.periodo);
        return archivo(ctx, f, async (c, empresaId) => registroCompras81(c.deps.db, empresaId, a.periodo));
      },
    }),
    [`${f}RegistroVentas`]: t.field({
      type: ArchivoGeneradoRef,
      description: `The registro de ventas e ingresos (formato 14.1) of a period as ${extension(f)}, in soles.`,
      authScopes: LECTURA,
      args: { periodo: t.arg.string() },
      resolve: (_, a, ctx) => {
        exigirPeriodo(a.periodo);
        return archivo(ctx, f, async (c, empresaId) => registroVentas141(c.deps.db, empresaId, a.periodo));
      },
    }),
  });
  return { ...porFormato('excel'), ...porFormato('pdf') };
});
