import { builder } from '../../builder.ts';
import { ALCANCE } from '../../shared/permisos.ts';
import type { ComprobanteVista, LineaVista } from './comprobante-vista.ts';

/** The GraphQL types of an emitted document and the scopes, shared by the invoicing schema files. */

/** Documents, their files and their sending state: who emits, charges or records sales reads them. */
export const LECTURA = ALCANCE.leerComprobantes;
/** Emitting, resending, voiding and the sending settings need the invoicing screen's permission. */
export const EMISION = ALCANCE.emision;

export const NotaSunat = builder.objectRef<{ codigo: string; descripcion: string }>('NotaSunat').implement({
  description: "An observation of SUNAT's CDR (cbc:Note).",
  fields: (t) => ({ codigo: t.exposeString('codigo'), descripcion: t.exposeString('descripcion') }),
});

export const LineaComprobante = builder.objectRef<LineaVista>('LineaComprobante').implement({
  fields: (t) => ({
    numero: t.exposeInt('numero'),
    codigo: t.exposeString('codigo', { nullable: true }),
    descripcion: t.exposeString('descripcion'),
    unidad: t.exposeString('unidad'),
    cantidad: t.exposeString('cantidad'),
    afectacion: t.exposeString('afectacion', { description: 'Catálogo 07.' }),
    valor_unitario: t.exposeString('valor_unitario'),
    precio_unitario: t.exposeString('precio_unitario', {
      description: 'With taxes; for gratuitas the referential value.',
    }),
    valor_venta: t.exposeString('valor_venta'),
    igv: t.exposeString('igv'),
  }),
});

export const Comprobante = builder.objectRef<ComprobanteVista>('Comprobante').implement({
  description: 'An emitted electronic document; amounts are decimal strings.',
  fields: (t) => ({
    id: t.exposeString('id'),
    local_id: t.exposeString('local_id'),
    tipo: t.exposeString('tipo', { description: 'Catálogo 01: 01, 03, 07, 08.' }),
    serie: t.exposeString('serie'),
    numero: t.exposeInt('numero'),
    fecha_emision: t.exposeString('fecha_emision'),
    moneda: t.exposeString('moneda'),
    cliente_tipo_documento: t.exposeString('cliente_tipo_documento'),
    cliente_numero_documento: t.exposeString('cliente_numero_documento'),
    cliente_nombre: t.exposeString('cliente_nombre'),
    cliente_direccion: t.exposeString('cliente_direccion', { nullable: true }),
    operaciones_gravadas: t.exposeString('operaciones_gravadas'),
    operaciones_exoneradas: t.exposeString('operaciones_exoneradas'),
    operaciones_inafectas: t.exposeString('operaciones_inafectas'),
    operaciones_exportacion: t.exposeString('operaciones_exportacion'),
    operaciones_gratuitas: t.exposeString('operaciones_gratuitas'),
    igv: t.exposeString('igv'),
    isc: t.exposeString('isc'),
    icbper: t.exposeString('icbper'),
    importe_total: t.exposeString('importe_total'),
    documento_afectado: t.exposeString('documento_afectado', { nullable: true }),
    contingencia: t.exposeBoolean('contingencia', {
      description: 'Issued on paper in a physical series (0001…) during an outage, informed afterwards.',
    }),
    motivo_baja: t.exposeString('motivo_baja', {
      nullable: true,
      description: 'The reason given when its voiding was asked (it is anulado once SUNAT accepts).',
    }),
    estado: t.exposeString('estado', {
      description: 'pendiente, enviado, aceptado, observado, rechazado or anulado (from the CDR).',
    }),
    codigo_sunat: t.exposeString('codigo_sunat', { nullable: true }),
    descripcion_sunat: t.exposeString('descripcion_sunat', { nullable: true }),
    notas_sunat: t.expose('notas_sunat', { type: [NotaSunat] }),
    hash: t.exposeString('hash', { description: 'DigestValue of the signature.' }),
    intentos: t.exposeInt('intentos'),
    ultimo_error: t.exposeString('ultimo_error', { nullable: true }),
    tiene_cdr: t.exposeBoolean('tiene_cdr'),
    anulado_por_nota: t.exposeBoolean('anulado_por_nota', {
      description: 'A credit note 01, 02 or 06 in effect undoes it: it admits no further note.',
    }),
    lineas: t.expose('lineas', { type: [LineaComprobante] }),
    created_at: t.exposeString('created_at'),
    enviado_at: t.exposeString('enviado_at', { nullable: true }),
    respuesta_at: t.exposeString('respuesta_at', { nullable: true }),
  }),
});

export const PaginaComprobantes = builder
  .objectRef<{ total: number; filas: ComprobanteVista[] }>('PaginaComprobantes')
  .implement({
    fields: (t) => ({ total: t.exposeInt('total'), filas: t.expose('filas', { type: [Comprobante] }) }),
  });
