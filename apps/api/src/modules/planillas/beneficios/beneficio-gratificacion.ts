import {
  calcularGratificacion,
  type Gratificacion,
  type MesGratificacion,
  parametrosPlanilla,
  primerDiaDelMes,
  type RemuneracionComputable,
  semestreGratificacion,
} from '@kipu/peru';
import {
  COLUMNAS_VINCULO,
  calculador,
  computableDe,
  gastoContra,
  type LineaCalculada,
  valoresVinculo,
} from './calculo.ts';
import { boletasCerradas, boletasDe, contratosEnRango, faltasEn } from './datos-planilla.ts';
import { mesesEntre } from './periodo-beneficio.ts';

export type EntradaGratificacionRun = {
  regimenLaboral: string;
  fechaIngreso: string;
  fechaCese: string | null;
  computable: RemuneracionComputable;
  faltas: number;
  salud: string;
};

/** Gratificación and its bonificación: debe 6214 (the planilla's account for both), haber 4114. */
export const GRATIFICACION = calculador<EntradaGratificacionRun, Gratificacion>({
  columnas: [
    ...COLUMNAS_VINCULO,
    { encabezado: 'Remuneración computable', tipo: 'monto' },
    { encabezado: 'Meses', tipo: 'cantidad' },
    { encabezado: 'Faltas', tipo: 'cantidad' },
    { encabezado: 'Gratificación', tipo: 'monto', total: true },
    { encabezado: 'Bonificación %', tipo: 'cantidad' },
    { encabezado: 'Bonificación extraordinaria', tipo: 'monto', total: true },
    { encabezado: 'Total', tipo: 'monto', total: true },
  ],
  valores: ({ entrada: e, resultado: r }) => [
    ...valoresVinculo(e),
    e.computable.computable,
    String(r.mesesCompletos),
    String(e.faltas),
    r.gratificacion,
    r.tasaBonificacion,
    r.bonificacionExtraordinaria,
    r.total,
  ],
  async calcular({ db, empresaId, periodo, tablas }) {
    const mes = periodo.mes as MesGratificacion;
    const semestre = semestreGratificacion(periodo.anio, mes);
    const meses = mesesEntre(semestre.desde, semestre.hasta);
    // Who leaves by the 15th of the payment month is paid in the liquidación instead.
    const vence = `${periodo.periodo.slice(0, 4)}-${periodo.periodo.slice(4)}-15`;
    const vinculos = (await contratosEnRango(db, empresaId, semestre.desde, semestre.hasta)).filter(
      (v) => !v.fechaCese || v.fechaCese > vence,
    );
    const boletas = await boletasCerradas(db, empresaId, meses);
    const parametros = parametrosPlanilla(primerDiaDelMes(periodo.anio, mes), tablas);
    return {
      lineas: vinculos.map((v): LineaCalculada<EntradaGratificacionRun, Gratificacion> => {
        const entrada = {
          regimenLaboral: v.contrato.regimenLaboral,
          fechaIngreso: v.fechaIngreso,
          fechaCese: v.fechaCese,
          computable: computableDe(v, semestre.hasta, tablas, boletasDe(boletas, v.trabajador.id, meses)),
          faltas: faltasEn(boletas, v.trabajador.id, meses),
          salud: v.contrato.salud,
        };
        const resultado = calcularGratificacion({
          anio: periodo.anio,
          mes,
          regimenLaboral: v.contrato.regimenLaboral,
          remuneracionComputable: entrada.computable.computable,
          fechaIngreso: v.fechaIngreso,
          fechaCese: v.fechaCese,
          faltas: entrada.faltas,
          salud: v.contrato.salud,
          parametros,
        });
        return { vinculo: v, entrada, resultado, importe: resultado.total };
      }),
    };
  },
  partidas: (lineas) => lineas.flatMap((l) => gastoContra('6214', '4114', l.resultado.total)),
});
