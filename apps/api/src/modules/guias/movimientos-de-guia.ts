import { schema, type Tx } from '@kipu/db';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { movimientoDeGuia } from '@kipu/peru/gre/kardex-guia';
import type { EntradaGuia } from '@kipu/peru/gre/tipos';
import { eq } from 'drizzle-orm';
import { conKardex, productosPorCodigo } from '../contabilidad/inventarios/productos-kardex.ts';

type GuiaRegistrada = {
  id: string;
  empresaId: string;
  localId: string;
  comprobanteId: string | null;
  usuarioId: string;
};

/**
 * The kardex movements of a guide just registered, in its transaction, when its local moves stock with
 * guides (`incluir_guias_kardex`): one per line whose code is a product with kardex, dated on the start
 * of the transfer (when the goods leave). A guide issued from a sale moves nothing: the sale
 * moves its own goods, so they never move twice. A rejected or annulled guide's movements stop counting
 * through the kardex's join on the guide's state.
 */
export async function registrarMovimientosDeGuia(
  tx: Tx,
  guia: GuiaRegistrada,
  entrada: EntradaGuia,
): Promise<number> {
  const movimiento = movimientoDeGuia(entrada.tipo, entrada.tipo === '09' ? entrada.motivo : null);
  if (!movimiento || guia.comprobanteId) return 0;
  const [local] = await tx
    .select({ incluir: schema.locales.incluirGuiasKardex })
    .from(schema.locales)
    .where(eq(schema.locales.id, guia.localId));
  if (!local?.incluir) return 0;
  const codigos = entrada.lineas.flatMap((l) => (l.codigo ? [l.codigo] : []));
  const productos = conKardex(await productosPorCodigo(tx, guia.empresaId, codigos));
  const fecha = entrada.fechaInicioTraslado;
  const filas = entrada.lineas.flatMap((l, i) => {
    const p = l.codigo ? productos.get(l.codigo) : undefined;
    if (!p) return [];
    return [
      {
        empresaId: guia.empresaId,
        productoId: p.id,
        fecha,
        periodo: periodoDeFecha(fecha),
        tipoOperacion: movimiento.operacion,
        tipoComprobante: entrada.tipo,
        serie: entrada.serie,
        numero: String(entrada.numero),
        salida: l.cantidad,
        origen: 'guia' as const,
        guiaId: guia.id,
        linea: i + 1,
        glosa: l.descripcion.slice(0, 200),
        usuarioId: guia.usuarioId,
      },
    ];
  });
  if (!filas.length) return 0;
  await tx.insert(schema.movimientosInventario).values(filas).onConflictDoNothing();
  return filas.length;
}
