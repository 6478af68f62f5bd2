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

export type VentaAgrupada = { id: string; nombre: string; pedidos: number; total: string };
export type ProductoRanking = {
  producto_id: string;
  codigo: string;
  descripcion: string;
  cantidad: string;
  importe: string;
};

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** The company's charged orders within the dates, checked (a year at most, so a report stays small). */
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
  const p = schema.posPedidos;
  const dia = sql`(${p.cobradoAt} AT TIME ZONE 'America/Lima')::date`;
  return and(
    eq(p.empresaId, empresaId),
    eq(p.estado, 'cobrado'),
    sql`${dia} BETWEEN ${r.desde}::date AND ${r.hasta}::date`,
  );
}

/** reporteVendedor: charged orders and their total by the waiter who took them. */
export async function ventasPorVendedor(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<VentaAgrupada[]> {
  const { posPedidos: p, usuarios: u } = schema;
  return deps.db
    .select({
      id: u.id,
      nombre: u.nombres,
      pedidos: sql<number>`count(*)::int`,
      total: sql<string>`sum(${p.total})::numeric(14,2)::text`,
    })
    .from(p)
    .innerJoin(u, eq(u.id, p.usuarioId))
    .where(await cobradosEn(deps, sesion, r))
    .groupBy(u.id, u.nombres)
    .orderBy(desc(sql`sum(${p.total})`));
}

/** Sales by cash box: charged orders and their total by the box that charged them. */
export async function ventasPorCaja(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<VentaAgrupada[]> {
  const { posPedidos: p, posCajaSesiones: s, posCajas: c } = schema;
  return deps.db
    .select({
      id: c.id,
      nombre: c.codigo,
      pedidos: sql<number>`count(*)::int`,
      total: sql<string>`sum(${p.total})::numeric(14,2)::text`,
    })
    .from(p)
    .innerJoin(s, eq(s.id, p.cajaSesionId))
    .innerJoin(c, eq(c.id, s.cajaId))
    .where(await cobradosEn(deps, sesion, r))
    .groupBy(c.id, c.codigo)
    .orderBy(asc(c.codigo));
}

/** rankingProductos: the products sold most (by quantity) in charged orders, with quantity × price. */
export async function rankingProductos(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<ProductoRanking[]> {
  const { posPedidos: p, posPedidoLineas: l } = schema;
  const filas = await deps.db
    .select({
      producto_id: l.productoId,
      codigo: l.codigo,
      descripcion: l.descripcion,
      cantidad: sql<string>`sum(${l.cantidad})::text`,
      importe: sql<string>`round(sum(${l.cantidad} * ${l.precioUnitario}), 2)::text`,
    })
    .from(l)
    .innerJoin(p, eq(p.id, l.pedidoId))
    .where(await cobradosEn(deps, sesion, r))
    .groupBy(l.productoId, l.codigo, l.descripcion)
    .orderBy(desc(sql`sum(${l.cantidad})`), asc(l.codigo))
    .limit(200);
  return filas.map((f) => ({ ...f, cantidad: numero(f.cantidad) }));
}

type FilaPedido = {
  cobrado: Date | null;
  mesa: string | null;
  mozo: string;
  caja: string | null;
  total: string;
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
];

/** excelPedidos: the charged orders within the dates as an Excel sheet. */
export async function excelPedidos(
  deps: Dependencias,
  sesion: SesionActiva,
  r: Rango,
): Promise<ArchivoGenerado> {
  const { posPedidos: p, posMesas: m, usuarios: u, posCajaSesiones: s, posCajas: c } = schema;
  const filas = await deps.db
    .select({ cobrado: p.cobradoAt, mesa: m.codigo, mozo: u.nombres, caja: c.codigo, total: p.total })
    .from(p)
    .innerJoin(u, eq(u.id, p.usuarioId))
    .leftJoin(m, eq(m.id, p.mesaId))
    .leftJoin(s, eq(s.id, p.cajaSesionId))
    .leftJoin(c, eq(c.id, s.cajaId))
    .where(await cobradosEn(deps, sesion, r))
    .orderBy(asc(p.cobradoAt));
  return archivoExcel('pedidos', await escribirHojaExcel('Pedidos cobrados', COLUMNAS, filas));
}
