import {
  ACTIVIDADES_UTILIDADES,
  type ActividadUtilidades,
  asignacionFamiliarVigente,
  calcularUtilidades,
  conceptoPlanilla,
  type ParticipacionTrabajador,
  type TrabajadorUtilidades,
} from '@kipu/peru';
import { esImporte } from '@kipu/peru/contabilidad/importes-documento';
import { sumar } from '@kipu/peru/planillas/importes';
import { entradaInvalida } from '../../../shared/errores.ts';
import { calculador, gastoContra, type OpcionesBeneficio } from './calculo.ts';
import { boletasCerradas, boletasDe, contratosEnRango } from './datos-planilla.ts';
import { mesesEntre } from './periodo-beneficio.ts';

/**
 * What counts as the year's remuneraciones: ordinary pay taxed as 5ta (basic, asignación familiar,
 * overtime, commissions, vacations, gratificaciones); not CTS, movilidad, indemnities, the bonificación
 * extraordinaria nor earlier utilidades.
 */
const esRemuneracion = (codigo: string) => {
  const c = conceptoPlanilla(codigo);
  return c.afectoQuinta && c.ordinario;
};

/** The renta neta and the activity the run is given, checked. */
export function opcionesUtilidades(o: OpcionesBeneficio): { renta: string; actividad: ActividadUtilidades } {
  const renta = o.renta_neta?.trim() ?? '';
  if (!esImporte(renta)) throw entradaInvalida('La renta neta del ejercicio no es un importe válido');
  const actividad = ACTIVIDADES_UTILIDADES.find((a) => a === o.actividad);
  if (!actividad) throw entradaInvalida(`La actividad no es válida (${ACTIVIDADES_UTILIDADES.join(', ')})`);
  return { renta, actividad };
}

/**
 * DL 892: the activity's percentage of the renta neta, half by days worked and half by the
 * remuneraciones of the year, both read from the year's closed payslips; each worker capped at 18
 * monthly remuneraciones. A company whose contracts are all microempresa distributes nothing.
 * Debe 62941, haber 413.
 */
export const UTILIDADES = calculador<TrabajadorUtilidades, ParticipacionTrabajador>({
  columnas: [
    { encabezado: 'Días laborados', tipo: 'cantidad', total: true },
    { encabezado: 'Remuneraciones', tipo: 'monto', total: true },
    { encabezado: 'Por días', tipo: 'monto', total: true },
    { encabezado: 'Por remuneraciones', tipo: 'monto', total: true },
    { encabezado: 'Excedente (tope)', tipo: 'monto', total: true },
    { encabezado: 'Participación', tipo: 'monto', total: true },
  ],
  valores: ({ entrada: e, resultado: r }) => [
    String(e.diasLaborados),
    e.remuneraciones,
    r.porDias,
    r.porRemuneraciones,
    r.excedente,
    r.total,
  ],
  async calcular({ db, empresaId, periodo, opciones, tablas }) {
    const { renta, actividad } = opcionesUtilidades(opciones);
    const desde = `${periodo.anio}-01-01`;
    const meses = mesesEntre(desde, periodo.fecha);
    const vinculos = await contratosEnRango(db, empresaId, desde, periodo.fecha);
    const boletas = await boletasCerradas(db, empresaId, meses);
    const trabajadores = vinculos.map((v): TrabajadorUtilidades => {
      const pagadas = boletasDe(boletas, v.trabajador.id, meses).flatMap((b) => (b ? [b.boleta] : []));
      return {
        id: v.trabajador.id,
        diasLaborados: pagadas.reduce((s, b) => s + b.diasLaborados, 0),
        remuneraciones: sumar(
          pagadas.flatMap((b) => b.ingresos.filter((l) => esRemuneracion(l.codigo)).map((l) => l.importe)),
        ).toFixed(2),
        remuneracionMensual: sumar([
          v.contrato.remuneracionBasica,
          v.contrato.asignacionFamiliar ? asignacionFamiliarVigente(periodo.fecha, tablas) : '0',
        ]).toFixed(2),
      };
    });
    const todasMicro = vinculos.every((v) => v.contrato.regimenLaboral === 'microempresa');
    const r = calcularUtilidades({
      actividad,
      regimenLaboral: todasMicro ? 'microempresa' : 'general',
      rentaAntesDeParticipacion: renta,
      trabajadores,
    });
    return {
      lineas: vinculos.map((v, i) => {
        const resultado = r.trabajadores[i] as ParticipacionTrabajador;
        return {
          vinculo: v,
          entrada: trabajadores[i] as TrabajadorUtilidades,
          resultado,
          importe: resultado.total,
        };
      }),
      parametros: {
        renta_neta: renta,
        actividad,
        porcentaje: r.porcentaje,
        monto_a_distribuir: r.montoADistribuir,
        total_dias: r.totalDias,
        total_remuneraciones: r.totalRemuneraciones,
        total_distribuido: r.totalDistribuido,
      },
    };
  },
  partidas: (lineas) => lineas.flatMap((l) => gastoContra('62941', '413', l.resultado.total)),
});
