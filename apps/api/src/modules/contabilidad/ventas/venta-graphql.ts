import { builder } from '../../../builder.ts';
import {
  cuotaInput,
  cuotaRef,
  lineasPrevias,
  type MovimientoPrevio,
  movimientosPrevios,
  personaDocumentoInput,
  totalesRef,
} from '../compras/compra-graphql.ts';
import { AsientoLinea } from '../libro.schema.ts';
import type { VentaVista } from './consultar-venta.ts';
import type { VentaPreparada } from './preparar-venta.ts';
import {
  COLUMNAS_VENTAS,
  type FilaRegistroVentas,
  type ImportesRegistroVentas,
  type RegistroVentas,
} from './registro-ventas.ts';

/** GraphQL types of the sales registered from their documents and of the registro de ventas. */

const ClienteVentaInput = personaDocumentoInput(
  'ClienteVentaInput',
  'A client by its catálogo 06 document, registered with the sale when it is new.',
);

const LineaVentaInput = builder.inputType('LineaVentaInput', {
  description: 'An income line: PCGE account (70 or 75, last level), value and how it is taxed.',
  fields: (t) => ({
    cuenta: t.string(),
    importe: t.string(),
    afectacion: t.string({ description: 'gravada, exonerada, inafecta or exportacion.' }),
    glosa: t.string({ required: false }),
  }),
});

const ModificaVentaInput = builder.inputType('DocumentoModificadoVentaInput', {
  fields: (t) => ({ tipo: t.string(), serie: t.string(), numero: t.string(), fecha: t.string() }),
});

const CuotaVentaInput = cuotaInput('CuotaVentaInput');

export const RegistrarVentaInput = builder.inputType('RegistrarVentaInput', {
  fields: (t) => ({
    cliente_id: t.string({ required: false }),
    cliente: t.field({ type: ClienteVentaInput, required: false }),
    tipo_comprobante: t.string({ description: 'PLE tabla 10 (sales types).' }),
    serie: t.string({ required: false }),
    numero: t.string(),
    numero_final: t.string({ required: false, description: 'Last number of a range (boletas, tickets).' }),
    fecha_emision: t.string(),
    fecha_vencimiento: t.string({ required: false }),
    periodo: t.string({ required: false, description: 'AAAAMM noted in; the month of emission by default.' }),
    ajuste: t.boolean({ required: false, description: 'Adjusts a document noted in its period (estado 9).' }),
    moneda: t.string({ required: false }),
    tipo_cambio: t.string({ required: false }),
    tasa_igv: t.string({ required: false }),
    lineas: t.field({ type: [LineaVentaInput] }),
    igv: t.string({ required: false, description: 'The IGV the document prints, when not base × rate.' }),
    isc: t.string({ required: false }),
    icbper: t.string({ required: false }),
    otros: t.string({ required: false }),
    total: t.string(),
    modifica: t.field({ type: ModificaVentaInput, required: false }),
    cuotas: t.field({ type: [CuotaVentaInput], required: false }),
    glosa: t.string({ required: false }),
  }),
});

type LineaDeVenta = NonNullable<VentaVista['datos']['lineas']>[number];

const LineaDeVentaRef = builder.objectRef<LineaDeVenta>('LineaDeVenta').implement({
  fields: (t) => ({
    cuenta: t.exposeString('cuenta'),
    importe: t.exposeString('importe'),
    afectacion: t.exposeString('afectacion'),
    glosa: t.string({ nullable: true, resolve: (l) => l.glosa ?? null }),
  }),
});

const CuotaVentaRef = cuotaRef('CuotaVenta');

type Op = VentaVista['operacion'];
type ClaveTexto = {
  [K in keyof Op]: Op[K] extends string ? K : never;
}[keyof Op];
type ClaveOpcional = {
  [K in keyof Op]: Op[K] extends string | null ? (null extends Op[K] ? K : never) : never;
}[keyof Op];

export const VentaRef = builder.objectRef<VentaVista>('Venta').implement({
  description: 'A sale of the registro de ventas: its line (amounts in the document currency) and asiento.',
  fields: (t) => {
    const texto = (k: ClaveTexto) => t.string({ resolve: (v) => v.operacion[k] });
    const opcional = (k: ClaveOpcional) => t.string({ nullable: true, resolve: (v) => v.operacion[k] });
    return {
      id: texto('id'),
      cuo: texto('cuo'),
      periodo: texto('periodo'),
      libro: texto('libro'),
      fecha_contable: texto('fechaContable'),
      fecha_emision: opcional('fechaEmision'),
      fecha_vencimiento: opcional('fechaVencimiento'),
      tipo_comprobante: opcional('tipoComprobante'),
      serie: opcional('serie'),
      numero: opcional('numero'),
      numero_final: opcional('numeroFinal'),
      cliente_id: opcional('personaId'),
      cliente_tipo_documento: opcional('personaTipoDocumento'),
      cliente_numero_documento: opcional('personaNumeroDocumento'),
      cliente_nombre: opcional('personaNombre'),
      glosa: texto('glosa'),
      moneda: texto('moneda'),
      tipo_cambio: texto('tipoCambio'),
      tasa_igv: t.string({ nullable: true, resolve: (v) => v.datos.tasaIgv ?? null }),
      exportacion: texto('exportacion'),
      base_gravada: texto('baseGravada'),
      igv: texto('igv'),
      exonerada: texto('exonerada'),
      inafecta: texto('inafecta'),
      isc: texto('isc'),
      icbper: texto('icbper'),
      otros: texto('otros'),
      total: texto('total'),
      modifica_fecha: opcional('modificaFecha'),
      modifica_tipo: opcional('modificaTipo'),
      modifica_serie: opcional('modificaSerie'),
      modifica_numero: opcional('modificaNumero'),
      estado_ple: texto('estadoPle'),
      de_facturacion: t.exposeBoolean('deFacturacion'),
      anulada: t.exposeBoolean('anulada'),
      cuotas: t.field({ type: [CuotaVentaRef], resolve: (v) => v.datos.cuotas ?? [] }),
      lineas_venta: t.field({ type: [LineaDeVentaRef], resolve: (v) => v.datos.lineas ?? [] }),
      asiento: t.expose('lineas', { type: [AsientoLinea] }),
    };
  },
});

export type AsientoPrevioVenta = { preparada: VentaPreparada; movimientos: MovimientoPrevio[] };

export const asientoPrevioVenta = (preparada: VentaPreparada): AsientoPrevioVenta => ({
  preparada,
  movimientos: movimientosPrevios(preparada.movimientos, preparada.cuentas),
});

export const AsientoPrevioVentaRef = builder.objectRef<AsientoPrevioVenta>('AsientoPrevioVenta').implement({
  description: 'What registrarVenta would post, checked and built without writing.',
  fields: (t) => ({
    periodo: t.string({ resolve: (a) => a.preparada.validada.periodo }),
    libro: t.string({ resolve: (a) => a.preparada.cabecera.libro }),
    estado_ple: t.string({ resolve: (a) => a.preparada.validada.estadoPle }),
    cliente_nombre: t.string({ resolve: (a) => a.preparada.cliente.nombre }),
    cliente_nuevo: t.boolean({ resolve: (a) => a.preparada.cliente.nuevo !== undefined }),
    total: t.string({ resolve: (a) => a.preparada.validada.calculo.importes.total }),
    ...lineasPrevias(t),
  }),
});

/** Column names as the GraphQL fields spell them. */
const CAMPO: Record<(typeof COLUMNAS_VENTAS)[number], string> = {
  exportacion: 'exportacion',
  baseGravada: 'base_gravada',
  igv: 'igv',
  exonerada: 'exonerada',
  inafecta: 'inafecta',
  isc: 'isc',
  icbper: 'icbper',
  otros: 'otros',
  total: 'total',
};

const ImportesVentasRef = builder.interfaceRef<ImportesRegistroVentas>('ImportesRegistroVentas').implement({
  description: 'The amount columns of the registro de ventas (14.1 fields 13–25), in soles.',
  fields: (t) => Object.fromEntries(COLUMNAS_VENTAS.map((k) => [CAMPO[k], t.exposeString(k)])),
});

const TotalesVentasRef = totalesRef('TotalesRegistroVentas', ImportesVentasRef);

const FilaVentasRef = builder.objectRef<FilaRegistroVentas>('FilaRegistroVentas').implement({
  interfaces: [ImportesVentasRef],
  isTypeOf: () => true,
  fields: (t) => ({
    id: t.exposeString('id'),
    cuo: t.exposeString('cuo'),
    fecha_emision: t.exposeString('fechaEmision', { nullable: true }),
    fecha_vencimiento: t.string({ nullable: true, resolve: (f) => f.fechaVencimiento ?? null }),
    tipo_comprobante: t.exposeString('tipoComprobante'),
    serie: t.exposeString('serie'),
    numero: t.exposeString('numero'),
    numero_final: t.string({ nullable: true, resolve: (f) => f.numeroFinal ?? null }),
    cliente_tipo_documento: t.string({ nullable: true, resolve: (f) => f.clienteTipoDocumento || null }),
    cliente_numero_documento: t.string({ nullable: true, resolve: (f) => f.clienteNumeroDocumento || null }),
    cliente_nombre: t.string({ nullable: true, resolve: (f) => f.clienteNombre ?? null }),
    moneda: t.exposeString('moneda'),
    tipo_cambio: t.exposeString('tipoCambio'),
    total_documento: t.exposeString('totalDocumento'),
    modifica_tipo: t.string({ nullable: true, resolve: (f) => f.modifica?.tipo ?? null }),
    modifica_serie: t.string({ nullable: true, resolve: (f) => f.modifica?.serie ?? null }),
    modifica_numero: t.string({ nullable: true, resolve: (f) => f.modifica?.numero ?? null }),
    estado_ple: t.exposeString('estado'),
    de_facturacion: t.exposeBoolean('deFacturacion'),
    glosa: t.exposeString('glosa'),
  }),
});

export const RegistroVentasRef = builder.objectRef<RegistroVentas>('RegistroVentas').implement({
  fields: (t) => ({
    periodo: t.exposeString('periodo'),
    filas: t.expose('filas', { type: [FilaVentasRef] }),
    totales: t.expose('totales', { type: TotalesVentasRef }),
  }),
});
