import Decimal from 'decimal.js';
import {
  esSeccionDeActivo,
  LINEAS_SITUACION,
  type LineaSituacionDef,
  RESULTADO_PERIODO,
  RESULTADOS_ANTERIORES,
  SECCIONES_SITUACION,
  type SeccionSituacion,
} from './lineas-situacion.ts';
import {
  dinero,
  esDeBalance,
  esDeResultado,
  reglaDeCuenta,
  type SaldoCuenta,
  saldoDeudor,
  sumar,
} from './saldos.ts';

export type LineaSituacion = { codigo: string; titulo: string; cuentas: string; importe: string };
export type SeccionSituacionVista = {
  codigo: SeccionSituacion;
  titulo: string;
  lineas: LineaSituacion[];
  total: string;
};
export type EstadoSituacion = {
  secciones: SeccionSituacionVista[];
  totalActivo: string;
  totalPasivo: string;
  totalPatrimonio: string;
  totalPasivoPatrimonio: string;
  resultadoPeriodo: string;
  /** activo − (pasivo + patrimonio): zero whenever the books balance. */
  diferencia: string;
};

const porCodigo = new Map(LINEAS_SITUACION.map((l) => [l.codigo, l]));
// Element-level catch-alls stay out of the printed account list.
const cuentasDe = (l: LineaSituacionDef) => l.prefijos.filter((p) => p.length > 1).join(', ');

/** The line a balance-sheet account's balance goes to, and the amount signed as that line shows it. */
export function lineaDeSituacion(
  cuenta: string,
  saldo: Decimal,
): { linea: LineaSituacionDef; importe: Decimal } {
  const linea = reglaDeCuenta(LINEAS_SITUACION, cuenta);
  if (!linea) throw new Error(`La cuenta ${cuenta} no es del estado de situación financiera`);
  const importe = esSeccionDeActivo(linea.seccion) ? saldo : saldo.negated();
  const otro = linea.otroLado;
  if (importe.isNegative() && otro?.prefijos.some((p) => cuenta.startsWith(p))) {
    const destino = porCodigo.get(otro.linea);
    if (destino) return { linea: destino, importe: importe.negated() };
  }
  return { linea, importe };
}

/** Each balance-sheet account's balance on its line, signed as the line shows it. */
export function cuentasDeSituacion(
  acumulado: readonly SaldoCuenta[],
): { cuenta: string; linea: LineaSituacionDef; importe: Decimal }[] {
  return acumulado
    .filter((s) => esDeBalance(s.cuenta))
    .map((s) => ({ cuenta: s.cuenta, ...lineaDeSituacion(s.cuenta, saldoDeudor(s)) }));
}

/** The results (elements 6–9) equity shows before they are closed: the range's and earlier periods'. */
export function resultadosEnPatrimonio(
  acumulado: readonly SaldoCuenta[],
  delPeriodo: readonly SaldoCuenta[],
): { resultadoPeriodo: Decimal; anteriores: Decimal } {
  const resultadoDe = (saldos: readonly SaldoCuenta[]) =>
    sumar(saldos.filter((s) => esDeResultado(s.cuenta)).map(saldoDeudor)).negated();
  const resultadoPeriodo = resultadoDe(delPeriodo);
  return { resultadoPeriodo, anteriores: resultadoDe(acumulado).minus(resultadoPeriodo) };
}

/**
 * The estado de situación financiera at the end of a range of periods. `acumulado` holds every account's
 * sums from the first period of the books to the range's last; `delPeriodo` those of the range, whose
 * results (elements 6–9) are the period's result. Earlier results not yet closed into 59 get a line of
 * their own, so activo = pasivo + patrimonio holds before any closing entry.
 */
export function estadoSituacionFinanciera(
  acumulado: readonly SaldoCuenta[],
  delPeriodo: readonly SaldoCuenta[],
): EstadoSituacion {
  const importes = new Map<string, Decimal>();
  for (const { linea, importe } of cuentasDeSituacion(acumulado))
    importes.set(linea.codigo, (importes.get(linea.codigo) ?? new Decimal(0)).plus(importe));
  const { resultadoPeriodo, anteriores } = resultadosEnPatrimonio(acumulado, delPeriodo);

  const totales = new Map<SeccionSituacion, Decimal>();
  const secciones = SECCIONES_SITUACION.map(({ codigo, titulo }) => {
    const lineas = LINEAS_SITUACION.filter((l) => l.seccion === codigo).map((l) => ({
      codigo: l.codigo,
      titulo: l.titulo,
      cuentas: cuentasDe(l),
      importe: importes.get(l.codigo) ?? new Decimal(0),
    }));
    if (codigo === 'patrimonio') {
      if (!anteriores.isZero())
        lineas.push({ ...RESULTADOS_ANTERIORES, cuentas: '6–9', importe: anteriores });
      lineas.push({ ...RESULTADO_PERIODO, cuentas: '6–9', importe: resultadoPeriodo });
    }
    const total = sumar(lineas.map((l) => l.importe));
    totales.set(codigo, total);
    return {
      codigo,
      titulo,
      lineas: lineas.map((l) => ({ ...l, importe: dinero(l.importe) })),
      total: dinero(total),
    };
  });
  const total = (...s: SeccionSituacion[]) => sumar(s.map((c) => totales.get(c) ?? new Decimal(0)));
  const activo = total('activo_corriente', 'activo_no_corriente');
  const pasivo = total('pasivo_corriente', 'pasivo_no_corriente');
  const patrimonio = total('patrimonio');
  return {
    secciones,
    totalActivo: dinero(activo),
    totalPasivo: dinero(pasivo),
    totalPatrimonio: dinero(patrimonio),
    totalPasivoPatrimonio: dinero(pasivo.plus(patrimonio)),
    resultadoPeriodo: dinero(resultadoPeriodo),
    diferencia: dinero(activo.minus(pasivo).minus(patrimonio)),
  };
}
