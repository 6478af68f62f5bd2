import { periodoTexto } from '../estados-financieros/reporte-tabular.ts';
import type { Liquidacion } from './liquidacion-impuestos.ts';
import { CUENTAS_IGV_DEL_LIBRO } from './meses-registrados.ts';

export type SeccionLiquidacion = 'igv' | 'renta' | 'total';
/** Amounts in soles; the prorrata is a coefficient and the rate a percentage. */
export type TipoLinea = 'monto' | 'coeficiente' | 'porcentaje';

/** One line of the settlement with where its figure comes from, for the screen, the PDF and the Excel. */
export type LineaLiquidacion = {
  seccion: SeccionLiquidacion;
  codigo: string;
  concepto: string;
  importe: string;
  tipo: TipoLinea;
  fuente: string;
  enfasis: boolean;
};

const REGIMENES: Record<Liquidacion['regimen'], string> = {
  general: 'Régimen General',
  mype: 'Régimen MYPE Tributario',
  rer: 'Régimen Especial (RER)',
  nrus: 'Nuevo RUS',
};

const documentos = (n: number) => (n === 1 ? '1 documento' : `${n} documentos`);

/** The settlement as the lines the accountant checks before filing the PDT 621. */
export function lineasDeLiquidacion(l: Omit<Liquidacion, 'lineas'>): LineaLiquidacion[] {
  const { mes, igv, renta, prorrata, anterior } = l;
  const v = mes.ventas;
  const c = mes.compras;
  const del = periodoTexto(l.periodo);
  const ventas = `Registro de ventas 14.1 de ${del} (${documentos(v.filas.length)})`;
  const compras = `Registro de compras 8.1 de ${del} (${documentos(c.filas.length)})`;
  const libro = (cuenta: string) => `Libro diario de ${del}: cargos a la cuenta ${cuenta}`;
  const arrastre =
    l.desde < l.periodo
      ? `Liquidaciones de ${periodoTexto(l.desde)} a ${periodoTexto(l.periodo)} calculadas de los registros`
      : 'Primer periodo con operaciones: no hay saldo anterior';
  const linea = (
    seccion: SeccionLiquidacion,
    codigo: string,
    concepto: string,
    importe: string,
    fuente: string,
    extra: Partial<Pick<LineaLiquidacion, 'tipo' | 'enfasis'>> = {},
  ): LineaLiquidacion => ({
    seccion,
    codigo,
    concepto,
    importe,
    fuente,
    tipo: 'monto',
    enfasis: false,
    ...extra,
  });
  const igvLineas = [
    linea('igv', 'ventas_gravadas', 'Ventas gravadas (base imponible)', v.totales.baseGravada, ventas),
    linea(
      'igv',
      'debito_fiscal',
      'IGV débito fiscal',
      v.totales.igv,
      `${ventas}: columna IGV, las notas de crédito restan`,
      {
        enfasis: true,
      },
    ),
    linea(
      'igv',
      'compras_gravadas',
      'Compras destinadas a ventas gravadas (base)',
      c.totales.base_gravada,
      compras,
    ),
    linea(
      'igv',
      'credito_gravadas',
      'IGV de compras destinadas a ventas gravadas',
      c.totales.igv,
      `${compras}: columna 15`,
    ),
    linea(
      'igv',
      'igv_mixta',
      'IGV de compras destinadas a ventas gravadas y no gravadas',
      c.totales.igv_mixta,
      `${compras}: columna 17`,
    ),
    linea(
      'igv',
      'prorrata',
      'Prorrata: ventas gravadas y exportaciones / ventas totales',
      prorrata.coeficiente,
      `Registro de ventas de ${periodoTexto(prorrata.desde)} a ${periodoTexto(prorrata.hasta)}: ${prorrata.gravadas} de ${prorrata.total}`,
      { tipo: 'coeficiente' },
    ),
    linea(
      'igv',
      'credito_mixta',
      'IGV de compras mixtas con derecho a crédito',
      igv.creditoMixta,
      'IGV de compras mixtas × prorrata',
    ),
    linea(
      'igv',
      'credito_no_domiciliados',
      'IGV pagado por servicios de no domiciliados',
      mes.cargos.noDomiciliados,
      libro(CUENTAS_IGV_DEL_LIBRO.noDomiciliados),
    ),
    linea(
      'igv',
      'credito_fiscal',
      'Crédito fiscal del periodo',
      igv.creditoFiscal,
      'Suma del crédito del periodo',
      {
        enfasis: true,
      },
    ),
    linea(
      'igv',
      'tributo_resultante',
      'Tributo resultante (débito − crédito)',
      igv.tributoResultante,
      'Débito fiscal − crédito fiscal',
    ),
    linea('igv', 'saldo_anterior', 'Saldo a favor del periodo anterior', anterior.credito, arrastre),
    linea(
      'igv',
      'credito_aplicado',
      'Saldo a favor aplicado',
      igv.creditoAplicado,
      'Hasta el tributo resultante',
    ),
    linea(
      'igv',
      'percepciones',
      'Percepciones del periodo',
      mes.cargos.percepciones,
      libro(CUENTAS_IGV_DEL_LIBRO.percepciones),
    ),
    linea(
      'igv',
      'percepciones_anteriores',
      'Percepciones no aplicadas de periodos anteriores',
      anterior.percepciones,
      arrastre,
    ),
    linea(
      'igv',
      'percepciones_aplicadas',
      'Percepciones aplicadas',
      igv.percepcionesAplicadas,
      'Hasta el tributo que queda',
    ),
    linea(
      'igv',
      'retenciones',
      'Retenciones del periodo',
      mes.cargos.retenciones,
      libro(CUENTAS_IGV_DEL_LIBRO.retenciones),
    ),
    linea(
      'igv',
      'retenciones_anteriores',
      'Retenciones no aplicadas de periodos anteriores',
      anterior.retenciones,
      arrastre,
    ),
    linea(
      'igv',
      'retenciones_aplicadas',
      'Retenciones aplicadas',
      igv.retencionesAplicadas,
      'Hasta el tributo que queda',
    ),
    linea(
      'igv',
      'igv_a_pagar',
      'IGV a pagar',
      igv.igvAPagar,
      'Tributo resultante − saldo, percepciones y retenciones aplicados',
      {
        enfasis: true,
      },
    ),
    linea(
      'igv',
      'saldo_siguiente',
      'Saldo a favor para el periodo siguiente',
      igv.siguiente.credito,
      'Crédito no aplicado',
    ),
    linea(
      'igv',
      'percepciones_siguiente',
      'Percepciones por aplicar en el periodo siguiente',
      igv.siguiente.percepciones,
      'Percepciones no aplicadas',
    ),
    linea(
      'igv',
      'retenciones_siguiente',
      'Retenciones por aplicar en el periodo siguiente',
      igv.siguiente.retenciones,
      'Retenciones no aplicadas',
    ),
  ];
  const rentaLineas = [
    linea(
      'renta',
      'ingresos_netos',
      'Ingresos netos del mes',
      renta.base,
      `${ventas}: gravadas + exportaciones + exoneradas + inafectas, las notas restan`,
    ),
    ...(renta.acumulado && renta.limite
      ? [
          linea(
            'renta',
            'ingresos_anio',
            'Ingresos netos del año hasta el mes',
            renta.acumulado,
            `Límite de 300 UIT: ${renta.limite} (UIT ${l.periodo.slice(0, 4)} = ${renta.uit})`,
          ),
        ]
      : []),
    linea(
      'renta',
      'tasa',
      `Tasa del pago a cuenta (${REGIMENES[l.regimen]})`,
      renta.porcentaje,
      `${renta.regla}. ${renta.fuente}`,
      {
        tipo: 'porcentaje',
      },
    ),
    linea(
      'renta',
      'renta_a_pagar',
      'Pago a cuenta del impuesto a la renta',
      renta.importe,
      'Ingresos netos × tasa',
      {
        enfasis: true,
      },
    ),
  ];
  return [
    ...igvLineas,
    ...rentaLineas,
    linea(
      'total',
      'total_a_pagar',
      'Total a pagar (IGV + renta)',
      l.totalAPagar,
      'IGV a pagar + pago a cuenta',
      {
        enfasis: true,
      },
    ),
  ];
}
