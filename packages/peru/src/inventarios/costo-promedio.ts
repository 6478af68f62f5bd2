import Decimal from 'decimal.js';

/**
 * Weighted average cost (costo promedio ponderado, tabla 14 método 1) of one product: each entrada at
 * its own cost changes the average; a salida, or an entrada without a cost (a customer's return), takes
 * the average of the moment; a salida with a cost (goods returned to the supplier at what they cost)
 * leaves at that cost. Units up to 8 decimals, unit costs to 8, line and balance totals to 2 (the 13.1
 * fields), so the kardex, the PLE and the cost-of-sales entry read the same figures.
 */
export type MovimientoValorizable = {
  /** YYYY-MM-DD. */
  fecha: string;
  entrada: string;
  salida: string;
  /** Soles per unit; null or absent: at the average of the moment. */
  costoUnitario?: string | null;
  /** What the movement is, for the messages ('01 F001-1'). */
  documento?: string;
};

export type Valor = { cantidad: string; costoUnitario: string; costoTotal: string };

export type LineaValorizada<M> = { movimiento: M; entrada: Valor; salida: Valor; saldo: Valor };

export type KardexValorizado<M> = {
  inicial: Valor;
  lineas: LineaValorizada<M>[];
  final: Valor;
  /** Spanish problems (a negative stock), in date order: reported, never hidden. */
  problemas: string[];
};

const CERO: Valor = { cantidad: '0', costoUnitario: '0', costoTotal: '0.00' };

const valor = (cantidad: Decimal, unitario: Decimal, total: Decimal): Valor => ({
  cantidad: cantidad.toFixed(),
  costoUnitario: unitario.toDecimalPlaces(8).toFixed(),
  costoTotal: total.toFixed(2),
});

/** 'YYYY-MM-DD' → 'DD/MM/AAAA' for the messages. */
const fechaTexto = (f: string) => `${f.slice(8, 10)}/${f.slice(5, 7)}/${f.slice(0, 4)}`;

/**
 * Date order; on the same day entradas at a cost first (goods bought in the morning and sold in the
 * afternoon are not a negative stock), then salidas, then returns at the average (a customer returns
 * what was sold), otherwise as given.
 */
export function ordenKardex<M extends MovimientoValorizable>(movimientos: readonly M[]): M[] {
  const rango = (m: M) => (new Decimal(m.salida || 0).gt(0) ? 1 : m.costoUnitario ? 0 : 2);
  return movimientos
    .map((m, i) => ({ m, i }))
    .sort((a, b) =>
      a.m.fecha !== b.m.fecha ? (a.m.fecha < b.m.fecha ? -1 : 1) : rango(a.m) - rango(b.m) || a.i - b.i,
    )
    .map((x) => x.m);
}

/** The valued kardex of one product from its opening balance and its movements (any order). */
export function kardexPromedio<M extends MovimientoValorizable>(
  movimientos: readonly M[],
  inicial: Valor = CERO,
): KardexValorizado<M> {
  let cantidad = new Decimal(inicial.cantidad);
  let total = new Decimal(inicial.costoTotal);
  let promedio = new Decimal(inicial.costoUnitario);
  const problemas: string[] = [];
  const lineas: LineaValorizada<M>[] = [];

  for (const m of ordenKardex(movimientos)) {
    const entra = new Decimal(m.entrada || 0);
    const sale = new Decimal(m.salida || 0);
    const costo = m.costoUnitario ? new Decimal(m.costoUnitario) : null;
    let entrada = CERO;
    let salida = CERO;
    if (entra.gt(0)) {
      const unitario = costo ?? promedio;
      const importe = entra.times(unitario).toDecimalPlaces(2);
      cantidad = cantidad.plus(entra);
      total = total.plus(importe);
      entrada = valor(entra, unitario, importe);
    }
    if (sale.gt(0)) {
      const unitario = costo ?? promedio;
      // The last units take what is left, so an emptied stock keeps no cents of rounding.
      const importe = sale.eq(cantidad) && !costo ? total : sale.times(unitario).toDecimalPlaces(2);
      if (sale.gt(cantidad))
        problemas.push(
          `Stock negativo: la salida del ${fechaTexto(m.fecha)}${m.documento ? ` (${m.documento})` : ''} es de ${sale.toFixed()} unidades y solo hay ${cantidad.toFixed()}`,
        );
      cantidad = cantidad.minus(sale);
      total = total.minus(importe);
      salida = valor(sale, unitario, importe);
    }
    if (cantidad.gt(0)) promedio = total.div(cantidad).toDecimalPlaces(8);
    else if (cantidad.isZero()) total = new Decimal(0);
    // Below zero the balance is valued at the last average until entradas cover it.
    else total = cantidad.times(promedio).toDecimalPlaces(2);
    lineas.push({ movimiento: m, entrada, salida, saldo: valor(cantidad, promedio, total) });
  }
  return { inicial, lineas, final: valor(cantidad, promedio, total), problemas };
}

/** The opening balance of a typed opening stock: units and their unit cost. */
export const saldoInicial = (cantidad: string, costoUnitario: string): Valor => {
  const c = new Decimal(cantidad);
  const u = new Decimal(costoUnitario);
  return valor(c, u, c.times(u).toDecimalPlaces(2));
};

/** The sum of the salidas' costs of some lines: the cost of sales they make. */
export const costoDeSalidas = <M>(lineas: readonly LineaValorizada<M>[]): string =>
  lineas.reduce((s, l) => s.plus(l.salida.costoTotal), new Decimal(0)).toFixed(2);
