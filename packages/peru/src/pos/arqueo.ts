import { dec, esDecimal, soles, sumar } from './importes.ts';
import { MEDIOS_PAGO, type MedioPago } from './pagos.ts';

/** A payment as the cash session recorded it. */
export type PagoDeSesion = { medio: MedioPago; monto: string };

export type LineaArqueo = { medio: MedioPago; esperado: string; contado: string; diferencia: string };

/**
 * Expected vs counted per method at the close of a cash session. Cash expected = the opening float +
 * the cash payments (their amounts, the change already given back); any other method = its payments.
 * difference = counted − expected (negative: missing). Methods not counted count as zero.
 */
export function arqueoDeCaja(
  saldoInicial: string,
  pagos: readonly PagoDeSesion[],
  contado: Partial<Record<MedioPago, string>>,
): LineaArqueo[] {
  return MEDIOS_PAGO.map((medio) => {
    const cobrado = sumar(pagos.filter((p) => p.medio === medio).map((p) => p.monto));
    const esperado = medio === 'efectivo' ? cobrado.plus(saldoInicial) : cobrado;
    const contadoMedio = dec(contado[medio] ?? 0);
    return {
      medio,
      esperado: soles(esperado),
      contado: soles(contadoMedio),
      diferencia: soles(contadoMedio.minus(esperado)),
    };
  });
}

/** The Spanish message of an opening float or counted amount that is not a valid amount. */
export function errorDeMonto(monto: string, nombre: string): string | undefined {
  return esDecimal(monto, 2)
    ? undefined
    : `${nombre} debe ser un monto mayor o igual a cero con hasta 2 decimales`;
}

/** The totals of a close: expected, counted and their difference over every method. */
export function totalesArqueo(lineas: readonly LineaArqueo[]) {
  return {
    esperado: soles(sumar(lineas.map((l) => l.esperado))),
    contado: soles(sumar(lineas.map((l) => l.contado))),
    diferencia: soles(sumar(lineas.map((l) => l.diferencia))),
  };
}
