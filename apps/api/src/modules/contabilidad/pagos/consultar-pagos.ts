import { type Db, schema } from '@kipu/db';
import {
  type CuotaPendiente,
  esCuentaDe,
  type TipoCuentas,
} from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import Decimal from 'decimal.js';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirOperacion, lineasDeOperacion } from '../documentos/operacion-de-empresa.ts';
import type { Operacion } from '../libro/registrar-operacion.ts';
import { claveDeLinea, leerDocumentos } from './documentos.ts';
import { pendienteDe } from './documentos-pendientes.ts';
import { type DatosCobroPago, OPERACION_COBRO_PAGO } from './registrar-pago.ts';

type Linea = typeof schema.asientoLineas.$inferSelect;

/** A collection or payment as its screens show it: header, asiento and where the money came from. */
export type PagoVista = {
  operacion: Operacion;
  datos: DatosCobroPago['cobroPago'];
  cuentaFinanciera: { codigo: string; descripcion: string } | null;
  anulado: boolean;
  lineas: Linea[];
  /** What it settled of the document it was listed for, in soles and in the document's currency. */
  aplicado?: { soles: string; me: string };
};

export async function vistaPago(db: Db, operacion: Operacion): Promise<PagoVista> {
  const datos = (operacion.datos as DatosCobroPago).cobroPago;
  const lineas = await lineasDeOperacion(db, operacion.id);
  const [cuenta] = await db
    .select({ codigo: schema.cuentasFinancieras.codigo, descripcion: schema.cuentasFinancieras.descripcion })
    .from(schema.cuentasFinancieras)
    .where(eq(schema.cuentasFinancieras.id, datos.cuentaFinancieraId));
  return {
    operacion,
    datos,
    cuentaFinanciera: cuenta ?? null,
    anulado: operacion.deletedAt !== null,
    lineas,
  };
}

/**
 * A collection (cobrar) or payment (pagar) of the session company; another company's id is FORBIDDEN
 * and an operation of another kind is refused.
 */
export async function exigirPago(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
  tipo?: TipoCuentas,
): Promise<Operacion> {
  const mensaje =
    tipo === 'cobrar'
      ? 'La operación no es una cobranza'
      : tipo === 'pagar'
        ? 'La operación no es un pago'
        : 'La operación no es un cobro ni un pago';
  const o = await exigirOperacion(deps, sesion, id, OPERACION_COBRO_PAGO, mensaje);
  const datos = (o.datos as Partial<DatosCobroPago>).cobroPago;
  if (!datos || (tipo && datos.tipo !== tipo)) throw entradaInvalida(mensaje);
  return o;
}

/** The document a line of the session company belongs to (FORBIDDEN for another company's line). */
async function claveDe(deps: Dependencias, sesion: SesionActiva, lineaId: string) {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(lineaId)) throw prohibido();
  const [x] = await deps.db.select().from(schema.asientoLineas).where(eq(schema.asientoLineas.id, lineaId));
  if (!x || x.empresaId !== empresaId) throw prohibido();
  const tipo: TipoCuentas | undefined = esCuentaDe('cobrar', x.cuenta)
    ? 'cobrar'
    : esCuentaDe('pagar', x.cuenta)
      ? 'pagar'
      : undefined;
  if (!tipo || !x.numero) throw entradaInvalida('La línea no es de un documento por cobrar o por pagar');
  return { empresaId, tipo, clave: claveDeLinea({ ...x, numero: x.numero }) };
}

/** The collections or payments of a document (voided ones too), newest first, with what each settled of it. */
export async function pagosDeDocumento(
  deps: Dependencias,
  sesion: SesionActiva,
  documentoId: string,
): Promise<PagoVista[]> {
  const { empresaId, tipo, clave } = await claveDe(deps, sesion, documentoId);
  const l = schema.asientoLineas;
  const o = schema.operaciones;
  const delDocumento = and(
    eq(l.cuenta, clave.cuenta),
    sql`${l.personaId} is not distinct from ${clave.personaId}`,
    sql`${l.tipoComprobante} is not distinct from ${clave.tipoComprobante}`,
    sql`${l.serie} is not distinct from ${clave.serie}`,
    eq(l.numero, clave.numero),
  );
  const filas = await deps.db
    .select({
      id: o.id,
      soles: sql<string>`sum(${tipo === 'cobrar' ? sql`${l.haber} - ${l.debe}` : sql`${l.debe} - ${l.haber}`})`,
      me: sql<string>`sum(${tipo === 'cobrar' ? sql`${l.haberMe} - ${l.debeMe}` : sql`${l.debeMe} - ${l.haberMe}`})`,
    })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(and(eq(l.empresaId, empresaId), eq(o.tipoOperacion, OPERACION_COBRO_PAGO), delDocumento))
    .groupBy(o.id);
  if (filas.length === 0) return [];
  const operaciones = await deps.db
    .select()
    .from(o)
    .where(
      inArray(
        o.id,
        filas.map((f) => f.id),
      ),
    )
    .orderBy(desc(o.fechaContable), desc(o.createdAt));
  return Promise.all(
    operaciones.map(async (op) => {
      const f = filas.find((x) => x.id === op.id);
      return {
        ...(await vistaPago(deps.db, op)),
        aplicado: { soles: new Decimal(f?.soles ?? 0).toFixed(2), me: new Decimal(f?.me ?? 0).toFixed(2) },
      };
    }),
  );
}

/**
 * The instalments of an operation's document with what is pending of each (cuotasPendientes): a
 * purchase's datos.cuotas or a sale's forma de pago, paid amounts covering the earliest first.
 */
export async function cuotasDeOperacion(
  deps: Dependencias,
  sesion: SesionActiva,
  operacionId: string,
): Promise<CuotaPendiente[]> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!esUuid(operacionId)) throw prohibido();
  const [op] = await deps.db.select().from(schema.operaciones).where(eq(schema.operaciones.id, operacionId));
  if (!op || op.empresaId !== empresaId) throw prohibido();
  const lineas = await lineasDeOperacion(deps.db, op.id);
  for (const tipo of ['cobrar', 'pagar'] as const) {
    const x = lineas.find((m) => esCuentaDe(tipo, m.cuenta) && m.numero && !m.destino);
    if (!x?.numero) continue;
    const [d] = await leerDocumentos(deps.db, empresaId, tipo, {
      claves: [claveDeLinea({ ...x, numero: x.numero })],
    });
    return d ? pendienteDe(d, d.fechaEmision).cuotasPendientes : [];
  }
  return [];
}
