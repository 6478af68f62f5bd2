import Decimal from 'decimal.js';
import type { ComprobanteCalculado, LineaCalculada } from '../comprobantes/calculo.ts';
import type { DocumentoContable, ImporteCuenta } from './asiento.ts';
import type { VentaCalculada } from './calculo-venta.ts';

/**
 * The accounts a sale posts to. PCGE 2019 defaults: receivable 1212 (facturas emitidas en cartera),
 * income 70121 goods / 70321 services sold locally, 70111 / 70311 exported, IGV 40111, ISC 4012,
 * ICBPER 40189; the IGV of free transfers is the seller's expense (6411), discounts outside the tax
 * base are 675 (descuentos concedidos) and charges outside it 7599 (otros ingresos de gestión).
 */
export type CuentasVenta = {
  cobrar: string;
  igv: string;
  isc: string;
  icbper: string;
  igvGratuitas: string;
  descuentos: string;
  otrosIngresos: string;
  /** The product's own sales account (productos.ventas_pcge), when it has one. */
  deProducto: (codigo: string | undefined) => string | undefined;
};

export const CUENTAS_VENTA_POR_DEFECTO: Omit<CuentasVenta, 'deProducto'> = {
  cobrar: '1212',
  igv: '40111',
  isc: '4012',
  icbper: '40189',
  igvGratuitas: '6411',
  descuentos: '675',
  otrosIngresos: '7599',
};

/** A line's default income account: services (unit ZZ) or goods, sold locally or exported. */
export function cuentaIngresoPorDefecto(linea: LineaCalculada): string {
  const servicio = linea.unidad === 'ZZ';
  if (linea.grupo === 'exportacion') return servicio ? '70311' : '70111';
  return servicio ? '70321' : '70121';
}

const D = (v: string | number | undefined) => new Decimal(v ?? 0);

/**
 * A document of invoicing as the ledger posts it: the receivable for the total against income by
 * account (the lines' values, net of discounts that lower the tax base), IGV, ISC and ICBPER. Credit
 * notes reverse the sides. Free transfers do not reach income: their IGV, when the seller bears it, is
 * the 6411 expense against the IGV account.
 */
export function documentoContableDeVenta(c: ComprobanteCalculado, cuentas: CuentasVenta): DocumentoContable {
  const ingresos = new Map<string, Decimal>();
  for (const l of c.lineas) {
    if (!l.onerosa) continue;
    const cuenta = cuentas.deProducto(l.entrada.codigo) ?? cuentaIngresoPorDefecto(l);
    ingresos.set(cuenta, (ingresos.get(cuenta) ?? new Decimal(0)).plus(l.valorVenta));
  }
  // A global discount that lowers the base (02) is already out of the operations' totals but not of
  // the lines: take the difference off the largest income, so income equals the taxed bases.
  const bases = D(c.operacionesGravadas)
    .plus(c.operacionesExoneradas)
    .plus(c.operacionesInafectas)
    .plus(c.operacionesExportacion);
  const lineas = [...ingresos.values()].reduce((s, v) => s.plus(v), new Decimal(0));
  const diferencia = bases.minus(lineas);
  if (!diferencia.isZero() && ingresos.size > 0) {
    const [mayor] = [...ingresos.entries()].sort((a, b) => b[1].comparedTo(a[1]));
    if (mayor) ingresos.set(mayor[0], mayor[1].plus(diferencia));
  }
  const igvGratuitas = D(c.igvGratuitas);
  const descuentoNoBase =
    c.descuentoGlobal && c.descuentoGlobal.codigo === '03' ? D(c.descuentoGlobal.monto) : D(0);
  const cargoNoBase = c.cargoGlobal ? D(c.cargoGlobal.monto) : D(0);
  const redondeo = D(c.redondeo);

  const importe = (cuenta: string, monto: Decimal): ImporteCuenta => ({ cuenta, monto: monto.toFixed(2) });
  const abonos = [
    ...[...ingresos.entries()].map(([cuenta, monto]) => importe(cuenta, monto)),
    importe(cuentas.igv, D(c.igv).plus(igvGratuitas)),
    importe(cuentas.isc, D(c.isc)),
    importe(cuentas.icbper, D(c.icbper)),
    importe(cuentas.otrosIngresos, cargoNoBase.plus(redondeo.gt(0) ? redondeo : 0)),
  ];
  const cargos = [
    importe(cuentas.cobrar, D(c.importeTotal)),
    importe(cuentas.igvGratuitas, igvGratuitas),
    importe(cuentas.descuentos, descuentoNoBase.plus(redondeo.lt(0) ? redondeo.negated() : 0)),
  ];
  return {
    moneda: c.entrada.moneda,
    tipoCambio: c.entrada.moneda === 'PEN' ? '1' : (c.entrada.tipoCambio ?? '0'),
    cargos,
    abonos,
    reverso: c.entrada.tipo === '07',
  };
}

/**
 * A sale registered from its document (issued outside Kipu) as the ledger posts it: the receivable for
 * the total against each income account, IGV, ISC, ICBPER and other charges (7599). Credit notes reverse
 * the sides.
 */
export function documentoContableDeVentaRegistrada(
  c: VentaCalculada,
  documento: { moneda: 'PEN' | 'USD'; tipoCambio: string; reverso: boolean },
  cuentas: Omit<CuentasVenta, 'deProducto'>,
): DocumentoContable {
  const ingresos = new Map<string, Decimal>();
  for (const l of c.lineas)
    ingresos.set(l.cuenta, (ingresos.get(l.cuenta) ?? new Decimal(0)).plus(l.importe));
  const i = c.importes;
  return {
    moneda: documento.moneda,
    tipoCambio: documento.moneda === 'PEN' ? '1' : documento.tipoCambio,
    cargos: [{ cuenta: cuentas.cobrar, monto: i.total }],
    abonos: [
      ...[...ingresos.entries()].map(([cuenta, monto]) => ({ cuenta, monto: monto.toFixed(2) })),
      { cuenta: cuentas.igv, monto: i.igv },
      { cuenta: cuentas.isc, monto: i.isc },
      { cuenta: cuentas.icbper, monto: i.icbper },
      { cuenta: cuentas.otrosIngresos, monto: i.otros },
    ],
    reverso: documento.reverso,
  };
}
