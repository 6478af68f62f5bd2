import {
  type DiaEvaluado,
  esMarcaAsistencia,
  type RegistroAsistencia,
  type ResumenAsistencia,
  resumirAsistencia,
} from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import {
  type EntradaTrabajadorPlanilla,
  nombreTrabajador,
  type Vigente,
} from '../planilla/entrada-planilla.ts';
import {
  type AsistenciaFila,
  asistenciasDelPeriodo,
  type ContratoAsistencia,
  conHorario,
} from './contexto-asistencia.ts';
import { fechasFeriadas } from './feriados.ts';

/** A stored day with what it gave against the schedule. */
export type DiaAsistenciaVista = AsistenciaFila & { evaluado: DiaEvaluado | null; feriado: boolean };

/** One contract's month: the summary (null without a schedule) and its days. */
export type ResumenAsistenciaVista = {
  trabajador_id: string;
  contrato_id: string;
  trabajador: string;
  numero_documento: string;
  horario: string | null;
  resumen: ResumenAsistencia | null;
  dias: DiaAsistenciaVista[];
};

const registroDe = (f: AsistenciaFila): RegistroAsistencia | null =>
  f.marca && esMarcaAsistencia(f.marca)
    ? { marca: f.marca }
    : f.entrada && f.salida
      ? { entrada: f.entrada, salida: f.salida }
      : null;

/** Each contract's month from the period's records (a worker's records go to the contract covering each date). */
export async function resumenes(
  deps: Dependencias,
  empresaId: string,
  periodo: string,
  contratos: ContratoAsistencia[],
): Promise<ResumenAsistenciaVista[]> {
  const [filas, feriados] = await Promise.all([
    asistenciasDelPeriodo(deps, empresaId, periodo),
    fechasFeriadas(deps, empresaId, periodo),
  ]);
  return contratos.map((c) => {
    const propias = filas.filter(
      (f) => f.trabajadorId === c.trabajador.id && f.fecha >= c.desde && (!c.hasta || f.fecha <= c.hasta),
    );
    const registros = new Map(
      propias.flatMap((f) => {
        const r = registroDe(f);
        return r ? [[f.fecha, r] as const] : [];
      }),
    );
    const resumen = c.horario
      ? resumirAsistencia({
          periodo,
          horario: c.horario,
          registros,
          feriados,
          desde: c.desde,
          hasta: c.hasta,
        })
      : null;
    return {
      trabajador_id: c.trabajador.id,
      contrato_id: c.contrato.id,
      trabajador: nombreTrabajador(c.trabajador),
      numero_documento: c.trabajador.numeroDocumento,
      horario: c.horarioNombre,
      resumen,
      dias: propias.map((f) => ({
        ...f,
        evaluado: resumen?.dias.find((d) => d.fecha === f.fecha) ?? null,
        feriado: feriados.has(f.fecha),
      })),
    };
  });
}

/**
 * The payslip entries the month's attendance gives, by contract: only contracts with a schedule and at
 * least one registered day, so a month without attendance stays a plain month.
 */
export async function entradasDeAsistencia(
  deps: Dependencias,
  empresaId: string,
  periodo: string,
  contratos: Vigente[],
): Promise<Map<string, EntradaTrabajadorPlanilla>> {
  const vistas = await resumenes(deps, empresaId, periodo, await conHorario(deps, empresaId, contratos));
  const entradas = new Map<string, EntradaTrabajadorPlanilla>();
  for (const v of vistas) {
    const r = v.resumen;
    if (!r || r.dias.length === 0) continue;
    entradas.set(v.contrato_id, {
      trabajador_id: v.trabajador_id,
      faltas: r.faltas,
      minutos_tardanza: r.minutosTardanza,
      // Hours are quantities with two decimals, as the payroll entry takes them.
      horas_extras_25: Number(r.horas25),
      horas_extras_35: Number(r.horas35),
      dias_vacaciones: r.diasVacaciones,
      dias_suspension: r.diasSuspension,
      dias_feriado_trabajados: r.feriadosTrabajados,
    });
  }
  return entradas;
}

/**
 * A worker's month entry over the attendance's: what the entry gives (not null) wins field by field, so
 * an advance typed in the payroll grid keeps the overtime and absences the attendance counted.
 */
export function conAsistencia(
  asistencia: EntradaTrabajadorPlanilla | undefined,
  propia: EntradaTrabajadorPlanilla | undefined,
): EntradaTrabajadorPlanilla | undefined {
  if (!asistencia || !propia) return propia ?? asistencia;
  const dadas = Object.entries(propia).filter(([, v]) => v !== null && v !== undefined);
  return { ...asistencia, ...Object.fromEntries(dadas), trabajador_id: propia.trabajador_id };
}
