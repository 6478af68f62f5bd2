import { EMISOR_PRUEBA } from '../ubl/escenarios.ts';
import type { EntradaGuiaRemitente, EntradaGuiaTransportista } from './tipos.ts';

/** Sample guides the tests build, sign and validate; the issuer is the invoices' test company. */

export const EMISOR_GUIA = EMISOR_PRUEBA;
export const HOY = '2026-03-10';

const CLIENTE = { tipoDocumento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA <NORTE> S.A.' };
const PROPIA = { tipoDocumento: '6', numero: EMISOR_GUIA.ruc, nombre: EMISOR_GUIA.razonSocial };
const TRANSPORTES = {
  ruc: '20500000008',
  razonSocial: 'TRANSPORTES RAPIDOS S.A.C.',
  registroMtc: '1543210CNG',
};

const BASE = {
  serie: 'T001',
  numero: 25,
  fecha: HOY,
  hora: '10:15:00',
  fechaInicioTraslado: '2026-03-11',
  pesoBruto: '1250.5',
  unidadPeso: 'KGM',
  partida: { ubigeo: '150101', direccion: 'AV. ABANCAY 123, CERCADO DE LIMA' },
  llegada: { ubigeo: '040101', direccion: 'CALLE MERCADERES 410, AREQUIPA' },
  lineas: [
    { codigo: 'CEM-42', descripcion: 'CEMENTO PORTLAND TIPO I x 42.5 KG', unidad: 'BG', cantidad: '20' },
    { descripcion: 'FIERRO CORRUGADO 1/2"', unidad: 'KGM', cantidad: '400.125' },
  ],
} as const;

/** A sale moved with the company's own truck and driver (transporte privado). */
export const VENTA_PRIVADA: EntradaGuiaRemitente = {
  ...BASE,
  tipo: '09',
  motivo: '01',
  modalidad: '02',
  destinatario: CLIENTE,
  numeroBultos: 21,
  observaciones: 'Entregar en almacén & horario de mañana',
  vehiculos: [
    { placa: 'ABC123' },
    { placa: 'T5X987', autorizacion: { entidad: '06', numero: 'MTC-2025-0042' } },
  ],
  conductores: [
    {
      tipoDocumento: '1',
      numero: '45678912',
      nombres: 'JUAN CARLOS',
      apellidos: 'QUISPE MAMANI',
      licencia: 'Q45678912',
    },
    {
      tipoDocumento: '1',
      numero: '41234567',
      nombres: 'PEDRO',
      apellidos: 'HUAMAN ROJAS',
      licencia: 'H41234567',
    },
  ],
  documentosRelacionados: [{ tipo: '01', numero: 'F001-120', rucEmisor: EMISOR_GUIA.ruc }],
};

/** A sale handed to a carrier (transporte público): the carrier's RUC and MTC registration, no vehicle. */
export const VENTA_PUBLICA: EntradaGuiaRemitente = {
  ...BASE,
  tipo: '09',
  numero: 26,
  motivo: '01',
  modalidad: '01',
  destinatario: CLIENTE,
  transportista: TRANSPORTES,
  indicadores: ['retornoEnvasesVacios'],
};

/** Stock moved between two establishments of the company. */
export const ENTRE_ESTABLECIMIENTOS: EntradaGuiaRemitente = {
  ...BASE,
  tipo: '09',
  numero: 27,
  motivo: '04',
  modalidad: '02',
  destinatario: PROPIA,
  partida: { ...BASE.partida, codigoEstablecimiento: '0000', ruc: EMISOR_GUIA.ruc },
  llegada: { ...BASE.llegada, codigoEstablecimiento: '0003', ruc: EMISOR_GUIA.ruc },
  vehiculos: [{ placa: 'ABC123' }],
  conductores: [
    {
      tipoDocumento: '1',
      numero: '45678912',
      nombres: 'JUAN CARLOS',
      apellidos: 'QUISPE MAMANI',
      licencia: 'Q45678912',
    },
  ],
};

/** A purchase collected from the seller, citing its factura and the detracción deposit. */
export const COMPRA_CON_DOCUMENTOS: EntradaGuiaRemitente = {
  ...VENTA_PRIVADA,
  numero: 28,
  motivo: '02',
  destinatario: PROPIA,
  proveedor: CLIENTE,
  observaciones: undefined,
  vehiculos: [{ placa: 'ABC123' }],
  conductores: VENTA_PRIVADA.conductores?.slice(0, 1),
  documentosRelacionados: [
    { tipo: '01', numero: 'F002-8841', rucEmisor: CLIENTE.numero },
    { tipo: '03', numero: 'B001-15', rucEmisor: CLIENTE.numero },
  ],
};

/** The carrier's own guide (31): it is the issuer; the remitente hired it and pays the freight. */
export const TRANSPORTISTA: EntradaGuiaTransportista = {
  ...BASE,
  tipo: '31',
  serie: 'V001',
  numero: 7,
  remitente: CLIENTE,
  destinatario: { tipoDocumento: '6', numero: '20100000025', nombre: 'FERRETERIA EL SUR E.I.R.L.' },
  registroMtc: '1543210CNG',
  pagadorFlete: 'remitente',
  indicadores: ['retornoVehiculoVacio'],
  vehiculos: [{ placa: 'F2A456', tuce: '15M21028624E' }],
  conductores: [
    {
      tipoDocumento: '1',
      numero: '45678912',
      nombres: 'JUAN CARLOS',
      apellidos: 'QUISPE MAMANI',
      licencia: 'Q45678912',
    },
  ],
  documentosRelacionados: [{ tipo: '01', numero: 'F001-120', rucEmisor: CLIENTE.numero }],
};

export const GUIAS = {
  'remitente transporte privado': VENTA_PRIVADA,
  'remitente transporte público': VENTA_PUBLICA,
  'traslado entre establecimientos': ENTRE_ESTABLECIMIENTOS,
  'compra con documentos relacionados': COMPRA_CON_DOCUMENTOS,
  transportista: TRANSPORTISTA,
} as const;
