import Decimal from 'decimal.js';
import type { AmarreCuenta, DocumentoContable, ImporteCuenta } from './asiento.ts';
import type { CompraCalculada } from './calculo-compra.ts';

/**
 * The accounts a purchase posts to besides its lines. PCGE 2019 defaults: creditable IGV 40111 (IGV –
 * cuenta propia), IGV of acquisitions for taxed and non-taxed sales 40117 (destinado a operaciones
 * comunes, credited in proportion at month end), ICBPER paid 6419 (otros tributos del gobierno nacional),
 * payable 4212 (facturas emitidas por pagar) or 424 (honorarios por pagar), fourth-category income tax
 * withheld 40172.
 */
export type CuentasCompra = {
  igv: string;
  igvMixta: string;
  icbper: string;
  porPagar: string;
  retencionRenta: string;
};

export const CUENTAS_COMPRA_POR_DEFECTO = {
  igv: '40111',
  igvMixta: '40117',
  icbper: '6419',
  facturas: '4212',
  honorarios: '424',
  retencionRenta: '40172',
} as const;

export type DatosAsientoCompra = {
  moneda: 'PEN' | 'USD';
  tipoCambio: string;
  /** A credit note: the purchase's asiento with its sides swapped. */
  reverso: boolean;
  /** Income tax withheld from a recibo por honorarios: owed to SUNAT, not to the supplier. */
  retencionRenta?: string | null;
};

const D = (v: string | null | undefined) => new Decimal(v?.trim() || 0);

/**
 * A purchase as the ledger posts it: each line's account charged with its base (and its IGV when the IGV
 * gives no credit and so is cost), the creditable IGV, ICBPER as an expense, against the payable for the
 * total. ISC and other charges are part of the acquisition's cost: they go to the line with the largest
 * base.
 */
export function documentoContableDeCompra(
  c: CompraCalculada,
  d: DatosAsientoCompra,
  cuentas: CuentasCompra,
): DocumentoContable {
  const lineas = c.lineas.map((l) => ({
    cuenta: l.cuenta,
    monto: D(l.base).plus(l.destino === 'sin_credito' ? l.igv : 0),
    glosa: l.glosa?.trim() || undefined,
  }));
  const costo = D(c.importes.isc).plus(c.importes.otros);
  let mayor = 0;
  for (const [i, l] of c.lineas.entries()) if (D(l.base).gt(c.lineas[mayor]?.base ?? 0)) mayor = i;
  const destinoCosto = lineas[mayor];
  if (destinoCosto) destinoCosto.monto = destinoCosto.monto.plus(costo);

  const importe = (cuenta: string, monto: Decimal, glosa?: string): ImporteCuenta => ({
    cuenta,
    monto: monto.toFixed(2),
    ...(glosa ? { glosa } : {}),
  });
  const retencion = D(d.retencionRenta);
  return {
    moneda: d.moneda,
    tipoCambio: d.moneda === 'PEN' ? '1' : d.tipoCambio,
    reverso: d.reverso,
    cargos: [
      ...lineas.map((l) => importe(l.cuenta, l.monto, l.glosa)),
      importe(cuentas.igv, D(c.importes.igv)),
      importe(cuentas.igvMixta, D(c.importes.igvMixta)),
      importe(cuentas.icbper, D(c.importes.icbper)),
    ],
    abonos: [
      importe(cuentas.porPagar, D(c.importes.total).minus(retencion)),
      importe(cuentas.retencionRenta, retencion),
    ],
  };
}

/**
 * The destination of purchases of inventories (class 60): the stock account debited and the variation
 * account (61) credited, as the PCGE 2019 pairs them. Costs linked to purchases (609x) follow the stock
 * they belong to; those that could belong to more than one stock account have no default.
 */
const DESTINOS_COMPRAS: readonly (readonly [string, AmarreCuenta])[] = [
  ['6011', { debe: '20111', haber: '6111' }],
  ['602', { debe: '24111', haber: '6121' }],
  ['6031', { debe: '251', haber: '6131' }],
  ['6032', { debe: '2524', haber: '6132' }],
  ['6033', { debe: '253', haber: '6133' }],
  ['6041', { debe: '261', haber: '6141' }],
  ['6042', { debe: '262', haber: '6142' }],
  ['6091', { debe: '20111', haber: '6111' }],
  ['6092', { debe: '24111', haber: '6121' }],
];

export function amarreDeCompraPorDefecto(cuenta: string): AmarreCuenta | undefined {
  return DESTINOS_COMPRAS.find(([prefijo]) => cuenta.startsWith(prefijo))?.[1];
}
