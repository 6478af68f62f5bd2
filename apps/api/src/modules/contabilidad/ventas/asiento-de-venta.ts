import type { Db } from '@kipu/db';
import {
  asientoDeDocumento,
  CUENTAS_VENTA_POR_DEFECTO,
  documentoContableDeVentaRegistrada,
} from '@kipu/peru';
import { esCuentaDeLineaVenta } from '@kipu/peru/contabilidad/comprobantes-venta';
import { entradaInvalida } from '../../../shared/errores.ts';
import { type CuentaLeida, cuentasDeLineas, exigirCuentasDelAsiento } from '../compras/cuentas-de-compra.ts';
import { cuentasDeTributos, TRIBUTOS } from '../documentos/cuentas-de-tributos.ts';
import { conDocumento } from '../documentos/operacion-de-empresa.ts';
import type { MovimientoLibro } from '../libro/registrar-operacion.ts';
import type { ClienteVenta } from './cliente-venta.ts';
import type { VentaValidada } from './entrada-venta.ts';

export type AsientoDeVenta = { movimientos: MovimientoLibro[]; cuentas: Map<string, CuentaLeida> };

/**
 * The asiento of a sale registered from its document: the receivable (1212) against each income line's
 * account (70 or 75, of the last level), IGV, ISC and ICBPER on the tributos master's accounts and other
 * charges on 7599, converted to soles at the document's rate. The receivable carries the client and the
 * document — for a credit note, the one it reduces — so collections can be matched to it.
 */
export async function asientoDeVenta(
  db: Db,
  empresaId: string,
  v: VentaValidada,
  cliente: ClienteVenta,
): Promise<AsientoDeVenta> {
  const lineas = v.calculo.lineas;
  for (const [i, l] of lineas.entries())
    if (!esCuentaDeLineaVenta(l.cuenta))
      throw entradaInvalida(`Línea ${i + 1}: la cuenta ${l.cuenta} no es de ingresos por ventas (70 o 75)`);
  const leidas = await cuentasDeLineas(
    db,
    empresaId,
    lineas.map((l) => l.cuenta),
  );
  const tributos = await cuentasDeTributos(db, empresaId);
  const d = CUENTAS_VENTA_POR_DEFECTO;
  const cuentas = {
    ...d,
    igv: tributos.get(TRIBUTOS.igv) ?? d.igv,
    isc: tributos.get(TRIBUTOS.isc) ?? d.isc,
    icbper: tributos.get(TRIBUTOS.icbper) ?? d.icbper,
  };
  const documento = documentoContableDeVentaRegistrada(
    v.calculo,
    { moneda: v.moneda, tipoCambio: v.tipoCambio, reverso: v.regla.nota === 'credito' },
    cuentas,
  );
  const asiento = asientoDeDocumento(documento);
  if ('error' in asiento) throw entradaInvalida(asiento.error);
  const cobrado =
    v.regla.nota === 'credito' && v.modifica
      ? v.modifica
      : { tipo: v.regla.codigo, serie: v.serie, numero: v.numero };
  const movimientos = conDocumento(asiento, cuentas.cobrar, {
    personaId: cliente.id,
    ...cobrado,
    vencimiento: v.fechaVencimiento ?? v.fechaEmision,
  });
  await exigirCuentasDelAsiento(
    db,
    empresaId,
    movimientos.map((m) => m.cuenta),
    leidas,
    'la venta',
  );
  return { movimientos, cuentas: leidas };
}
