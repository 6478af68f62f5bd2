import { type Db, schema } from '@kipu/db';
import {
  calcularVacacionesPendientes,
  calcularVacacionesTruncas,
  pendientesDelRecord,
  type RecordVacacional,
  type RemuneracionComputable,
  recordVacacional,
  type VacacionesPendientes,
  type VacacionesTruncas,
} from '@kipu/peru';
import { sumar } from '@kipu/peru/planillas/importes';
import { and, desc, eq, lt } from 'drizzle-orm';
import {
  COLUMNAS_VINCULO,
  calculador,
  computableDe,
  gastoContra,
  type LineaCalculada,
  lineasDeOtroCalculo,
  valoresVinculo,
} from './calculo.ts';
import { boletasCerradas, boletasDe, contratosEnRango } from './datos-planilla.ts';
import { gocesHasta } from './goces.ts';
import { seisMesesHasta } from './periodo-beneficio.ts';

export type EntradaVacacionesRun = {
  regimenLaboral: string;
  fechaIngreso: string;
  fecha: string;
  computable: RemuneracionComputable;
  record: RecordVacacional;
};

export type ProvisionVacaciones = {
  pendientes: VacacionesPendientes;
  diasPendientes: number;
  truncas: VacacionesTruncas;
  /** What the company owes for vacations on the date: pending days, their indemnity and the truncas. */
  provision: string;
  /** The provision of the last closed run before this one. */
  anterior: string;
  /** The change this month posts. */
  variacion: string;
};

/** Each worker's line in the company's last closed vacation provision before a period. */
export async function provisionAnterior(db: Db, empresaId: string, periodo: string) {
  const b = schema.beneficios;
  const [anterior] = await db
    .select({ periodo: b.periodo })
    .from(b)
    .where(
      and(
        eq(b.empresaId, empresaId),
        eq(b.tipo, 'vacaciones'),
        eq(b.estado, 'cerrada'),
        lt(b.periodo, periodo),
      ),
    )
    .orderBy(desc(b.periodo))
    .limit(1);
  return anterior
    ? (await lineasDeOtroCalculo<ProvisionVacaciones>(db, empresaId, 'vacaciones', anterior.periodo))?.lineas
    : undefined;
}

/**
 * The month-end vacation provision: each worker's record on the month's last day (pending days, the
 * indemnity of overdue ones, the truncas of the running year) at the remuneración computable. The
 * asiento posts only the change since the last closed provision (debe 6215, haber 4115; a fall, after
 * vacations were paid, the other way round).
 */
export const VACACIONES = calculador<EntradaVacacionesRun, ProvisionVacaciones>({
  columnas: [
    ...COLUMNAS_VINCULO,
    { encabezado: 'Remuneración computable', tipo: 'monto' },
    { encabezado: 'Días pendientes', tipo: 'cantidad' },
    { encabezado: 'Vacaciones pendientes', tipo: 'monto', total: true },
    { encabezado: 'Indemnización', tipo: 'monto', total: true },
    { encabezado: 'Truncas (meses/días)', tipo: 'texto' },
    { encabezado: 'Vacaciones truncas', tipo: 'monto', total: true },
    { encabezado: 'Provisión', tipo: 'monto', total: true },
    { encabezado: 'Provisión anterior', tipo: 'monto', total: true },
    { encabezado: 'Del mes', tipo: 'monto', total: true },
  ],
  valores: ({ entrada: e, resultado: r }) => [
    ...valoresVinculo(e),
    e.computable.computable,
    String(r.diasPendientes),
    r.pendientes.remuneracion,
    r.pendientes.indemnizacion,
    `${r.truncas.meses}/${r.truncas.dias}`,
    r.truncas.importe,
    r.provision,
    r.anterior,
    r.variacion,
  ],
  async calcular({ db, empresaId, periodo, tablas }) {
    const fecha = periodo.fecha;
    const meses = seisMesesHasta(fecha);
    const vinculos = (await contratosEnRango(db, empresaId, fecha, fecha)).filter(
      (v) => !v.fechaCese || v.fechaCese >= fecha,
    );
    const boletas = await boletasCerradas(db, empresaId, meses);
    const goces = await gocesHasta(db, empresaId, fecha);
    const anteriores = await provisionAnterior(db, empresaId, periodo.periodo);
    return {
      lineas: vinculos.map((v): LineaCalculada<EntradaVacacionesRun, ProvisionVacaciones> => {
        const computable = computableDe(v, fecha, tablas, boletasDe(boletas, v.trabajador.id, meses));
        const record = recordVacacional({
          fechaIngreso: v.fechaIngreso,
          fecha,
          regimenLaboral: v.contrato.regimenLaboral,
          goces: goces.get(v.trabajador.id) ?? [],
        });
        const pendientes = calcularVacacionesPendientes(computable.computable, pendientesDelRecord(record));
        const truncas = calcularVacacionesTruncas({
          regimenLaboral: v.contrato.regimenLaboral,
          remuneracionComputable: computable.computable,
          inicioRecord: record.inicioRecordActual,
          fechaCese: fecha,
        });
        const provision = sumar([pendientes.remuneracion, pendientes.indemnizacion, truncas.importe]);
        const anterior = anteriores?.get(v.trabajador.id)?.provision ?? '0.00';
        const variacion = provision.minus(anterior).toFixed(2);
        return {
          vinculo: v,
          entrada: {
            regimenLaboral: v.contrato.regimenLaboral,
            fechaIngreso: v.fechaIngreso,
            fecha,
            computable,
            record,
          },
          resultado: {
            pendientes,
            diasPendientes: record.periodos.reduce((s, p) => s + p.pendientes, 0),
            truncas,
            provision: provision.toFixed(2),
            anterior,
            variacion,
          },
          importe: variacion,
        };
      }),
    };
  },
  partidas: (lineas) => lineas.flatMap((l) => gastoContra('6215', '4115', l.resultado.variacion)),
});
