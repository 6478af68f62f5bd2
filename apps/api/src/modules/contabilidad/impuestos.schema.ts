import type { TerceroDaot } from '@kipu/peru/contabilidad/impuestos/daot';
import { REGIMENES_RENTA } from '@kipu/peru/contabilidad/impuestos/pago-a-cuenta-renta';
import { builder } from '../../builder.ts';
import { ArchivoGeneradoRef } from '../../shared/archivo-generado.ts';
import type { Contexto } from '../../shared/contexto.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import { excelDeReporte, pdfDeReporte } from './estados-financieros/archivos-reporte.ts';
import { cabeceraDe } from './estados-financieros/consultar-estados.ts';
import { consultarDaot, type Daot, reporteDaot } from './impuestos/daot.ts';
import type { LineaLiquidacion } from './impuestos/lineas-liquidacion.ts';
import {
  type ArgsLiquidacion,
  consultarLiquidacion,
  type Liquidacion,
} from './impuestos/liquidacion-impuestos.ts';
import { registrarLiquidacion } from './impuestos/registrar-liquidacion.ts';
import { reporteLiquidacion } from './impuestos/reporte-liquidacion.ts';
import { Operacion } from './libro.schema.ts';

const LECTURA = ALCANCE.leerContabilidad;
/** The settlement entry is an asiento vario: ANOTACIÓN DE OPERACIONES › Asientos varios posts and voids it. */
const ASIENTOS_VARIOS = { permiso: 'CON002005' };

const RegimenRentaRef = builder.enumType('RegimenRenta', {
  description: 'Tax regime of the company for the IR pago a cuenta.',
  values: REGIMENES_RENTA,
});

const TipoDaotRef = builder.enumType('TipoDaot', { values: ['costos', 'ingresos'] as const });

const LineaLiquidacionRef = builder.objectRef<LineaLiquidacion>('LineaLiquidacionImpuestos').implement({
  fields: (t) => ({
    seccion: t.exposeString('seccion', { description: 'igv, renta or total.' }),
    codigo: t.exposeString('codigo'),
    concepto: t.exposeString('concepto'),
    importe: t.exposeString('importe', { description: 'Soles; a coefficient or a percentage per tipo.' }),
    tipo: t.exposeString('tipo', { description: 'monto, coeficiente or porcentaje.' }),
    fuente: t.exposeString('fuente', { description: 'Where the figure comes from.' }),
    enfasis: t.exposeBoolean('enfasis'),
  }),
});

const LiquidacionRef = builder.objectRef<Liquidacion>('LiquidacionImpuestos').implement({
  description: 'The month’s IGV and IR pago a cuenta, computed from the registers on every call.',
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    regimen: t.expose('regimen', { type: RegimenRentaRef }),
    lineas: t.expose('lineas', { type: [LineaLiquidacionRef] }),
    igv_a_pagar: t.string({ resolve: (l) => l.igv.igvAPagar }),
    saldo_siguiente: t.string({ resolve: (l) => l.igv.siguiente.credito }),
    renta_a_pagar: t.string({ resolve: (l) => l.renta.importe }),
    total_a_pagar: t.exposeString('totalAPagar'),
    asiento_cuo: t.exposeString('asientoCuo', {
      nullable: true,
      description: 'CUO of the month’s settlement entry, when posted.',
    }),
  }),
});

const TerceroDaotRef = builder.objectRef<TerceroDaot>('TerceroDaot').implement({
  fields: (t) => ({
    tipo_documento: t.exposeString('tipoDocumento'),
    numero_documento: t.exposeString('numeroDocumento'),
    nombre: t.exposeString('nombre'),
    documentos: t.exposeInt('documentos'),
    base: t.exposeString('base'),
    igv: t.exposeString('igv'),
    no_gravada: t.exposeString('noGravada'),
    monto: t.exposeString('monto', { description: 'Compared with 2 UIT: base + no gravada.' }),
    total: t.exposeString('total'),
  }),
});

const DaotRef = builder.objectRef<Daot>('Daot').implement({
  fields: (t) => ({
    anio: t.exposeString('anio'),
    tipo: t.expose('tipo', { type: TipoDaotRef }),
    uit: t.exposeString('uit'),
    umbral: t.exposeString('umbral'),
    terceros: t.expose('terceros', { type: [TerceroDaotRef] }),
  }),
});

async function archivoLiquidacion(ctx: Contexto, a: ArgsLiquidacion, formato: 'excel' | 'pdf') {
  const sesion = await ctx.sesion();
  const tabla = reporteLiquidacion(await consultarLiquidacion(ctx.deps, sesion, a));
  const cabecera = await cabeceraDe(ctx.deps, sesion, { desde: a.periodo, hasta: a.periodo });
  return formato === 'excel' ? excelDeReporte(tabla, cabecera) : pdfDeReporte(tabla, cabecera);
}

builder.queryFields((t) => {
  const args = {
    periodo: t.arg.string(),
    regimen: t.arg({ type: RegimenRentaRef, required: false, description: 'Default: general.' }),
    coeficiente: t.arg.string({ required: false, description: 'Coefficient of the last return (0–1).' }),
  };
  const archivo = (formato: 'excel' | 'pdf') =>
    t.field({
      type: ArchivoGeneradoRef,
      description: `The month’s tax settlement as ${formato === 'excel' ? '.xlsx' : 'PDF'}.`,
      authScopes: LECTURA,
      args,
      resolve: (_, a, ctx) => archivoLiquidacion(ctx, a, formato),
    });
  const daot = { anio: t.arg.string(), tipo: t.arg({ type: TipoDaotRef }) };
  const archivoDaot = (formato: 'excel' | 'pdf') =>
    t.field({
      type: ArchivoGeneradoRef,
      description: `The DAOT costs or income of a year as ${formato === 'excel' ? '.xlsx' : 'PDF'}.`,
      authScopes: LECTURA,
      args: daot,
      resolve: async (_, a, ctx) => {
        const sesion = await ctx.sesion();
        const d = await consultarDaot(ctx.deps, sesion, a);
        const c = await cabeceraDe(ctx.deps, sesion, { desde: `${a.anio}01`, hasta: `${a.anio}12` });
        return (formato === 'excel' ? excelDeReporte : pdfDeReporte)(reporteDaot(d), c);
      },
    });
  return {
    liquidacionImpuestos: t.field({
      type: LiquidacionRef,
      description: 'IGV and IR pago a cuenta of a period (AAAAMM), each line with its source.',
      authScopes: LECTURA,
      args,
      resolve: async (_, a, ctx) => consultarLiquidacion(ctx.deps, await ctx.sesion(), a),
    }),
    excelLiquidacionImpuestos: archivo('excel'),
    pdfLiquidacionImpuestos: archivo('pdf'),
    getDaot: t.field({
      type: DaotRef,
      description: 'Third parties of a year whose purchases (costos) or sales (ingresos) exceed 2 UIT.',
      authScopes: LECTURA,
      args: daot,
      resolve: async (_, a, ctx) => consultarDaot(ctx.deps, await ctx.sesion(), a),
    }),
    excelDaot: archivoDaot('excel'),
    pdfDaot: archivoDaot('pdf'),
  };
});

builder.mutationFields((t) => ({
  registrarLiquidacion: t.field({
    type: Operacion,
    description: 'Posts the month’s IGV settlement entry (050100, kind 5); refused if already posted.',
    authScopes: ASIENTOS_VARIOS,
    args: {
      periodo: t.arg.string(),
      regimen: t.arg({ type: RegimenRentaRef, required: false }),
      coeficiente: t.arg.string({ required: false }),
    },
    resolve: async (_, a, ctx) => registrarLiquidacion(ctx.deps, await ctx.sesion(), a),
  }),
}));
