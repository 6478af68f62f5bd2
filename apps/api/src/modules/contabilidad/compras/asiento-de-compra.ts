import { type Db, schema } from '@kipu/db';
import { asientoDeDocumento, asientosDestino, type LineaDistribucion } from '@kipu/peru';
import { documentoContableDeCompra } from '@kipu/peru/contabilidad/asiento-compra';
import { eq } from 'drizzle-orm';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import { conDocumento } from '../documentos/operacion-de-empresa.ts';
import type { MovimientoLibro } from '../libro/registrar-operacion.ts';
import { type CuentaLeida, cuentasDeCompra, exigirCuentasDelAsiento } from './cuentas-de-compra.ts';
import type { CompraValidada } from './entrada-compra.ts';
import type { ProveedorCompra } from './proveedor-compra.ts';

/** The company's cost-centre distribution a purchase points at (another company's is FORBIDDEN). */
async function distribucionDe(db: Db, empresaId: string, id: string): Promise<LineaDistribucion[]> {
  if (!esUuid(id)) throw prohibido();
  const [a] = await db.select().from(schema.amarresCentroCosto).where(eq(schema.amarresCentroCosto.id, id));
  if (!a || a.empresaId !== empresaId) throw prohibido();
  if (a.deletedAt) throw entradaInvalida(`La distribución de centros de costo ${a.codigo} está eliminada`);
  return a.detalle;
}

export type AsientoDeCompra = { movimientos: MovimientoLibro[]; cuentas: Map<string, CuentaLeida> };

/**
 * The asiento of a purchase: its document's lines converted to soles (asientoDeDocumento), then the
 * destination entries of its expense and inventory accounts, split over the cost-centre distribution when
 * it has one. The payable carries the supplier and the document (for a note, the one it modifies) so
 * payments can be matched to it.
 */
export async function asientoDeCompra(
  db: Db,
  empresaId: string,
  v: CompraValidada,
  proveedor: ProveedorCompra,
  amarreCcId: string | null | undefined,
): Promise<AsientoDeCompra> {
  const { cuentas, amarres, leidas } = await cuentasDeCompra(db, empresaId, v);
  const documento = documentoContableDeCompra(
    v.calculo,
    {
      moneda: v.moneda,
      tipoCambio: v.tipoCambio,
      reverso: v.regla.nota === 'credito',
      retencionRenta: v.retencionRenta,
    },
    cuentas,
  );
  const lineas = asientoDeDocumento(documento);
  if ('error' in lineas) throw entradaInvalida(lineas.error);
  const distribucion = amarreCcId ? await distribucionDe(db, empresaId, amarreCcId) : undefined;
  // Cost centres belong to the analytic accounts (element 9); stock entries are not split.
  const [analiticos, existencias] = [true, false].map(
    (nueve) => new Map([...amarres].filter(([, a]) => a.debe.startsWith('9') === nueve)),
  );
  const destino = [
    ...asientosDestino(lineas, existencias ?? new Map()),
    ...asientosDestino(lineas, analiticos ?? new Map(), distribucion),
  ];
  const documentoPagado = v.modifica ?? { tipo: v.regla.codigo, serie: v.serie, numero: v.numero };
  const movimientos = conDocumento([...lineas, ...destino], cuentas.porPagar, {
    personaId: proveedor.id,
    ...documentoPagado,
    vencimiento: v.fechaVencimiento ?? v.fechaEmision,
  });
  await exigirCuentasDelAsiento(
    db,
    empresaId,
    movimientos.map((m) => m.cuenta),
    leidas,
  );
  return { movimientos, cuentas: leidas };
}
