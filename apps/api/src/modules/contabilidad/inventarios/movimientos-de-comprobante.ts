import { type Db, schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import {
  type ComprobanteSinArchivos,
  leerComprobanteSinArchivos,
} from '../../facturacion/columnas-comprobante.ts';
import { conKardex, type ProductoKardex, productosDelDocumento } from './productos-kardex.ts';
import { ventasConGuiaQueMovio } from './ventas-con-guia.ts';

/** Tabla 12 operations of a sale: venta nacional, exportación, and a customer's return. */
export const OPERACION_VENTA = '01';
export const OPERACION_EXPORTACION = '17';
export const OPERACION_DEVOLUCION_RECIBIDA = '05';

/**
 * Catálogo 09 reasons of a credit note that bring the goods back: the operation voided (01), voided
 * for a wrong RUC (02, the sale is emitted again), a whole return (06) or a return by item (07).
 * Discounts, corrections and bonuses move no goods.
 */
const MOTIVOS_CON_DEVOLUCION = new Set(['01', '02', '06', '07']);

const SALIDAS = new Set(['01', '03']);

/**
 * The kardex movements of an emitted document: each line whose code is a product of the company with
 * kardex gives a salida (facturas and boletas) or, for a credit note that returns goods, an entrada at
 * the average of the moment. A sale citing a guide that already moved its goods moves nothing
 * (ventas-con-guia.ts). One movement per document line (a unique index), so running it again —
 * the posting job retried, the repair command — adds nothing. Answers how many were added.
 */
export async function registrarMovimientosDeComprobante(
  db: Db,
  comprobante: string | ComprobanteSinArchivos,
  /** The document's products by code, when the caller read them already (the posting job). */
  leidos?: ReadonlyMap<string, ProductoKardex>,
): Promise<number> {
  const c = typeof comprobante === 'string' ? await leerComprobanteSinArchivos(db, comprobante) : comprobante;
  return registrarMovimientosDeComprobantes(db, [c], (d) => leidos ?? productosDelDocumento(db, d));
}

/** A credit note whose reason brings the goods back. */
const esDevolucion = (c: ComprobanteSinArchivos) =>
  c.tipo === '07' &&
  MOTIVOS_CON_DEVOLUCION.has((c.documento as unknown as ComprobanteCalculado).entrada.motivo?.codigo ?? '');

/** Sales move goods out, returns bring them in; other documents (debit notes, discounts) move none. */
const mueveKardex = (c: ComprobanteSinArchivos) => SALIDAS.has(c.tipo) || esDevolucion(c);

/** registrarMovimientosDeComprobante for a burst of documents (the posting job's batch), in one INSERT. */
export async function registrarMovimientosDeComprobantes(
  db: Db,
  lista: readonly ComprobanteSinArchivos[],
  productos: (
    c: ComprobanteSinArchivos,
  ) => ReadonlyMap<string, ProductoKardex> | Promise<ReadonlyMap<string, ProductoKardex>>,
): Promise<number> {
  const filas = [];
  const movidasPorGuia = await ventasConGuiaQueMovio(
    db,
    lista.filter((c) => SALIDAS.has(c.tipo)),
  );
  for (const c of lista)
    if (mueveKardex(c) && !movidasPorGuia.has(c.id)) filas.push(...filasDeMovimientos(c, await productos(c)));
  if (!filas.length) return 0;
  const nuevas = await db
    .insert(schema.movimientosInventario)
    .values(filas)
    .onConflictDoNothing()
    .returning({ id: schema.movimientosInventario.id });
  return nuevas.length;
}

/** The movements a document gives: a salida per sold line of goods, an entrada per returned one. */
function filasDeMovimientos(c: ComprobanteSinArchivos, leidos: ReadonlyMap<string, ProductoKardex>) {
  const documento = c.documento as unknown as ComprobanteCalculado;
  const devolucion = esDevolucion(c);
  const productos = conKardex(leidos);
  return documento.lineas.flatMap((l) => {
    const p = l.entrada.codigo ? productos.get(l.entrada.codigo) : undefined;
    if (!p) return [];
    const operacion = devolucion
      ? OPERACION_DEVOLUCION_RECIBIDA
      : l.grupo === 'exportacion'
        ? OPERACION_EXPORTACION
        : OPERACION_VENTA;
    return [
      {
        empresaId: c.empresaId,
        productoId: p.id,
        fecha: c.fechaEmision,
        periodo: periodoDeFecha(c.fechaEmision),
        tipoOperacion: operacion,
        tipoComprobante: c.tipo,
        serie: c.serie,
        numero: String(c.numero),
        entrada: devolucion ? l.cantidad : '0',
        salida: devolucion ? '0' : l.cantidad,
        origen: 'venta' as const,
        comprobanteId: c.id,
        linea: l.numero,
        glosa: l.entrada.descripcion.slice(0, 200),
        usuarioId: c.usuarioId,
      },
    ];
  });
}

export type ResultadoMovimientos = { registrados: number; errores: string[] };

/**
 * The repair path: the movements of every document of the company emitted before the kardex existed,
 * or whose job failed. Documents already done add nothing.
 */
export async function registrarMovimientosPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<ResultadoMovimientos> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const c = schema.comprobantes;
  const m = schema.movimientosInventario;
  const pendientes = await deps.db
    .select({ id: c.id, serie: c.serie, numero: c.numero })
    .from(c)
    .leftJoin(m, eq(m.comprobanteId, c.id))
    .where(and(eq(c.empresaId, empresaId), inArray(c.tipo, ['01', '03', '07']), isNull(m.id)))
    .orderBy(asc(c.fechaEmision), asc(c.serie), asc(c.numero));
  const errores: string[] = [];
  let registrados = 0;
  for (const p of pendientes) {
    try {
      registrados += await registrarMovimientosDeComprobante(deps.db, p.id);
    } catch (e) {
      errores.push(`${p.serie}-${p.numero}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { registrados, errores };
}
