import type {
  Antiguedad,
  CuotaPendiente,
  TipoCuentas,
} from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import { TRAMOS_ANTIGUEDAD } from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import Decimal from 'decimal.js';
import { builder } from '../../../builder.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { AsientoLinea } from '../libro.schema.ts';
import type { PagoVista } from './consultar-pagos.ts';
import type { DocumentoPendiente, PendientePorPersona, TotalesPendientes } from './documentos-pendientes.ts';

/** GraphQL types of receivables and payables: pending documents, aging, instalments, collections and payments. */

/** The `tipo` argument: 'cobrar' (receivables) or 'pagar' (payables). */
export function tipoCuentas(tipo: string): TipoCuentas {
  if (tipo !== 'cobrar' && tipo !== 'pagar') throw entradaInvalida("Indique 'cobrar' o 'pagar'");
  return tipo;
}

const AntiguedadRef = builder.objectRef<Antiguedad>('AntiguedadSaldos').implement({
  description: 'A balance in soles by days past due at the cut-off date.',
  fields: (t) => Object.fromEntries(TRAMOS_ANTIGUEDAD.map(({ tramo }) => [tramo, t.exposeString(tramo)])),
});

export const CuotaPendienteRef = builder.objectRef<CuotaPendiente>('CuotaPendiente').implement({
  description: 'An instalment of a document in its currency: what was paid of it and what is pending.',
  fields: (t) => ({
    fecha: t.exposeString('fecha'),
    monto: t.exposeString('monto'),
    pagado: t.exposeString('pagado'),
    pendiente: t.exposeString('pendiente'),
  }),
});

const DocumentoPendienteRef = builder.objectRef<DocumentoPendiente>('DocumentoCxPx').implement({
  description:
    'A document to collect or pay: `id` is the ledger line that raised it; amounts in its currency, saldo in soles.',
  fields: (t) => ({
    id: t.exposeString('id'),
    operacion_id: t.exposeString('operacionId'),
    cuo: t.exposeString('cuo'),
    cuenta: t.exposeString('cuenta'),
    persona_id: t.exposeString('personaId', { nullable: true }),
    persona_numero: t.exposeString('personaNumero', { nullable: true }),
    persona_nombre: t.exposeString('personaNombre', { nullable: true }),
    tipo_comprobante: t.exposeString('tipoComprobante', { nullable: true }),
    serie: t.exposeString('serie', { nullable: true }),
    numero: t.exposeString('numero'),
    documento: t.exposeString('documento'),
    fecha_emision: t.exposeString('fechaEmision'),
    fecha_vencimiento: t.exposeString('fechaVencimiento'),
    moneda: t.exposeString('moneda'),
    tipo_cambio: t.exposeString('tipoCambio'),
    importe: t.string({ resolve: (d) => (d.moneda === 'PEN' ? d.importe : d.importeMe) }),
    pagado: t.exposeString('pagado'),
    saldo: t.string({
      description: 'In the document’s currency.',
      resolve: (d) => (d.moneda === 'PEN' ? d.saldo : d.saldoMe),
    }),
    saldo_soles: t.exposeString('saldo'),
    dias_vencido: t.exposeInt('diasVencidos'),
    antiguedad: t.expose('antiguedad', { type: AntiguedadRef }),
    cuotas: t.expose('cuotasPendientes', { type: [CuotaPendienteRef] }),
    detraccion_monto: t.string({ nullable: true, resolve: (d) => d.detraccion?.monto ?? null }),
    detraccion_constancia: t.string({
      nullable: true,
      resolve: (d) => d.detraccion?.constanciaNumero ?? null,
    }),
  }),
});

const TotalesRef = builder.objectRef<TotalesPendientes>('TotalesCxPx').implement({
  fields: (t) => ({
    saldo_soles: t.exposeString('saldo'),
    saldo_pen: t.exposeString('saldoPen'),
    saldo_usd: t.exposeString('saldoUsd'),
    antiguedad: t.expose('antiguedad', { type: AntiguedadRef }),
  }),
});

export type PaginaCxPx = {
  total: number;
  corte: string;
  filas: DocumentoPendiente[];
  totales: TotalesPendientes;
};

export const PaginaCxPxRef = builder.objectRef<PaginaCxPx>('PaginaCxPx').implement({
  description: 'A page of pending documents; total, totals and aging are of every document the filter takes.',
  fields: (t) => ({
    total: t.exposeInt('total'),
    fecha_corte: t.exposeString('corte'),
    filas: t.expose('filas', { type: [DocumentoPendienteRef] }),
    totales: t.expose('totales', { type: TotalesRef }),
  }),
});

export const PendientePorPersonaRef = builder
  .objectRef<PendientePorPersona>('PendientePorPersona')
  .implement({
    fields: (t) => ({
      persona_id: t.exposeString('personaId', { nullable: true }),
      persona_numero: t.exposeString('personaNumero', { nullable: true }),
      persona_nombre: t.exposeString('personaNombre', { nullable: true }),
      documentos: t.exposeInt('documentos'),
      saldo_soles: t.exposeString('saldo'),
      saldo_usd: t.exposeString('saldoUsd'),
      antiguedad: t.expose('antiguedad', { type: AntiguedadRef }),
    }),
  });

/** The cash line of a collection or payment (element 10): what came in or went out. */
const lineaDeCaja = (p: PagoVista) => p.lineas.find((l) => l.cuenta.startsWith('10') && !l.destino);
const importeCaja = (p: PagoVista, me: boolean) => {
  const l = lineaDeCaja(p);
  if (!l) return '0.00';
  return new Decimal(me ? l.debeMe : l.debe).plus(me ? l.haberMe : l.haber).toFixed(2);
};

export const CobroPagoRef = builder.objectRef<PagoVista>('CobroPago').implement({
  description: 'A collection or payment (operation kind 4) in the cash or bank book, with its asiento.',
  fields: (t) => ({
    id: t.string({ resolve: (p) => p.operacion.id }),
    tipo: t.string({ resolve: (p) => p.datos.tipo }),
    cuo: t.string({ resolve: (p) => p.operacion.cuo }),
    periodo: t.string({ resolve: (p) => p.operacion.periodo }),
    libro: t.string({ resolve: (p) => p.operacion.libro }),
    fecha: t.string({ resolve: (p) => p.operacion.fechaContable }),
    glosa: t.string({ resolve: (p) => p.operacion.glosa }),
    moneda: t.string({ resolve: (p) => p.operacion.moneda }),
    tipo_cambio: t.string({ resolve: (p) => p.operacion.tipoCambio }),
    medio_pago: t.string({ resolve: (p) => p.datos.medioPago }),
    numero_operacion: t.string({ nullable: true, resolve: (p) => p.datos.numeroOperacion ?? null }),
    cuenta_financiera_id: t.string({ resolve: (p) => p.datos.cuentaFinancieraId }),
    cuenta_financiera: t.string({ nullable: true, resolve: (p) => p.cuentaFinanciera?.descripcion ?? null }),
    importe: t.string({ description: 'Cash in or out, in soles.', resolve: (p) => importeCaja(p, false) }),
    importe_me: t.string({ resolve: (p) => importeCaja(p, true) }),
    aplicado: t.string({
      nullable: true,
      description: 'Settled of the document it was listed for, in soles.',
      resolve: (p) => p.aplicado?.soles ?? null,
    }),
    aplicado_me: t.string({ nullable: true, resolve: (p) => p.aplicado?.me ?? null }),
    detraccion_constancia: t.string({
      nullable: true,
      resolve: (p) => p.datos.detraccion?.constanciaNumero ?? null,
    }),
    detraccion_fecha: t.string({
      nullable: true,
      resolve: (p) => p.datos.detraccion?.constanciaFecha ?? null,
    }),
    anulado: t.exposeBoolean('anulado'),
    asiento: t.expose('lineas', { type: [AsientoLinea] }),
  }),
});

const DocumentoPagoInput = builder.inputType('DocumentoPagoInput', {
  fields: (t) => ({
    documento_id: t.string({ description: 'The DocumentoCxPx id.' }),
    monto: t.string({
      required: false,
      description: 'In the document’s currency (a detracción takes its own).',
    }),
  }),
});

const DepositoDetraccionInput = builder.inputType('DepositoDetraccionInput', {
  fields: (t) => ({
    constancia_numero: t.string(),
    constancia_fecha: t.string({ required: false, description: 'The payment’s date by default.' }),
  }),
});

export const RegistrarPagoInput = builder.inputType('RegistrarPagoInput', {
  description: 'A collection or payment of one or many documents (mass payment), all in one currency.',
  fields: (t) => ({
    fecha: t.string(),
    cuenta_financiera_id: t.string(),
    medio_pago: t.string({ description: 'SUNAT catálogo 59 (PLE tabla 1).' }),
    numero_operacion: t.string({ required: false }),
    tipo_cambio: t.string({ required: false, description: 'The payment date’s rate, for dollar documents.' }),
    glosa: t.string({ required: false }),
    documentos: t.field({ type: [DocumentoPagoInput] }),
    detraccion: t.field({ type: DepositoDetraccionInput, required: false }),
  }),
});
