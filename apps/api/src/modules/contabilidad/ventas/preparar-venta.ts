import { type Db, schema, type Tx } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import type { CuentaLeida } from '../compras/cuentas-de-compra.ts';
import type { MovimientoLibro, NuevaOperacion } from '../libro/registrar-operacion.ts';
import { asientoDeVenta } from './asiento-de-venta.ts';
import { type ClienteVenta, clienteDeVenta } from './cliente-venta.ts';
import { LIBRO_VENTAS } from './contabilizar-comprobante.ts';
import { type EntradaVenta, type VentaValidada, validarEntradaVenta } from './entrada-venta.ts';

/** Operation kind 2 of spec 02 §4: sales. */
export const OPERACION_VENTA = 2;

export type VentaPreparada = {
  empresaId: string;
  validada: VentaValidada;
  cliente: ClienteVenta;
  cabecera: NuevaOperacion;
  movimientos: MovimientoLibro[];
  cuentas: Map<string, CuentaLeida>;
};

const NUMERICO = '^[0-9]{1,18}$';

/**
 * The company's sale, not voided, that already holds this document's number — registered here or
 * posted from invoicing, whatever the client: a series' numbers are the company's own. Ranges (a day's
 * boletas) clash with any number or range they overlap. Answers its number as printed, or undefined.
 */
export async function ventaRepetida(
  db: Db | Tx,
  empresaId: string,
  v: VentaValidada,
): Promise<string | undefined> {
  const o = schema.operaciones;
  const hasta = v.numeroFinal ?? v.numero;
  const numerico = /^\d+$/.test(v.numero);
  // Each row's numbers are cast only when they are digits: a CASE keeps the cast from seeing the others.
  const cruce: SQL = numerico
    ? sql`case when ${o.numero} ~ ${NUMERICO} and coalesce(${o.numeroFinal}, ${o.numero}) ~ ${NUMERICO}
        then ${o.numero}::numeric <= ${hasta}::numeric
          and coalesce(${o.numeroFinal}, ${o.numero})::numeric >= ${v.numero}::numeric
        else ${o.numero} = ${v.numero} end`
    : sql`${o.numero} = ${v.numero}`;
  const [fila] = await db
    .select({ numero: o.numero, final: o.numeroFinal })
    .from(o)
    .where(
      and(
        eq(o.empresaId, empresaId),
        eq(o.tipoOperacion, OPERACION_VENTA),
        eq(o.tipoComprobante, v.regla.codigo),
        sql`coalesce(${o.serie}, '') = ${v.serie}`,
        cruce,
        isNull(o.deletedAt),
      ),
    )
    .limit(1);
  if (!fila) return undefined;
  const documento = `${v.regla.codigo} ${v.serie ? `${v.serie}-` : ''}${fila.numero}`;
  return fila.final ? `${documento} al ${fila.final}` : documento;
}

export const mensajeRepetida = (documento: string) =>
  `Ya está registrado el comprobante de venta ${documento}`;

/** The same document emitted in Kipu's invoicing: it reaches the register from there. */
async function emitidoEnFacturacion(db: Db, empresaId: string, v: VentaValidada): Promise<boolean> {
  if (!/^\d{1,9}$/.test(v.numero)) return false;
  const c = schema.comprobantes;
  const [fila] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.empresaId, empresaId),
        eq(c.tipo, v.regla.codigo),
        eq(c.serie, v.serie),
        sql`${c.numero} between ${Number(v.numero)} and ${Number(v.numeroFinal ?? v.numero)}`,
      ),
    )
    .limit(1);
  return Boolean(fila);
}

/** Register amounts as the register prints them: a credit note's are negative. */
function importesFirmados(v: VentaValidada) {
  const i = v.calculo.importes;
  const s = (x: string) => (v.regla.nota === 'credito' ? new Decimal(x).negated().toFixed(2) : x);
  return {
    exportacion: s(i.exportacion),
    baseGravada: s(i.baseGravada),
    igv: s(i.igv),
    exonerada: s(i.exonerada),
    inafecta: s(i.inafecta),
    isc: s(i.isc),
    icbper: s(i.icbper),
    otros: s(i.otros),
    total: s(i.total),
  };
}

/**
 * Everything registrarVenta writes, checked and built without writing: the document, the client, the
 * asiento, the register header and its PLE state. A repeated document (or one emitted in invoicing) is
 * refused here too, so the preview says so before saving.
 */
export async function prepararVenta(
  deps: Dependencias,
  sesion: SesionActiva,
  e: EntradaVenta,
): Promise<VentaPreparada> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const v = validarEntradaVenta(e, hoyEnLima());
  if (await emitidoEnFacturacion(deps.db, empresaId, v))
    throw entradaInvalida(
      `El comprobante ${v.regla.codigo} ${v.serie}-${v.numero} se emitió en facturación: llega al registro de ventas desde allí`,
    );
  const repetida = await ventaRepetida(deps.db, empresaId, v);
  if (repetida) throw entradaInvalida(mensajeRepetida(repetida));
  const cliente = await clienteDeVenta(deps.db, empresaId, e, v);
  const { movimientos, cuentas } = await asientoDeVenta(deps.db, empresaId, v, cliente);
  const m = v.modifica;
  const documento = `${v.serie ? `${v.serie}-` : ''}${v.numero}${v.numeroFinal ? ` al ${v.numeroFinal}` : ''}`;
  const cabecera: NuevaOperacion = {
    empresaId,
    libro: LIBRO_VENTAS,
    tipoOperacion: OPERACION_VENTA,
    periodo: v.periodo,
    fechaContable: v.fechaContable,
    fechaEmision: v.fechaEmision,
    fechaVencimiento: v.fechaVencimiento,
    glosa: (v.glosa || `${v.regla.nombre} ${documento} ${cliente.nombre}`).slice(0, 200),
    moneda: v.moneda,
    tipoCambio: v.tipoCambio,
    personaId: cliente.id,
    personaTipoDocumento: cliente.tipoDocumento,
    personaNumeroDocumento: cliente.varios ? null : cliente.numero,
    personaNombre: cliente.nombre,
    tipoComprobante: v.regla.codigo,
    serie: v.serie || null,
    numero: v.numero,
    numeroFinal: v.numeroFinal,
    modificaFecha: m?.fecha ?? null,
    modificaTipo: m?.tipo ?? null,
    modificaSerie: m?.serie ?? null,
    modificaNumero: m?.numero ?? null,
    ...importesFirmados(v),
    datos: v.datos,
    estadoPle: v.estadoPle,
    usuarioId: sesion.usuario.id,
  };
  return { empresaId, validada: v, cliente, cabecera, movimientos, cuentas };
}
