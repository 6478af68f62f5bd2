import { schema } from '@kipu/db';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { numero } from '../pedidos/pedido-vista.ts';

/** The charged orders' dates (Lima) a report covers, both included. */
export type Rango = { desde: string; hasta: string };

/** `pedidos` counts orders (one split in several documents counts once), `documentos` their documents. */
export type VentaAgrupada = {
  id: string;
  nombre: string;
  pedidos: number;
  documentos: number;
  total: string;
};
export type ProductoRanking = {
  producto_id: string;
  codigo: string;
  descripcion: string;
  cantidad: string;
  importe: string;
};

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The company's charges (documents) within the dates, checked (a year at most, so a report stays
 * small). Sales are counted by document, each once on the day it was emitted: an order whose bill was
 * split adds each of its documents, and their sum is the order's total.
 */
async function cobradosEn(deps: Dependencias, sesion: SesionActiva, r: Rango): Promise<SQL | undefined> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (
    !FECHA.test(r.desde) ||
    !FECHA.test(r.hasta) ||
    Number.isNaN(Date.parse(r.desde)) ||
    Number.isNaN(Date.parse(r.hasta))
  )
    throw entradaInvalida('Las fechas deben tener la forma AAAA-MM-DD');
  if (r.desde > r.hasta) throw entradaInvalida('La fecha inicial no puede ser posterior a la final');
  if (Date.parse(r.hasta) - Date.parse(r.desde) > 366 * 86_400_000)
    throw entradaInvalida('El rango admite hasta un año');
  const k = schema.posCobros;
  const dia = sql`(${k.createdAt} AT TIME ZONE 'America/Lima')::date`;
  return and(eq(k.empresaId, empresaId), sql`${dia} BETWEEN ${r.desde}::date AND ${r.hasta}::date`);
}

const k = schema.posCobros;
const agregados = {
  pedidos: sql<number>`count(distinct ${k.pedidoId})::int`,
  documentos: sql<number>`count(*)::int`,
  total: sql<string>`sum(${k.importeTotal})::numeric(14,2)::text`,
};

/** reporteVendedor: charged orders, their documents and total by the waiter who took them. */
export async function ventasPorVendedor(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<VentaAgrupada[]> {
  const { posPedidos: p, usuarios: u } = schema;
  return deps.db
    .select({ id: u.id, nombre: u.nombres, ...agregados })
    .from(k)
    .innerJoin(p, eq(p.id, k.pedidoId))
    .innerJoin(u, eq(u.id, p.usuarioId))
    .where(await cobradosEn(deps, sesion, r))
    .groupBy(u.id, u.nombres)
    .orderBy(desc(sql`sum(${k.importeTotal})`));
}

/** Sales by cash box: charged orders, documents and total by the box that emitted each document. */
export async function ventasPorCaja(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<VentaAgrupada[]> {
  const { posCajaSesiones: s, posCajas: c } = schema;
  return deps.db
    .select({ id: c.id, nombre: c.codigo, ...agregados })
    .from(k)
    .innerJoin(s, eq(s.id, k.cajaSesionId))
    .innerJoin(c, eq(c.id, s.cajaId))
    .where(await cobradosEn(deps, sesion, r))
    .groupBy(c.id, c.codigo)
    .orderBy(asc(c.codigo));
}

/** rankingProductos: the products sold most (by quantity charged), with quantity × price. */
export async function rankingProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<ProductoRanking[]> {
  const { posCobroLineas: kl, posPedidoLineas: l } = schema;
  const filas = await deps.db
    .select({
      producto_id: l.productoId,
      codigo: l.codigo,
      descripcion: l.descripcion,
      cantidad: sql<string>`sum(${kl.cantidad})::text`,
      importe: sql<string>`round(sum(${kl.cantidad} * ${l.precioUnitario}), 2)::text`,
    })
    .from(kl)
    .innerJoin(k, eq(k.id, kl.cobroId))
    .innerJoin(l, eq(l.id, kl.lineaId))
    .where(await cobradosEn(deps, sesion, r))
    .groupBy(l.productoId, l.codigo, l.descripcion)
    .orderBy(desc(sql`sum(${kl.cantidad})`), asc(l.codigo))
    .limit(200);
  return filas.map((f) => ({ ...f, cantidad: numero(f.cantidad) }));
}

type FilaPedido = {
  cobrado: Date | null;
  mesa: string | null;
  mozo: string;
  caja: string | null;
  total: string;
  documento: string;
};

const COLUMNAS: readonly ColumnaExcel<FilaPedido>[] = [
  {
    encabezado: 'Cobrado',
    valor: (f) => f.cobrado?.toISOString().replace('T', ' ').slice(0, 19) ?? '',
    ancho: 20,
  },
  { encabezado: 'Mesa', valor: (f) => f.mesa ?? '', ancho: 10 },
  { encabezado: 'Mozo', valor: (f) => f.mozo, ancho: 30 },
  { encabezado: 'Caja', valor: (f) => f.caja ?? '', ancho: 10 },
  { encabezado: 'Total', valor: (f) => f.total, tipo: 'monto', ancho: 14 },
  { encabezado: 'Documento', valor: (f) => f.documento, ancho: 16 },
];

/** excelPedidos: the documents of the charged orders within the dates as an Excel sheet, one a row. */
export async function excelPedidos(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<ArchivoGenerado> {
  const { posPedidos: p, posMesas: m, usuarios: u, posCajaSesiones: s, posCajas: c } = schema;
  const { comprobantes: cp, documentosInternos: d } = schema;
  const filas = await deps.db
    .select({
      cobrado: k.createdAt,
      mesa: m.codigo,
      mozo: u.nombres,
      caja: c.codigo,
      total: k.importeTotal,
      documento: sql<string>`coalesce(${cp.serie} || '-' || ${cp.numero}, ${d.serie} || '-' || ${d.numero})`,
    })
    .from(k)
    .innerJoin(p, eq(p.id, k.pedidoId))
    .innerJoin(u, eq(u.id, p.usuarioId))
    .leftJoin(m, eq(m.id, p.mesaId))
    .leftJoin(s, eq(s.id, k.cajaSesionId))
    .leftJoin(c, eq(c.id, s.cajaId))
    .leftJoin(cp, eq(cp.id, k.comprobanteId))
    .leftJoin(d, eq(d.id, k.documentoInternoId))
    .where(await cobradosEn(deps, sesion, r))
    .orderBy(asc(k.createdAt));
  return archivoExcel('pedidos', await escribirHojaExcel('Pedidos cobrados', COLUMNAS, filas));
}
