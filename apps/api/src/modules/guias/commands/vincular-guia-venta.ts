import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { COLUMNAS_GUIA, type GuiaVista, vistaGuia } from '../guia-vista.ts';

const g = schema.guias;
const m = schema.movimientosInventario;

/**
 * Links a guide issued on its own to the factura or boleta its goods were sold with (once). The goods
 * still leave the kardex once: when the sale moved them already, the guide's own movements are voided;
 * otherwise the sale, posted later, moves nothing (ventas-con-guia.ts).
 */
export async function vincularGuiaVenta(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  comprobanteId: string,
): Promise<GuiaVista> {
  const guia = await exigirDeEmpresa(deps, sesion, g, id);
  const venta = await exigirDeEmpresa(deps, sesion, schema.comprobantes, comprobanteId);
  const nombre = `${guia.serie}-${guia.numero}`;
  const nombreVenta = `${venta.serie}-${venta.numero}`;
  if (venta.tipo !== '01' && venta.tipo !== '03')
    throw entradaInvalida(`Una guía se relaciona con una factura o una boleta: ${nombreVenta} no lo es`);
  if (venta.estado === 'anulado' || venta.estado === 'rechazado')
    throw entradaInvalida(`El comprobante ${nombreVenta} está ${venta.estado}`);
  if (guia.estado === 'anulado' || guia.estado === 'rechazado')
    throw entradaInvalida(`La guía ${nombre} está ${guia.estado}`);
  if (guia.comprobanteId === venta.id) return vistaGuia(guia);
  if (guia.comprobanteId) throw entradaInvalida(`La guía ${nombre} ya está relacionada con otro comprobante`);
  return deps.db.transaction(async (tx) => {
    // Conditional on no link: two links at once leave one.
    const [fila] = await tx
      .update(g)
      .set({ comprobanteId: venta.id, updatedAt: new Date() })
      .where(and(eq(g.id, guia.id), isNull(g.comprobanteId)))
      .returning(COLUMNAS_GUIA);
    if (!fila) throw entradaInvalida(`La guía ${nombre} ya está relacionada con otro comprobante`);
    const [movidaPorVenta] = await tx
      .select({ id: m.id })
      .from(m)
      .where(and(eq(m.comprobanteId, venta.id), isNull(m.deletedAt)))
      .limit(1);
    if (movidaPorVenta)
      await tx
        .update(m)
        .set({ deletedAt: new Date() })
        .where(and(eq(m.guiaId, guia.id), isNull(m.deletedAt)));
    return vistaGuia(fila);
  });
}
