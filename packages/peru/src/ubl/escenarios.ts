import { calcularComprobante, type EntradaComprobante } from '../comprobantes/calculo.ts';
import type { Emisor } from './comprobante.ts';
import type { ComunicacionBaja } from './comunicacion-baja.ts';
import { documentoResumenDe, type ResumenDiario } from './resumen-diario.ts';

/** Sample documents, one per SUNAT scenario, shared by the builder and validator tests. */

export const EMISOR_PRUEBA: Emisor = {
  ruc: '20601234565',
  razonSocial: 'COMERCIAL ANDINA DEMO S.A.C.',
  nombreComercial: 'ANDINA & CIA',
  codigoEstablecimiento: '0000',
  direccion: {
    ubigeo: '150101',
    direccion: 'AV. ABANCAY 123',
    urbanizacion: 'CERCADO',
    provincia: 'LIMA',
    departamento: 'LIMA',
    distrito: 'LIMA',
  },
};

const CLIENTE_RUC = { tipoDocumento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA <NORTE> S.A.' };
const CLIENTE_DNI = { tipoDocumento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };

const base = (tipo: EntradaComprobante['tipo'], serie: string, numero: number) => ({
  tipo,
  serie,
  numero,
  fecha: '2025-03-10',
  hora: '10:15:00',
  moneda: 'PEN' as const,
  formaPago: { tipo: 'contado' as const },
});

export const ESCENARIOS: Record<string, EntradaComprobante> = {
  'factura gravada': {
    ...base('01', 'F001', 1),
    cliente: CLIENTE_RUC,
    lineas: [
      { codigo: 'P001', descripcion: 'Laptop 14"', cantidad: '1', valorUnitario: '100', afectacion: '10' },
      { descripcion: 'Mouse', cantidad: '2', precioUnitario: '59', afectacion: '10', unidad: 'NIU' },
    ],
    observaciones: 'Entrega en almacén',
  },
  'boleta gravada': {
    ...base('03', 'B001', 1),
    cliente: CLIENTE_DNI,
    formaPago: undefined,
    lineas: [
      {
        descripcion: 'Menú ejecutivo',
        cantidad: '3',
        precioUnitario: '15.50',
        afectacion: '10',
        unidad: 'NIU',
      },
    ],
  },
  // A boleta paid at the till: the charge says contado, which a boleta's XML does not carry; the dish
  // at a price with IGV bills quantity × price (IGV 9.92 over 55.08, within SUNAT's ±1).
  'boleta contado': {
    ...base('03', 'B001', 2),
    cliente: CLIENTE_DNI,
    lineas: [{ descripcion: 'Lomo saltado', cantidad: '2', precioUnitario: '32.50', afectacion: '10' }],
  },
  'boleta restaurante mype': {
    ...base('03', 'B001', 3),
    fecha: '2026-02-14',
    regimenIgv: 'restaurantes_hoteles_mype',
    formaPago: undefined,
    cliente: { tipoDocumento: '-', numero: '-', nombre: 'CLIENTES VARIOS' },
    lineas: [{ descripcion: 'Almuerzo', cantidad: '3', precioUnitario: '12.35', afectacion: '10' }],
    redondearTotal: true,
  },
  'factura exonerada': {
    ...base('01', 'F001', 2),
    cliente: CLIENTE_RUC,
    lineas: [{ descripcion: 'Libro de texto', cantidad: '10', valorUnitario: '25', afectacion: '20' }],
  },
  'factura inafecta': {
    ...base('01', 'F001', 3),
    cliente: CLIENTE_RUC,
    lineas: [
      { descripcion: 'Papa blanca', cantidad: '50', valorUnitario: '2.40', afectacion: '30', unidad: 'KGM' },
    ],
  },
  'factura exportacion': {
    ...base('01', 'F001', 4),
    moneda: 'USD',
    tipoCambio: '3.750',
    cliente: { tipoDocumento: '0', numero: 'US-778899', nombre: 'ACME IMPORTS INC.' },
    lineas: [
      {
        descripcion: 'Café orgánico',
        cantidad: '1000',
        valorUnitario: '4.75',
        afectacion: '40',
        unidad: 'KGM',
      },
    ],
  },
  'factura gratuita': {
    ...base('01', 'F001', 5),
    cliente: CLIENTE_RUC,
    lineas: [
      { descripcion: 'Producto vendido', cantidad: '1', valorUnitario: '200', afectacion: '10' },
      { descripcion: 'Muestra gratis', cantidad: '2', valorUnitario: '10', afectacion: '13' },
      { descripcion: 'Folleto', cantidad: '5', valorUnitario: '1', afectacion: '31' },
    ],
  },
  'boleta icbper': {
    ...base('03', 'B001', 2),
    formaPago: undefined,
    cliente: CLIENTE_DNI,
    lineas: [
      { descripcion: 'Arroz 5 kg', cantidad: '1', precioUnitario: '23.60', afectacion: '10' },
      { descripcion: 'Bolsa plástica', cantidad: '2', valorUnitario: '0.1', afectacion: '10', icbper: true },
    ],
  },
  'factura isc': {
    ...base('01', 'F001', 6),
    cliente: CLIENTE_RUC,
    lineas: [
      {
        descripcion: 'Cerveza caja x 12',
        cantidad: '2',
        valorUnitario: '40',
        afectacion: '10',
        isc: { sistema: '01', tasa: '30' },
      },
      { descripcion: 'Vasos', cantidad: '1', valorUnitario: '10', afectacion: '10' },
    ],
  },
  'factura descuentos': {
    ...base('01', 'F001', 7),
    cliente: CLIENTE_RUC,
    lineas: [
      {
        descripcion: 'Silla',
        cantidad: '4',
        valorUnitario: '50',
        afectacion: '10',
        descuento: { porcentaje: '10' },
      },
      { descripcion: 'Mesa', cantidad: '1', valorUnitario: '300', afectacion: '10' },
    ],
    descuentoGlobal: { codigo: '02', monto: '20' },
  },
  'factura cargos': {
    ...base('01', 'F001', 11),
    cliente: CLIENTE_RUC,
    lineas: [
      {
        descripcion: 'Servicio técnico',
        cantidad: '1',
        valorUnitario: '200',
        afectacion: '10',
        unidad: 'ZZ',
        cargo: { monto: '10' },
      },
    ],
    descuentoGlobal: { codigo: '03', monto: '5' },
    cargoGlobal: { codigo: '50', porcentaje: '10' },
  },
  'factura detraccion': {
    ...base('01', 'F001', 8),
    cliente: CLIENTE_RUC,
    lineas: [
      {
        descripcion: 'Mantenimiento de equipos',
        cantidad: '1',
        valorUnitario: '1000',
        afectacion: '10',
        unidad: 'ZZ',
      },
    ],
    detraccion: { codigo: '020', porcentaje: '12', cuentaBancoNacion: '00-000-123456' },
  },
  'factura credito': {
    ...base('01', 'F001', 9),
    cliente: CLIENTE_RUC,
    lineas: [{ descripcion: 'Mercadería', cantidad: '10', valorUnitario: '50', afectacion: '10' }],
    formaPago: {
      tipo: 'credito',
      cuotas: [
        { monto: '295', vencimiento: '2025-04-10' },
        { monto: '295', vencimiento: '2025-05-10' },
      ],
    },
  },
  // The customer is subject to percepción (venta interna, 2%): charged on the total, in soles.
  'factura percepcion': {
    ...base('01', 'F001', 12),
    cliente: CLIENTE_RUC,
    lineas: [
      { descripcion: 'Cemento Portland x 42.5 kg', cantidad: '40', valorUnitario: '25', afectacion: '10' },
    ],
    percepcion: { codigo: '51' },
  },
  // The customer is an agente de retención: 3% of a total above S/ 700 is withheld.
  'factura retencion': {
    ...base('01', 'F001', 13),
    cliente: CLIENTE_RUC,
    lineas: [
      {
        descripcion: 'Servicio de consultoría',
        cantidad: '1',
        valorUnitario: '1000',
        afectacion: '10',
        unidad: 'ZZ',
      },
    ],
    retencion: true,
  },
  // On credit, the cuotas add up to the total minus the retención (1,180.00 − 35.40).
  'factura credito retencion': {
    ...base('01', 'F001', 14),
    cliente: CLIENTE_RUC,
    lineas: [{ descripcion: 'Mercadería', cantidad: '20', valorUnitario: '50', afectacion: '10' }],
    retencion: true,
    formaPago: {
      tipo: 'credito',
      cuotas: [
        { monto: '572.30', vencimiento: '2025-04-10' },
        { monto: '572.30', vencimiento: '2025-05-10' },
      ],
    },
  },
  'factura con guias': {
    ...base('01', 'F001', 2),
    cliente: CLIENTE_RUC,
    lineas: [
      { descripcion: 'Cemento Portland x 42.5 kg', cantidad: '100', valorUnitario: '25', afectacion: '10' },
    ],
    guias: [
      { tipo: '09', numero: 'T001-00000123' },
      { tipo: '31', numero: '0001-77' },
    ],
  },
  'factura usd': {
    ...base('01', 'F001', 10),
    moneda: 'USD',
    tipoCambio: '3.70',
    cliente: CLIENTE_RUC,
    lineas: [
      { descripcion: 'Licencia anual', cantidad: '1', valorUnitario: '1200', afectacion: '10', unidad: 'ZZ' },
    ],
  },
  // Issued on paper during an outage: a physical series of four digits, the number as printed.
  'factura contingencia': {
    ...base('01', '0001', 154),
    cliente: CLIENTE_RUC,
    lineas: [{ descripcion: 'Mercadería', cantidad: '3', valorUnitario: '20', afectacion: '10' }],
  },
  'boleta contingencia': {
    ...base('03', '0002', 88),
    formaPago: undefined,
    cliente: CLIENTE_DNI,
    lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '2', precioUnitario: '15.50', afectacion: '10' }],
  },
  'nota de credito 01': {
    ...base('07', 'F001', 1),
    formaPago: undefined,
    cliente: CLIENTE_RUC,
    afectado: { tipo: '01', serie: 'F001', numero: 1 },
    motivo: { codigo: '01', descripcion: 'Anulación de la operación' },
    lineas: [
      { codigo: 'P001', descripcion: 'Laptop 14"', cantidad: '1', valorUnitario: '100', afectacion: '10' },
      { descripcion: 'Mouse', cantidad: '2', precioUnitario: '59', afectacion: '10' },
    ],
  },
  'nota de credito con guia': {
    ...base('07', 'F001', 3),
    formaPago: undefined,
    cliente: CLIENTE_RUC,
    afectado: { tipo: '01', serie: 'F001', numero: 2 },
    motivo: { codigo: '07', descripcion: 'Devolución por ítem' },
    lineas: [{ descripcion: 'Mouse', cantidad: '1', precioUnitario: '59', afectacion: '10' }],
    guias: [{ tipo: '09', numero: 'T001-45' }],
  },
  'nota de credito 13': {
    ...base('07', 'F001', 2),
    cliente: CLIENTE_RUC,
    afectado: { tipo: '01', serie: 'F001', numero: 9 },
    motivo: { codigo: '13', descripcion: 'Corrección de fechas de pago' },
    lineas: [{ descripcion: 'Mercadería', cantidad: '10', valorUnitario: '0', afectacion: '10' }],
    formaPago: { tipo: 'credito', cuotas: [{ monto: '590', vencimiento: '2025-06-10' }] },
  },
  'nota de debito': {
    ...base('08', 'F001', 1),
    formaPago: undefined,
    cliente: CLIENTE_RUC,
    afectado: { tipo: '01', serie: 'F001', numero: 9 },
    motivo: { codigo: '01', descripcion: 'Intereses por pago fuera de plazo' },
    lineas: [
      {
        descripcion: 'Intereses moratorios',
        cantidad: '1',
        valorUnitario: '25',
        afectacion: '10',
        unidad: 'ZZ',
      },
    ],
  },
};

const NOTA_BOLETA: EntradaComprobante = {
  ...base('07', 'B001', 1),
  formaPago: undefined,
  cliente: CLIENTE_DNI,
  afectado: { tipo: '03', serie: 'B001', numero: 1 },
  motivo: { codigo: '07', descripcion: 'Devolución por ítem' },
  lineas: [{ descripcion: 'Menú ejecutivo', cantidad: '1', precioUnitario: '15.50', afectacion: '10' }],
};

const BOLETA_MIXTA: EntradaComprobante = {
  ...base('03', 'B001', 4),
  formaPago: undefined,
  cliente: { tipoDocumento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
  lineas: [
    { descripcion: 'Televisor', cantidad: '1', valorUnitario: '800', afectacion: '10' },
    { descripcion: 'Libro', cantidad: '2', valorUnitario: '30', afectacion: '20' },
    { descripcion: 'Papa', cantidad: '5', valorUnitario: '2', afectacion: '30' },
    { descripcion: 'Muestra gratis', cantidad: '1', valorUnitario: '10', afectacion: '21' },
    { descripcion: 'Bolsa', cantidad: '2', precioUnitario: '0.10', afectacion: '10', icbper: true },
    {
      descripcion: 'Cerveza',
      cantidad: '1',
      valorUnitario: '10',
      afectacion: '10',
      isc: { sistema: '01', tasa: '30' },
    },
  ],
  cargoGlobal: { codigo: '50', monto: '5' },
};

const resumenDe = (e: EntradaComprobante, condicion: '1' | '2' | '3') =>
  documentoResumenDe(calcularComprobante(e), condicion);

/** Resúmenes diarios of the sample boletas (generated the day after them). */
export const RESUMENES: Record<string, ResumenDiario> = {
  'resumen de boletas y nota': {
    fechaGeneracion: '2025-03-11',
    fechaReferencia: '2025-03-10',
    correlativo: 1,
    documentos: [
      resumenDe(ESCENARIOS['boleta gravada'] as EntradaComprobante, '1'),
      resumenDe(BOLETA_MIXTA, '1'),
      resumenDe(NOTA_BOLETA, '1'),
      resumenDe(ESCENARIOS['boleta contingencia'] as EntradaComprobante, '1'),
    ],
  },
  'resumen de anulacion': {
    fechaGeneracion: '2025-03-12',
    fechaReferencia: '2025-03-10',
    correlativo: 2,
    documentos: [resumenDe(ESCENARIOS['boleta gravada'] as EntradaComprobante, '3')],
  },
  'resumen en dolares': {
    fechaGeneracion: '2025-03-11',
    fechaReferencia: '2025-03-10',
    correlativo: 3,
    documentos: [
      resumenDe({ ...(ESCENARIOS['boleta gravada'] as EntradaComprobante), numero: 7, moneda: 'USD' }, '1'),
    ],
  },
};

/** Comunicaciones de baja of sample facturas and notes. */
export const BAJAS: Record<string, ComunicacionBaja> = {
  'baja de factura y nota': {
    fechaGeneracion: '2025-03-12',
    fechaReferencia: '2025-03-10',
    correlativo: 1,
    documentos: [
      { tipo: '01', serie: 'F001', numero: 1, motivo: 'ERROR EN EL RUC DEL CLIENTE' },
      { tipo: '07', serie: 'F001', numero: 1, motivo: 'Nota emitida por error' },
    ],
  },
  'baja de factura de contingencia': {
    fechaGeneracion: '2025-03-10',
    fechaReferencia: '2025-03-10',
    correlativo: 2,
    documentos: [{ tipo: '01', serie: '0001', numero: 154, motivo: 'Operación no realizada' }],
  },
};
