import {
  type Cts,
  calcularCts,
  type Gratificacion,
  type MesDepositoCts,
  montoGratificacion,
  periodoCts,
  type RemuneracionComputable,
} from '@kipu/peru';
import { alCentimo } from '@kipu/peru/planillas/importes';
import {
  COLUMNAS_VINCULO,
  calculador,
  computableDe,
  gastoContra,
  type LineaCalculada,
  lineasDeOtroCalculo,
  valoresVinculo,
} from './calculo.ts';
import { boletasCerradas, boletasDe, contratosEnRango, faltasEn } from './datos-planilla.ts';
import { mesesEntre } from './periodo-beneficio.ts';

export type EntradaCtsRun = {
  regimenLaboral: string;
  fechaIngreso: string;
  computable: RemuneracionComputable;
  /** The gratificación received in the period, and where it was read from. */
  gratificacionPercibida: string;
  origenGratificacion: 'calculo' | 'contrato';
  diasNoComputables: number;
};

/** The deposit: debe 6291, haber 4151. */
export const CTS = calculador<EntradaCtsRun, Cts>({
  columnas: [
    ...COLUMNAS_VINCULO,
    { encabezado: 'Remuneración', tipo: 'monto' },
    { encabezado: 'Gratificación percibida', tipo: 'monto' },
    { encabezado: '1/6 gratificación', tipo: 'monto' },
    { encabezado: 'Remuneración computable', tipo: 'monto' },
    { encabezado: 'Meses', tipo: 'cantidad' },
    { encabezado: 'Días', tipo: 'cantidad' },
    { encabezado: 'Días computables', tipo: 'cantidad' },
    { encabezado: 'CTS', tipo: 'monto', total: true },
  ],
  valores: ({ entrada: e, resultado: r }) => [
    ...valoresVinculo(e),
    e.computable.computable,
    e.gratificacionPercibida,
    r.sextoGratificacion,
    r.remuneracionComputable,
    String(r.meses),
    String(r.dias),
    String(r.diasComputables),
    r.cts,
  ],
  async calcular({ db, empresaId, periodo, tablas }) {
    const mes = periodo.mes as MesDepositoCts;
    const rango = periodoCts(periodo.anio, mes);
    const meses = mesesEntre(rango.desde, rango.hasta);
    // Who leaves inside the period gets the CTS trunca in the liquidación.
    const vinculos = (await contratosEnRango(db, empresaId, rango.desde, rango.hasta)).filter(
      (v) => !v.fechaCese || v.fechaCese > rango.hasta,
    );
    const boletas = await boletasCerradas(db, empresaId, meses);
    // December's gratificación for May's deposit, July's for November's.
    const anioGrati = mes === 5 ? periodo.anio - 1 : periodo.anio;
    const mesGrati = mes === 5 ? 12 : 7;
    const gratificaciones = await lineasDeOtroCalculo<Gratificacion>(
      db,
      empresaId,
      'gratificacion',
      `${anioGrati}${String(mesGrati).padStart(2, '0')}`,
    );
    return {
      lineas: vinculos.map((v): LineaCalculada<EntradaCtsRun, Cts> => {
        const computable = computableDe(v, rango.hasta, tablas, boletasDe(boletas, v.trabajador.id, meses));
        const calculada = gratificaciones?.lineas.get(v.trabajador.id)?.gratificacion;
        // Without a gratificación run, what the contract earned in that semester.
        const percibida =
          calculada ??
          alCentimo(
            montoGratificacion({
              anio: anioGrati,
              mes: mesGrati,
              regimenLaboral: v.contrato.regimenLaboral,
              remuneracionComputable: computable.computable,
              fechaIngreso: v.fechaIngreso,
            }).monto,
          ).toFixed(2);
        const entrada: EntradaCtsRun = {
          regimenLaboral: v.contrato.regimenLaboral,
          fechaIngreso: v.fechaIngreso,
          computable,
          gratificacionPercibida: percibida,
          origenGratificacion: calculada ? 'calculo' : 'contrato',
          diasNoComputables: faltasEn(boletas, v.trabajador.id, meses),
        };
        const resultado = calcularCts({
          anio: periodo.anio,
          mes,
          regimenLaboral: v.contrato.regimenLaboral,
          remuneracionComputable: computable.computable,
          gratificacionPercibida: percibida,
          fechaIngreso: v.fechaIngreso,
          diasNoComputables: entrada.diasNoComputables,
        });
        return { vinculo: v, entrada, resultado, importe: resultado.cts };
      }),
    };
  },
  partidas: (lineas) => lineas.flatMap((l) => gastoContra('6291', '4151', l.resultado.cts)),
});
