import type { InterfaceRef } from '@pothos/core';
import Decimal from 'decimal.js';
import { builder } from '../../../builder.ts';
import { AsientoLinea } from '../libro.schema.ts';
import type { CompraVista } from './consultar-compra.ts';
import type { CuentaContable } from './cuentas-contables.ts';
import type { CuotaCompra, DetraccionCompra } from './datos-compra.ts';
import type { CompraPreparada } from './preparar-compra.ts';
import {
  COLUMNAS_IMPORTE,
  type FilaRegistroCompras,
  type ImportesRegistro,
  type RegistroCompras,
} from './registro-compras.ts';

/** GraphQL types of purchases, their register and the account picker; the sales' twins use the helpers. */

type Tipos = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

/** A counterparty by its catálogo 06 document (supplier, client), registered with the document when new. */
export const personaDocumentoInput = (nombre: string, description: string) =>
  builder.inputType(nombre, {
    description,
    fields: (t) => ({
      tipo_documento: t.string(),
      numero: t.string(),
      nombre: t.string(),
      direccion: t.string({ required: false }),
    }),
  });

export const cuotaInput = (nombre: string) =>
  builder.inputType(nombre, { fields: (t) => ({ fecha: t.string(), monto: t.string() }) });

export const cuotaRef = (nombre: string) =>
  builder
    .objectRef<CuotaCompra>(nombre)
    .implement({ fields: (t) => ({ fecha: t.exposeString('fecha'), monto: t.exposeString('monto') }) });

/** A register's period totals: the amount columns' interface and nothing else. */
export const totalesRef = <T extends object>(nombre: string, interfaz: InterfaceRef<Tipos, T>) =>
  builder
    .objectRef<T>(nombre)
    .implement({ interfaces: [interfaz], isTypeOf: () => true, fields: () => ({}) });

const ProveedorCompraInput = personaDocumentoInput(
  'ProveedorCompraInput',
  'A supplier by its catálogo 06 document, registered with the purchase when it is new.',
);

const LineaCompraInput = builder.inputType('LineaCompraInput', {
  description: 'A purchase line: PCGE account of the last level, base and IGV destination.',
  fields: (t) => ({
    cuenta: t.string(),
    base: t.string(),
    destino_igv: t.string({ description: 'gravada, mixta, sin_credito or no_gravada.' }),
    igv: t.string({ required: false, description: 'The IGV the document prints, when not base × rate.' }),
    glosa: t.string({ required: false }),
  }),
});

const ModificaCompraInput = builder.inputType('DocumentoModificadoCompraInput', {
  fields: (t) => ({
    tipo: t.string(),
    serie: t.string(),
    numero: t.string(),
    fecha: t.string(),
    anio_dua: t.string({ required: false }),
  }),
});

const DetraccionInput = builder.inputType('DetraccionCompraInput', {
  fields: (t) => ({
    codigo: t.string({ description: 'Catálogo 54 code.' }),
    porcentaje: t.string(),
    constancia_numero: t.string({ required: false }),
    constancia_fecha: t.string({ required: false }),
  }),
});

const CuotaInput = cuotaInput('CuotaCompraInput');

const SustentoInput = builder.inputType('SustentoNoDomiciliadoInput', {
  fields: (t) => ({
    tipo: t.string(),
    serie: t.string({ required: false }),
    anio_dua: t.string({ required: false }),
    numero: t.string(),
  }),
});

const NoDomiciliadoInput = builder.inputType('NoDomiciliadoInput', {
  fields: (t) => ({
    pais: t.string({ description: 'PLE tabla 35.' }),
    domicilio: t.string({ required: false }),
    tipo_renta: t.string({ description: 'PLE tabla 31.' }),
    convenio: t.string({ required: false, description: 'PLE tabla 25; 00 without agreement.' }),
    modalidad: t.string({ required: false, description: 'PLE tabla 32.' }),
    sustento: t.field({ type: SustentoInput, required: false }),
  }),
});

const ProductoCompraInput = builder.inputType('ProductoCompraInput', {
  description: 'Goods bought for stock: units and the unit cost or the line cost, in the document currency.',
  fields: (t) => ({
    producto_id: t.string(),
    cantidad: t.string(),
    costo_unitario: t.string({ required: false }),
    costo_total: t.string({ required: false }),
  }),
});

export const RegistrarCompraInput = builder.inputType('RegistrarCompraInput', {
  fields: (t) => ({
    proveedor_id: t.string({ required: false }),
    proveedor: t.field({ type: ProveedorCompraInput, required: false }),
    tipo_comprobante: t.string({ description: 'PLE tabla 10.' }),
    serie: t.string({ required: false, description: 'Series, or the aduana (tabla 11) of a DUA.' }),
    numero: t.string(),
    anio_dua: t.string({ required: false }),
    fecha_emision: t.string(),
    fecha_vencimiento: t.string({ required: false }),
    periodo: t.string({ required: false, description: 'AAAAMM noted in; the month of emission by default.' }),
    moneda: t.string({ required: false }),
    tipo_cambio: t.string({ required: false }),
    tasa_igv: t.string({ required: false }),
    lineas: t.field({ type: [LineaCompraInput] }),
    isc: t.string({ required: false }),
    icbper: t.string({ required: false }),
    otros: t.string({ required: false }),
    total: t.string(),
    modifica: t.field({ type: ModificaCompraInput, required: false }),
    detraccion: t.field({ type: DetraccionInput, required: false }),
    retencion: t.boolean({ required: false }),
    retencion_renta: t.string({ required: false }),
    glosa: t.string({ required: false }),
    amarre_cc_id: t.string({ required: false }),
    cuotas: t.field({ type: [CuotaInput], required: false }),
    no_domiciliado: t.field({ type: NoDomiciliadoInput, required: false }),
    productos: t.field({
      type: [ProductoCompraInput],
      required: false,
      description: 'Kardex lines of the goods (60x, 20x–28x lines); they must add up to those lines.',
    }),
  }),
});

type LineaDeCompra = CompraVista['datos']['lineas'][number];

const LineaDeCompraRef = builder.objectRef<LineaDeCompra>('LineaDeCompra').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    base: t.exposeString('base'),
    destino_igv: t.exposeString('destino'),
    igv: t.exposeString('igv'),
    glosa: t.string({ nullable: true, resolve: (l) => l.glosa ?? null }),
  }),
});

const DetraccionRef = builder.objectRef<DetraccionCompra>('DetraccionCompra').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    porcentaje: t.exposeString('porcentaje'),
    monto: t.exposeString('monto', { description: 'In soles, rounded to the sol.' }),
    constancia_numero: t.string({ nullable: true, resolve: (d) => d.constanciaNumero ?? null }),
    constancia_fecha: t.string({ nullable: true, resolve: (d) => d.constanciaFecha ?? null }),
  }),
});

const CuotaRef = cuotaRef('CuotaCompra');

export const CompraRef = builder.objectRef<CompraVista>('Compra').implement({
  description: 'A purchase: its registro de compras line (amounts in the document currency) and asiento.',
  fields: (t) => {
    const op =
      <K extends keyof CompraVista['operacion']>(k: K) =>
      (c: CompraVista) =>
        c.operacion[k];
    const texto = (k: 'cuo' | 'periodo' | 'libro' | 'fechaContable' | 'glosa' | 'moneda' | 'tipoCambio') =>
      t.string({ resolve: (c) => String(op(k)(c)) });
    const opcional = (
      k:
        | 'fechaEmision'
        | 'fechaVencimiento'
        | 'tipoComprobante'
        | 'serie'
        | 'numero'
        | 'personaId'
        | 'personaTipoDocumento'
        | 'personaNumeroDocumento'
        | 'personaNombre'
        | 'modificaTipo'
        | 'modificaSerie'
        | 'modificaNumero'
        | 'modificaFecha',
    ) => t.string({ nullable: true, resolve: (c) => op(k)(c) });
    const importe = (
      k:
        | 'baseGravada'
        | 'igv'
        | 'baseGravadaMixta'
        | 'igvMixta'
        | 'baseSinCredito'
        | 'igvSinCredito'
        | 'isc'
        | 'icbper'
        | 'otros'
        | 'total',
    ) => t.string({ resolve: (c) => op(k)(c) });
    return {
      id: t.string({ resolve: (c) => c.operacion.id }),
      cuo: texto('cuo'),
      periodo: texto('periodo'),
      libro: texto('libro'),
      fecha_contable: texto('fechaContable'),
      fecha_emision: opcional('fechaEmision'),
      fecha_vencimiento: opcional('fechaVencimiento'),
      tipo_comprobante: opcional('tipoComprobante'),
      serie: opcional('serie'),
      numero: opcional('numero'),
      anio_dua: t.string({ nullable: true, resolve: (c) => c.datos.anioDua ?? null }),
      proveedor_id: opcional('personaId'),
      proveedor_tipo_documento: opcional('personaTipoDocumento'),
      proveedor_numero_documento: opcional('personaNumeroDocumento'),
      proveedor_nombre: opcional('personaNombre'),
      glosa: texto('glosa'),
      moneda: texto('moneda'),
      tipo_cambio: texto('tipoCambio'),
      tasa_igv: t.string({ resolve: (c) => c.datos.tasaIgv }),
      base_gravada: importe('baseGravada'),
      igv: importe('igv'),
      base_gravada_mixta: importe('baseGravadaMixta'),
      igv_mixta: importe('igvMixta'),
      base_sin_credito: importe('baseSinCredito'),
      igv_sin_credito: importe('igvSinCredito'),
      no_gravada: t.exposeString('noGravada'),
      isc: importe('isc'),
      icbper: importe('icbper'),
      otros: importe('otros'),
      total: importe('total'),
      modifica_tipo: opcional('modificaTipo'),
      modifica_serie: opcional('modificaSerie'),
      modifica_numero: opcional('modificaNumero'),
      modifica_fecha: opcional('modificaFecha'),
      detraccion: t.field({
        type: DetraccionRef,
        nullable: true,
        resolve: (c) => c.datos.detraccion ?? null,
      }),
      retencion: t.boolean({ resolve: (c) => c.datos.retencion === true }),
      retencion_renta: t.string({ nullable: true, resolve: (c) => c.datos.retencionRenta ?? null }),
      cuotas: t.field({ type: [CuotaRef], resolve: (c) => c.datos.cuotas ?? [] }),
      pais_no_domiciliado: t.string({ nullable: true, resolve: (c) => c.datos.noDomiciliado?.pais ?? null }),
      amarre_cc_id: t.string({ nullable: true, resolve: (c) => c.datos.amarreCcId ?? null }),
      estado_ple: t.string({ resolve: (c) => c.operacion.estadoPle }),
      anulada: t.exposeBoolean('anulada'),
      lineas_compra: t.field({ type: [LineaDeCompraRef], resolve: (c) => c.datos.lineas }),
      asiento: t.expose('lineas', { type: [AsientoLinea] }),
    };
  },
});

export type MovimientoPrevio = CompraPreparada['movimientos'][number] & { denominacion: string };

/** A line of an asiento before it is posted (purchases' and sales' previews). */
export const MovimientoPrevioRef = builder.objectRef<MovimientoPrevio>('MovimientoPrevioCompra').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    denominacion: t.exposeString('denominacion'),
    debe: t.exposeString('debe'),
    haber: t.exposeString('haber'),
    debe_me: t.exposeString('debeMe'),
    haber_me: t.exposeString('haberMe'),
    glosa: t.string({ nullable: true, resolve: (m) => m.glosa ?? null }),
    destino: t.boolean({ resolve: (m) => m.destino === true }),
    centro_costo_id: t.string({ nullable: true, resolve: (m) => m.centroCostoId ?? null }),
  }),
});

export type AsientoPrevio = { preparada: CompraPreparada; movimientos: MovimientoPrevio[] };

/** The asiento's lines with their accounts' names, as the previews show them. */
export const movimientosPrevios = (
  movimientos: readonly CompraPreparada['movimientos'][number][],
  cuentas: ReadonlyMap<string, { denominacion: string }>,
): MovimientoPrevio[] =>
  movimientos.map((m) => ({ ...m, denominacion: cuentas.get(m.cuenta)?.denominacion ?? '' }));

export function asientoPrevio(preparada: CompraPreparada): AsientoPrevio {
  return { preparada, movimientos: movimientosPrevios(preparada.movimientos, preparada.cuentas) };
}

export const suma = (ms: readonly MovimientoPrevio[], k: 'debe' | 'haber') =>
  ms.reduce((s, m) => s.plus(m[k]), new Decimal(0)).toFixed(2);

/** The lines of a previewed asiento and their sums, last among a preview's fields. */
export const lineasPrevias = <P extends { movimientos: MovimientoPrevio[] }>(
  t: PothosSchemaTypes.ObjectFieldBuilder<Tipos, P>,
) => ({
  lineas: t.field({ type: [MovimientoPrevioRef], resolve: (a) => a.movimientos }),
  total_debe: t.string({ resolve: (a) => suma(a.movimientos, 'debe') }),
  total_haber: t.string({ resolve: (a) => suma(a.movimientos, 'haber') }),
});

export const AsientoPrevioRef = builder.objectRef<AsientoPrevio>('AsientoPrevioCompra').implement({
  description: 'What registrarCompra would post, checked and built without writing.',
  fields: (t) => ({
    periodo: t.string({ resolve: (a) => a.preparada.validada.periodo }),
    libro: t.string({ resolve: (a) => a.preparada.validada.libro }),
    estado_ple: t.string({ resolve: (a) => a.preparada.validada.estadoPle }),
    proveedor_nombre: t.string({ resolve: (a) => a.preparada.proveedor.nombre }),
    proveedor_nuevo: t.boolean({ resolve: (a) => a.preparada.proveedor.id === null }),
    total: t.string({ resolve: (a) => a.preparada.validada.calculo.importes.total }),
    ...lineasPrevias(t),
  }),
});

const ImportesRegistroRef = builder.interfaceRef<ImportesRegistro>('ImportesRegistroCompras').implement({
  description: 'The amount columns of the registro de compras (8.1 fields 14–24), in soles.',
  fields: (t) => Object.fromEntries(COLUMNAS_IMPORTE.map((k) => [k, t.exposeString(k)])),
});

const TotalesRegistroRef = totalesRef('TotalesRegistroCompras', ImportesRegistroRef);

const FilaRegistroRef = builder.objectRef<FilaRegistroCompras>('FilaRegistroCompras').implement({
  interfaces: [ImportesRegistroRef],
  isTypeOf: () => true,
  fields: (t) => ({
    id: t.exposeString('id'),
    cuo: t.exposeString('cuo'),
    fecha_emision: t.exposeString('fecha_emision', { nullable: true }),
    fecha_vencimiento: t.exposeString('fecha_vencimiento', { nullable: true }),
    tipo_comprobante: t.exposeString('tipo_comprobante', { nullable: true }),
    serie: t.exposeString('serie', { nullable: true }),
    anio_dua: t.exposeString('anio_dua', { nullable: true }),
    numero: t.exposeString('numero', { nullable: true }),
    proveedor_tipo_documento: t.exposeString('proveedor_tipo_documento', { nullable: true }),
    proveedor_numero_documento: t.exposeString('proveedor_numero_documento', { nullable: true }),
    proveedor_nombre: t.exposeString('proveedor_nombre', { nullable: true }),
    moneda: t.exposeString('moneda'),
    tipo_cambio: t.exposeString('tipo_cambio'),
    total_documento: t.exposeString('total_documento'),
    modifica_fecha: t.exposeString('modifica_fecha', { nullable: true }),
    modifica_tipo: t.exposeString('modifica_tipo', { nullable: true }),
    modifica_serie: t.exposeString('modifica_serie', { nullable: true }),
    modifica_numero: t.exposeString('modifica_numero', { nullable: true }),
    detraccion_numero: t.exposeString('detraccion_numero', { nullable: true }),
    detraccion_fecha: t.exposeString('detraccion_fecha', { nullable: true }),
    retencion: t.exposeBoolean('retencion'),
    estado_ple: t.exposeString('estado_ple'),
    glosa: t.exposeString('glosa'),
  }),
});

export const RegistroComprasRef = builder.objectRef<RegistroCompras>('RegistroCompras').implement({
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    libro: t.exposeString('libro'),
    filas: t.expose('filas', { type: [FilaRegistroRef] }),
    totales: t.expose('totales', { type: TotalesRegistroRef }),
  }),
});

export const CuentaContableRef = builder.objectRef<CuentaContable>('CuentaContable').implement({
  fields: (t) => ({
    codigo: t.exposeString('codigo'),
    denominacion: t.exposeString('denominacion'),
    amarre_debe: t.exposeString('amarre_debe', { nullable: true }),
    amarre_haber: t.exposeString('amarre_haber', { nullable: true }),
    ultimo_nivel: t.exposeBoolean('ultimo_nivel'),
  }),
});
