import {
  calcularLiquidacion,
  depositoCtsDeFecha,
  type Gratificacion,
  type Liquidacion,
  parametrosPlanilla,
  pendientesDelRecord,
  periodoCts,
  type RecordVacacional,
  type RemuneracionComputable,
  recordVacacional,
  semestreGratificacion,
} from '@kipu/peru';
import { esImporte } from '@kipu/peru/contabilidad/importes-documento';
import Decimal from 'decimal.js';
import { entradaInvalida } from '../../../shared/errores.ts';
import { GASTO, RETENCION } from '../planilla/asiento-planilla.ts';
import { contratoDeBoleta } from '../planilla/entrada-planilla.ts';
import { provisionAnterior } from './beneficio-vacaciones.ts';
import {
  COLUMNAS_VINCULO,
  type ContextoCalculo,
  calculador,
  computableDe,
  gastoContra,
  type LineaCalculada,
  lineasDeOtroCalculo,
  type OpcionesBeneficio,
  type Partida,
  valoresVinculo,
} from './calculo.ts';
import { boletasCerradas, boletasDe, contratosEnRango, faltasEn, type Vinculo } from './datos-planilla.ts';
import { gocesHasta } from './goces.ts';
import { mesesEntre, seisMesesHasta } from './periodo-beneficio.ts';

export type EntradaLiquidacionRun = {
  regimenLaboral: string;
  fechaIngreso: string;
  fechaCese: string;
  motivoCese: string | null;
  computable: RemuneracionComputable;
  record: RecordVacacional;
  faltasSemestre: number;
  diasNoComputablesCts: number;
  gratificacionJulioPagada: boolean;
  indemnizacionDespido: string;
  /** The worker's vacations already provisioned in 4115 by the last closed provision. */
  provisionVacaciones?: string;
};

/** What each settled concept leaves owed until it is paid. */
const PASIVO: Readonly<Record<string, string>> = {
  cts: '4151',
  gratificacion: '4114',
  gratificacion_trunca: '4114',
  bonificacion_extraordinaria: '4114',
  vacaciones_truncas: '4115',
  remuneracion_vacacional: '4115',
  indemnizacion_vacaciones: '4115',
  indemnizacion_despido: '4699',
};
/** The pension is withheld from the vacations, the only remunerative part. */
const PASIVO_RETENIDO = '4115';
const GASTO_VACACIONES = '6215';

const importe = (l: Liquidacion, codigo: string) =>
  l.ingresos.find((i) => i.codigo === codigo)?.importe ?? '0.00';

/** The given dismissal indemnities by worker, each of a worker ceased in the month. */
function indemnizaciones(opciones: OpcionesBeneficio, cesados: Vinculo[]) {
  const mapa = new Map<string, string>();
  for (const i of opciones.indemnizaciones ?? []) {
    if (!cesados.some((v) => v.trabajador.id === i.trabajador_id))
      throw entradaInvalida('La indemnización es de un trabajador que no cesa en el periodo');
    if (!esImporte(i.importe))
      throw entradaInvalida(`El importe de la indemnización ${i.importe} no es válido`);
    mapa.set(i.trabajador_id, new Decimal(i.importe.trim()).toFixed(2));
  }
  return mapa;
}

/** The workers whose cese falls in the month, each with their last contract. */
async function cesadosEn(ctx: ContextoCalculo) {
  const desde = `${ctx.periodo.fecha.slice(0, 8)}01`;
  return (await contratosEnRango(ctx.db, ctx.empresaId, desde, ctx.periodo.fecha)).filter(
    (v) =>
      v.trabajador.fechaCese &&
      v.trabajador.fechaCese >= desde &&
      v.trabajador.fechaCese <= ctx.periodo.fecha,
  );
}

/**
 * The settlement of the workers ceased in the month (calcularLiquidacion): CTS trunca, gratificación
 * trunca (and July's when the cese comes before it is due and no closed July run paid it), vacaciones
 * truncas and pending from the record, and the dismissal indemnity when given. Each concept debits the
 * planilla's expense account and credits what is owed; the pension withheld is credited to its fund.
 */
export const LIQUIDACION = calculador<EntradaLiquidacionRun, Liquidacion>({
  columnas: [
    ...COLUMNAS_VINCULO,
    { encabezado: 'Cese', tipo: 'texto' },
    { encabezado: 'Remuneración computable', tipo: 'monto' },
    { encabezado: 'CTS trunca', tipo: 'monto', total: true },
    { encabezado: 'Gratificación', tipo: 'monto', total: true },
    { encabezado: 'Bonificación extraordinaria', tipo: 'monto', total: true },
    { encabezado: 'Vacaciones truncas', tipo: 'monto', total: true },
    { encabezado: 'Vacaciones pendientes', tipo: 'monto', total: true },
    { encabezado: 'Indemnización vacaciones', tipo: 'monto', total: true },
    { encabezado: 'Indemnización despido', tipo: 'monto', total: true },
    { encabezado: 'Total ingresos', tipo: 'monto', total: true },
    { encabezado: 'Pensión', tipo: 'monto', total: true },
    { encabezado: 'Neto', tipo: 'monto', total: true },
  ],
  valores: ({ entrada: e, resultado: r }) => [
    ...valoresVinculo(e),
    e.fechaCese,
    e.computable.computable,
    importe(r, 'cts'),
    new Decimal(importe(r, 'gratificacion')).plus(importe(r, 'gratificacion_trunca')).toFixed(2),
    importe(r, 'bonificacion_extraordinaria'),
    importe(r, 'vacaciones_truncas'),
    importe(r, 'remuneracion_vacacional'),
    importe(r, 'indemnizacion_vacaciones'),
    importe(r, 'indemnizacion_despido'),
    r.totalIngresos,
    r.pension.total,
    r.neto,
  ],
  async calcular(ctx) {
    const { db, empresaId, periodo, tablas } = ctx;
    const cesados = await cesadosEn(ctx);
    const despidos = indemnizaciones(ctx.opciones, cesados);
    // From August of the year before: the six months before any cese of the year, and its CTS period.
    const meses = mesesEntre(`${periodo.anio - 1}-08-01`, periodo.fecha);
    const boletas = await boletasCerradas(db, empresaId, meses);
    const goces = await gocesHasta(db, empresaId, periodo.fecha);
    const julio = await lineasDeOtroCalculo<Gratificacion>(
      db,
      empresaId,
      'gratificacion',
      `${periodo.anio}07`,
    );
    const provisiones = await provisionAnterior(db, empresaId, periodo.periodo);
    return {
      lineas: cesados.map((v): LineaCalculada<EntradaLiquidacionRun, Liquidacion> => {
        const cese = v.trabajador.fechaCese ?? periodo.fecha;
        const semestre = semestreGratificacion(periodo.anio, periodo.mes <= 6 ? 7 : 12);
        const deposito = depositoCtsDeFecha(cese);
        const rangoCts = periodoCts(deposito.anio, deposito.mes);
        const computable = computableDe(
          v,
          cese,
          tablas,
          boletasDe(boletas, v.trabajador.id, seisMesesHasta(cese)),
        );
        const record = recordVacacional({
          fechaIngreso: v.fechaIngreso,
          fecha: cese,
          regimenLaboral: v.contrato.regimenLaboral,
          goces: goces.get(v.trabajador.id) ?? [],
        });
        const entrada: EntradaLiquidacionRun = {
          regimenLaboral: v.contrato.regimenLaboral,
          fechaIngreso: v.fechaIngreso,
          fechaCese: cese,
          motivoCese: v.trabajador.motivoCese,
          computable,
          record,
          faltasSemestre: faltasEn(boletas, v.trabajador.id, mesesEntre(semestre.desde, cese)),
          diasNoComputablesCts: faltasEn(boletas, v.trabajador.id, mesesEntre(rangoCts.desde, cese)),
          gratificacionJulioPagada: julio?.estado === 'cerrada' && julio.lineas.has(v.trabajador.id),
          indemnizacionDespido: despidos.get(v.trabajador.id) ?? '0',
          provisionVacaciones: provisiones?.get(v.trabajador.id)?.provision ?? '0.00',
        };
        const contrato = contratoDeBoleta(v);
        const resultado = calcularLiquidacion({
          regimenLaboral: v.contrato.regimenLaboral,
          pension: contrato.pension,
          salud: v.contrato.salud,
          fechaIngreso: v.fechaIngreso,
          fechaCese: cese,
          remuneracionComputable: computable.computable,
          gratificacionJulioPagada: entrada.gratificacionJulioPagada,
          faltasSemestre: entrada.faltasSemestre,
          diasNoComputablesCts: entrada.diasNoComputablesCts,
          inicioRecordVacacional: record.inicioRecordActual,
          vacacionesPendientes: pendientesDelRecord(record),
          indemnizacionDespido: entrada.indemnizacionDespido,
          parametros: parametrosPlanilla(cese, tablas),
        });
        return { vinculo: v, entrada, resultado, importe: resultado.totalIngresos };
      }),
    };
  },
  partidas: (lineas) =>
    lineas.flatMap(({ entrada: e, resultado: r }): Partida[] => [
      // What the provision already expensed is owed in 4115: only the difference is expense now.
      ...gastoContra(GASTO_VACACIONES, PASIVO_RETENIDO, new Decimal(e.provisionVacaciones ?? 0).negated()),
      ...r.ingresos.flatMap((i) => [
        { cuenta: GASTO[i.codigo] ?? '', importe: i.importe },
        { cuenta: PASIVO[i.codigo] ?? '', importe: new Decimal(i.importe).negated() },
      ]),
      ...r.pension.lineas.flatMap((p) => [
        { cuenta: RETENCION[p.codigo] ?? '', importe: new Decimal(p.importe).negated() },
        { cuenta: PASIVO_RETENIDO, importe: p.importe },
      ]),
    ]),
});
