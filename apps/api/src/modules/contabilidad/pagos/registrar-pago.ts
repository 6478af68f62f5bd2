import { type Db, schema, type Tx } from '@kipu/db';
import { type AmarreCuenta, asientosDestino } from '@kipu/peru';
import {
  asientoDeCobroPago,
  CUENTAS_DIFERENCIA_CAMBIO,
  type DocumentoCobroPago,
  montoMeDeSoles,
} from '@kipu/peru/contabilidad/asiento-cobro-pago';
import { esCuentaDe, type TipoCuentas } from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida, prohibido } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { esUuid } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { cuentasPorCodigo } from '../compras/cuentas-de-compra.ts';
import { bloquearDocumento } from '../documentos/operacion-de-empresa.ts';
import { type MovimientoLibro, type Operacion, registrarOperacion } from '../libro/registrar-operacion.ts';
import {
  type ClaveDocumento,
  claveDeLinea,
  type DocumentoLeido,
  leerDocumentos,
  nombreDocumento,
} from './documentos.ts';
import { type EntradaPago, type PagoValidado, validarEntradaPago } from './entrada-pago.ts';

/** Operation kind 4 of spec 02 §4: collections and payments. */
export const OPERACION_COBRO_PAGO = 4;

/** PLE books 1.1 (caja y bancos: efectivo) and 1.2 (cuentas corrientes): by the financial account's type. */
export const LIBRO_DE_CUENTA = { caja: '010100', banco: '010200' } as const;

/** What a collection or payment keeps in operaciones.datos. */
export type DatosCobroPago = {
  cobroPago: {
    tipo: TipoCuentas;
    cuentaFinancieraId: string;
    medioPago: string;
    numeroOperacion?: string;
    /** A detracción deposit: the purchase and its constancia. */
    detraccion?: { operacionId: string; constanciaNumero: string; constanciaFecha: string };
  };
};

export type CuentaFinanciera = typeof schema.cuentasFinancieras.$inferSelect & { pcge: string };

/** The company's active cash box or bank account, with its 10x account. */
export async function cuentaFinanciera(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<CuentaFinanciera> {
  return cuentaFinancieraDeEmpresa(deps, await empresaDeTrabajo(deps.db, sesion), id);
}

/** The same for a company given (a posting done in the background, without a session). */
export async function cuentaFinancieraDeEmpresa(
  deps: Dependencias,
  empresaId: string,
  id: string,
): Promise<CuentaFinanciera> {
  if (!id) throw entradaInvalida('Seleccione la cuenta de caja o banco');
  if (!esUuid(id)) throw prohibido();
  const [c] = await deps.db
    .select()
    .from(schema.cuentasFinancieras)
    .where(eq(schema.cuentasFinancieras.id, id));
  if (!c || c.empresaId !== empresaId) throw prohibido();
  if (c.deletedAt) throw entradaInvalida(`La cuenta financiera ${c.codigo} está eliminada`);
  const [pcge] = await deps.db
    .select({ codigo: schema.pcgeCuentas.codigo })
    .from(schema.pcgeCuentas)
    .where(eq(schema.pcgeCuentas.id, c.pcgeId));
  return { ...c, pcge: pcge?.codigo ?? '' };
}

/** The documents the lines point at: lines of the company's receivables (or payables) only. */
async function clavesDeLineas(db: Db, empresaId: string, tipo: TipoCuentas, ids: readonly string[]) {
  const l = schema.asientoLineas;
  const lineas = await db
    .select()
    .from(l)
    .where(inArray(l.id, [...ids]));
  return ids.map((id, i) => {
    const x = lineas.find((f) => f.id === id);
    if (!x || x.empresaId !== empresaId) throw prohibido();
    if (!esCuentaDe(tipo, x.cuenta) || !x.numero)
      throw entradaInvalida(
        `Documento ${i + 1}: no es un documento por ${tipo === 'cobrar' ? 'cobrar' : 'pagar'} (cuenta ${x.cuenta})`,
      );
    return claveDeLinea({ ...x, numero: x.numero });
  });
}

const textoClave = (k: ClaveDocumento) =>
  [k.cuenta, k.personaId ?? '', k.tipoComprobante ?? '', k.serie ?? '', k.numero].join('|');

/** Destination entries of 676 / 776 when the company set amarres for them (9x / 79). */
async function amarresDiferencia(db: Db, empresaId: string): Promise<Map<string, AmarreCuenta>> {
  const cuentas = await cuentasPorCodigo(db, empresaId, Object.values(CUENTAS_DIFERENCIA_CAMBIO));
  const amarres = new Map<string, AmarreCuenta>();
  for (const c of cuentas.values())
    if (c.amarreDebe && c.amarreHaber) amarres.set(c.codigo, { debe: c.amarreDebe, haber: c.amarreHaber });
  return amarres;
}

/** The detracción deposit's amount (soles) and what it settles of the purchase, checked. */
function deposito(d: DocumentoLeido, v: PagoValidado, cuenta: CuentaFinanciera) {
  const det = d.detraccion;
  const documento = nombreDocumento(d);
  if (d.tipoOperacion !== 1 || !det) throw entradaInvalida(`${documento}: la compra no tiene detracción`);
  if (det.constanciaNumero)
    throw entradaInvalida(
      `${documento}: la detracción ya fue depositada (constancia ${det.constanciaNumero} del ${det.constanciaFecha})`,
    );
  if (cuenta.monedaId !== 'PEN')
    throw entradaInvalida('La detracción se deposita en soles: elija una cuenta en soles');
  const monto = d.moneda === 'PEN' ? det.monto : montoMeDeSoles(det.monto, v.tipoCambio ?? '0', d.saldoMe);
  return { monto, soles: det.monto };
}

export type PagoRegistrado = { operacion: Operacion };

/**
 * Registers a collection (cobrar) or payment (pagar) of one or many documents: checked whole, then in
 * one transaction, under a lock on each document so two payments cannot both take the same balance,
 * the balances are read again, the asiento built (cash at the payment's rate, each document by its
 * own, the difference to 676/776) and posted through the ledger service in the cash or bank book. A
 * detracción deposit stores its constancia on the purchase.
 */
export async function registrarCobroPago(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentas,
  e: EntradaPago,
): Promise<Operacion> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  return registrarCobroPagoDeEmpresa(deps, { empresaId, usuarioId: sesion.usuario.id }, tipo, e);
}

/** Who a collection or payment is posted for: the company and the user it is recorded under. */
export type AutorPago = { empresaId: string; usuarioId: string };

/**
 * `registrarCobroPago` for a company given, as other areas post a collection they took (the point of
 * sale's charges). `alRegistrar` runs in the same transaction, so the caller's own record of the
 * posting commits with it or not at all.
 */
export async function registrarCobroPagoDeEmpresa(
  deps: Dependencias,
  autor: AutorPago,
  tipo: TipoCuentas,
  e: EntradaPago,
  alRegistrar?: (tx: Tx, operacion: Operacion) => Promise<void>,
): Promise<Operacion> {
  const { empresaId } = autor;
  const v = validarEntradaPago(e, hoyEnLima());
  if (v.detraccion && tipo !== 'pagar')
    throw entradaInvalida('Solo las compras tienen depósito de detracción');
  const cuenta = await cuentaFinancieraDeEmpresa(deps, empresaId, e.cuenta_financiera_id);
  const claves = await clavesDeLineas(
    deps.db,
    empresaId,
    tipo,
    v.documentos.map((d) => d.id),
  );
  const vistas = new Set<string>();
  for (const [i, k] of claves.entries()) {
    if (vistas.has(textoClave(k))) throw entradaInvalida(`Documento ${i + 1}: está repetido en el pago`);
    vistas.add(textoClave(k));
  }
  // Read before the transaction: on PGlite's single connection a read outside it would wait for it.
  const amarres = await amarresDiferencia(deps.db, empresaId);
  return deps.db.transaction(async (tx) => {
    for (const k of [...vistas].sort()) await bloquearDocumento(tx, ['cxcp', empresaId, k]);
    const leidos = await leerDocumentos(tx, empresaId, tipo, { claves });
    const documentos = claves.map((k) => {
      const d = leidos.find((x) => textoClave(x) === textoClave(k));
      if (!d) throw entradaInvalida(`${nombreDocumento(k)}: el documento no existe o está anulado`);
      return d;
    });
    const [primero] = documentos;
    if (!primero) throw entradaInvalida('Seleccione al menos un documento');
    const moneda = primero.moneda;
    if (documentos.some((d) => d.moneda !== moneda))
      throw entradaInvalida('Los documentos de un mismo pago deben estar en la misma moneda');
    if (moneda === 'PEN' && cuenta.monedaId !== 'PEN')
      throw entradaInvalida(
        `La cuenta ${cuenta.descripcion} es en dólares: los documentos en soles se pagan con una cuenta en soles`,
      );
    if (moneda === 'USD' && !v.tipoCambio)
      throw entradaInvalida('Indique el tipo de cambio del día del pago');
    for (const d of documentos)
      if (v.fecha < d.fechaEmision)
        throw entradaInvalida(
          `${nombreDocumento(d)}: la fecha del pago es anterior a la emisión (${d.fechaEmision})`,
        );
    const aPagar: DocumentoCobroPago[] = documentos.map((d, i) => ({
      documento: nombreDocumento(d),
      cuenta: d.cuenta,
      saldo: d.saldo,
      saldoMe: d.saldoMe,
      ...(v.detraccion ? deposito(d, v, cuenta) : { monto: v.documentos[i]?.monto ?? '0' }),
    }));
    const asiento = asientoDeCobroPago({
      tipo,
      moneda,
      tipoCambio: v.tipoCambio ?? '1',
      cuentaEfectivo: cuenta.pcge,
      documentos: aPagar,
    });
    if ('error' in asiento) throw entradaInvalida(asiento.error);
    const movimientos: MovimientoLibro[] = asiento.map(({ documento: i, ...m }) => {
      const d = i === undefined ? undefined : documentos[i];
      return d
        ? {
            ...m,
            personaId: d.personaId,
            tipoComprobante: d.tipoComprobante,
            serie: d.serie,
            numero: d.numero,
            fechaVencimiento: d.fechaVencimiento,
          }
        : m;
    });
    movimientos.push(...asientosDestino(movimientos, amarres));

    const personas = new Set(documentos.map((d) => d.personaNumero ?? ''));
    const unaPersona = personas.size === 1 ? primero : undefined;
    const verbo = v.detraccion ? 'Depósito de detracción' : tipo === 'cobrar' ? 'Cobranza' : 'Pago';
    const glosa =
      v.glosa ||
      `${verbo} ${documentos.map(nombreDocumento).join(', ')}${unaPersona?.personaNombre ? ` ${unaPersona.personaNombre}` : ''}`;
    const detraccion = v.detraccion ? { operacionId: primero.operacionId, ...v.detraccion } : undefined;
    const datos: DatosCobroPago = {
      cobroPago: {
        tipo,
        cuentaFinancieraId: cuenta.id,
        medioPago: v.medioPago,
        ...(v.numeroOperacion ? { numeroOperacion: v.numeroOperacion } : {}),
        ...(detraccion ? { detraccion } : {}),
      },
    };
    const operacion = await registrarOperacion(
      tx,
      {
        empresaId,
        libro: LIBRO_DE_CUENTA[cuenta.tipo],
        tipoOperacion: OPERACION_COBRO_PAGO,
        fechaContable: v.fecha,
        fechaEmision: v.fecha,
        glosa: glosa.slice(0, 200),
        glosaReferencia: v.numeroOperacion,
        moneda,
        tipoCambio: moneda === 'PEN' ? '1' : (v.tipoCambio ?? '1'),
        personaId: unaPersona?.personaId ?? null,
        personaNumeroDocumento: unaPersona?.personaNumero ?? null,
        personaNombre: unaPersona?.personaNombre ?? null,
        datos,
        usuarioId: autor.usuarioId,
      },
      movimientos,
    );
    if (detraccion) await guardarConstancia(tx, empresaId, detraccion.operacionId, v.detraccion);
    await alRegistrar?.(tx, operacion);
    return operacion;
  });
}

/** Stores (or, with null, removes) the deposit's constancia on the purchase's detracción. */
export async function guardarConstancia(
  tx: Db | Tx,
  empresaId: string,
  operacionId: string,
  constancia: PagoValidado['detraccion'],
): Promise<void> {
  const o = schema.operaciones;
  const valor = constancia
    ? sql`jsonb_set(${o.datos}, '{detraccion}', (${o.datos}->'detraccion') || ${JSON.stringify(constancia)}::jsonb)`
    : sql`jsonb_set(${o.datos}, '{detraccion}', (${o.datos}->'detraccion') - 'constanciaNumero' - 'constanciaFecha')`;
  await tx
    .update(o)
    .set({ datos: valor, updatedAt: new Date() })
    .where(and(eq(o.empresaId, empresaId), eq(o.id, operacionId)));
}
