import Decimal from 'decimal.js';
import { cuentasDeResultados, type LineaResultados, lineasConSubtotales } from './estado-resultados.ts';
import { cuentasDeSituacion, type LineaSituacion, resultadosEnPatrimonio } from './estado-situacion.ts';
import { esSeccionDeActivo, RESULTADO_PERIODO, RESULTADOS_ANTERIORES } from './lineas-situacion.ts';
import { RUBROS_SMV_EDR, type RubroSmv, SECCIONES_SMV_ESF } from './rubros-smv.ts';
import { dinero, reglaDeCuenta, type SaldoCuenta, sumar } from './saldos.ts';

export type SeccionSmvVista = { codigo: string; titulo: string; lineas: LineaSituacion[]; total: string };
export type EstadoSituacionSmv = {
  secciones: SeccionSmvVista[];
  totalActivo: string;
  totalPasivo: string;
  totalPatrimonio: string;
  totalPasivoPatrimonio: string;
  /** activo − (pasivo + patrimonio): zero whenever the books balance. */
  diferencia: string;
};
export type EstadoResultadosSmv = { lineas: LineaResultados[]; resultado: string };

// The computed equity lines have no account of their own.
const CUENTAS_DE_RESULTADOS = '6–9';

/** The rubro that takes an amount a statement put on `linea` for `cuenta` (longest prefix first). */
export function rubroSmvDe<R extends RubroSmv>(rubros: readonly R[], linea: string, cuenta: string): R {
  const reglas = rubros.flatMap((rubro) =>
    rubro.de.filter((f) => f.linea === linea).map((f) => ({ rubro, prefijos: f.prefijos ?? [''] })),
  );
  const regla = reglaDeCuenta(reglas, cuenta);
  if (!regla) throw new Error(`La línea ${linea} no tiene rubro SMV`);
  return regla.rubro;
}

type Importe = { cuenta: string; linea: string; importe: Decimal };

/** The amounts of each rubro and the accounts that fed it ('1041, 1212'). */
function porRubro(rubros: readonly RubroSmv[], importes: readonly Importe[]) {
  const suma = new Map<string, { importe: Decimal; cuentas: Set<string> }>();
  for (const i of importes) {
    const { codigo } = rubroSmvDe(rubros, i.linea, i.cuenta);
    const actual = suma.get(codigo) ?? { importe: new Decimal(0), cuentas: new Set<string>() };
    actual.importe = actual.importe.plus(i.importe);
    actual.cuentas.add(i.cuenta);
    suma.set(codigo, actual);
  }
  return {
    importe: (r: RubroSmv) => suma.get(r.codigo)?.importe ?? new Decimal(0),
    cuentas: (r: RubroSmv) => [...(suma.get(r.codigo)?.cuentas ?? [])].sort().join(', '),
  };
}

/**
 * The estado de situación financiera in SMV's rubros: the same account balances and results in equity
 * as estadoSituacionFinanciera, regrouped by SECCIONES_SMV_ESF.
 */
export function estadoSituacionSmv(
  acumulado: readonly SaldoCuenta[],
  delPeriodo: readonly SaldoCuenta[],
): EstadoSituacionSmv {
  const { resultadoPeriodo, anteriores } = resultadosEnPatrimonio(acumulado, delPeriodo);
  const rubros = SECCIONES_SMV_ESF.flatMap((s) => s.rubros);
  const suma = porRubro(rubros, [
    ...cuentasDeSituacion(acumulado).map((c) => ({ ...c, linea: c.linea.codigo })),
    { cuenta: CUENTAS_DE_RESULTADOS, linea: RESULTADOS_ANTERIORES.codigo, importe: anteriores },
    { cuenta: CUENTAS_DE_RESULTADOS, linea: RESULTADO_PERIODO.codigo, importe: resultadoPeriodo },
  ]);
  let activo = new Decimal(0);
  let pasivo = new Decimal(0);
  let patrimonio = new Decimal(0);
  const secciones = SECCIONES_SMV_ESF.map((s) => {
    const total = sumar(s.rubros.map(suma.importe));
    if (esSeccionDeActivo(s.seccion)) activo = activo.plus(total);
    else if (s.seccion === 'patrimonio') patrimonio = patrimonio.plus(total);
    else pasivo = pasivo.plus(total);
    return {
      codigo: s.codigo,
      titulo: s.titulo,
      lineas: s.rubros.map((r) => ({
        codigo: r.codigo,
        titulo: r.titulo,
        cuentas: suma.cuentas(r),
        importe: dinero(suma.importe(r)),
      })),
      total: dinero(total),
    };
  });
  return {
    secciones,
    totalActivo: dinero(activo),
    totalPasivo: dinero(pasivo),
    totalPatrimonio: dinero(patrimonio),
    totalPasivoPatrimonio: dinero(pasivo.plus(patrimonio)),
    diferencia: dinero(activo.minus(pasivo).minus(patrimonio)),
  };
}

/**
 * The estado de resultados por función in SMV's rubros: the same accounts as estadoResultados('funcion'),
 * regrouped by RUBROS_SMV_EDR, so the net result is the same.
 */
export function estadoResultadosSmv(saldos: readonly SaldoCuenta[]): EstadoResultadosSmv {
  const suma = porRubro(
    RUBROS_SMV_EDR,
    cuentasDeResultados('funcion', saldos).map((c) => ({ ...c, linea: c.linea.codigo })),
  );
  const { lineas, resultado } = lineasConSubtotales(RUBROS_SMV_EDR, suma.importe, suma.cuentas);
  return { lineas, resultado: dinero(resultado) };
}
