import { describe, expect, it } from 'vitest';
import type { ComprobanteParaGuiaQuery } from '../../../gql/graphql';
import {
  admiteGuia,
  cambiarFila,
  conDatosDeVenta,
  datosDeComprobante,
  documentosDeTipo,
  type GuiaForm,
  guiaInicial,
  inputGuia,
  lineaGuiaVacia,
  MOTIVOS_GUIA,
  rutaGuiaDeComprobante,
  sinCerosFinales,
  validarGuiaForm,
} from './guia-form';

const HOY = '2026-11-29';
const PARTIDA = {
  ubigeo: { value: '150131', label: 'SAN ISIDRO - LIMA - LIMA' },
  direccion: 'AV. JAVIER PRADO ESTE 1234',
};

/** A sale moved with the company's own truck and driver: the form as the user leaves it. */
function privada(): GuiaForm {
  return {
    ...guiaInicial(HOY, PARTIDA),
    destinatario: { tipoDocumento: '6', numero: ' 20100070970 ', nombre: ' SUPERMERCADOS PERUANOS ' },
    vehiculoId: 'veh-1',
    conductorId: 'con-1',
    pesoBruto: ' 1250.5 ',
    numeroBultos: '12',
    llegada: { ubigeo: { value: '040101', label: 'AREQUIPA' }, direccion: ' CALLE MERCADERES 410 ' },
    lineas: [
      { ...lineaGuiaVacia(), codigo: ' CEM-42 ', descripcion: ' CEMENTO ', unidad: 'bg', cantidad: '20' },
      lineaGuiaVacia(),
    ],
  };
}

const FACTURA: ComprobanteParaGuiaQuery['comprobante'] = {
  id: 'cp-1',
  tipo: '01',
  serie: 'F001',
  numero: 120,
  cliente_tipo_documento: '6',
  cliente_numero_documento: '20100070970',
  cliente_nombre: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
  cliente_direccion: 'CALLE MORELLI 181, SAN BORJA',
  lineas: [
    { codigo: 'P-1', descripcion: 'Televisor 50"', unidad: 'NIU', cantidad: '2.000000', afectacion: '10' },
    { codigo: null, descripcion: 'Cable HDMI', unidad: 'mtr', cantidad: '1.5', afectacion: '10' },
    { codigo: 'S-1', descripcion: 'Instalación', unidad: 'ZZ', cantidad: '1', afectacion: '10' },
  ],
};

describe('inputGuia', () => {
  it('maps a private transfer: masters by id, trimmed texts, blank lines left out', () => {
    const input = inputGuia(privada());
    expect(input).toEqual({
      tipo: '09',
      motivo: '01',
      descripcion_motivo: null,
      modalidad: '02',
      vehiculo_ids: ['veh-1'],
      conductor_ids: ['con-1'],
      destinatario: { tipo_documento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS' },
      fecha_inicio_traslado: HOY,
      peso_bruto: '1250.5',
      unidad_peso: 'KGM',
      numero_bultos: 12,
      partida: { ubigeo: '150131', direccion: 'AV. JAVIER PRADO ESTE 1234' },
      llegada: { ubigeo: '040101', direccion: 'CALLE MERCADERES 410' },
      lineas: [{ codigo: 'CEM-42', descripcion: 'CEMENTO', unidad: 'BG', cantidad: '20' }],
      documentos_relacionados: [],
      observaciones: null,
      comprobante_id: null,
    });
  });

  it('sends the carrier, not the vehicle and driver, in public transport', () => {
    const input = inputGuia({ ...privada(), modalidad: '01', transportistaId: 'tra-1' });
    expect(input.modalidad).toBe('01');
    expect(input.transportista_id).toBe('tra-1');
    expect(input.vehiculo_ids).toBeUndefined();
    expect(input.conductor_ids).toBeUndefined();
  });

  it("sends a carrier's own guide (31) with its remitente, MTC registration and no motivo", () => {
    const input = inputGuia({
      ...privada(),
      tipo: '31',
      remitente: { tipoDocumento: '6', numero: '20100000025', nombre: 'FERRETERIA EL SUR' },
      registroMtc: ' 1543210cng ',
    });
    expect(input.tipo).toBe('31');
    expect(input.remitente).toEqual({
      tipo_documento: '6',
      numero: '20100000025',
      nombre: 'FERRETERIA EL SUR',
    });
    expect(input.registro_mtc).toBe('1543210CNG');
    expect(input.pagador_flete).toBe('remitente');
    expect(input.vehiculo_ids).toEqual(['veh-1']);
    expect(input.motivo).toBeUndefined();
    expect(input.modalidad).toBeUndefined();
  });

  it('keeps the description of motivo 13 only, and an empty bultos as none', () => {
    const otros = inputGuia({
      ...privada(),
      motivo: '13',
      descripcionMotivo: ' MUESTRAS ',
      numeroBultos: '',
    });
    expect(otros.descripcion_motivo).toBe('MUESTRAS');
    expect(otros.numero_bultos).toBeNull();
    expect(inputGuia({ ...privada(), descripcionMotivo: 'X' }).descripcion_motivo).toBeNull();
  });
});

/** The guide form once "Generar guía" filled it from a sale. */
function desde(base: GuiaForm, c: ComprobanteParaGuiaQuery['comprobante']): GuiaForm {
  const datos = datosDeComprobante(c, '20601234565');
  if (typeof datos === 'string') throw new Error(datos);
  return conDatosDeVenta(base, datos);
}

describe('datosDeComprobante', () => {
  it('prefills a sale to the customer with its goods (not its services) and the factura cited', () => {
    const f = desde({ ...guiaInicial(HOY, PARTIDA), tipo: '31', motivo: '13' }, FACTURA);
    expect(f.tipo).toBe('09');
    expect(f.motivo).toBe('01');
    expect(f.comprobanteId).toBe('cp-1');
    expect(f.partida).toEqual(PARTIDA);
    expect(f.llegada).toEqual({ ubigeo: null, direccion: 'CALLE MORELLI 181, SAN BORJA' });
    const input = inputGuia(f);
    expect(input.destinatario).toEqual({
      tipo_documento: '6',
      numero: '20100070970',
      nombre: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
    });
    expect(input.lineas).toEqual([
      { codigo: 'P-1', descripcion: 'Televisor 50"', unidad: 'NIU', cantidad: '2' },
      { codigo: null, descripcion: 'Cable HDMI', unidad: 'MTR', cantidad: '1.5' },
    ]);
    expect(input.documentos_relacionados).toEqual([
      { tipo: '01', numero: 'F001-120', ruc_emisor: '20601234565' },
    ]);
    expect(input.comprobante_id).toBe('cp-1');
  });

  it('leaves the destinatario to be typed for a boleta to clientes varios, and keeps a typed arrival', () => {
    const boleta = {
      ...FACTURA,
      tipo: '03',
      serie: 'B001',
      cliente_tipo_documento: '-',
      cliente_numero_documento: '-',
      cliente_direccion: null,
    };
    const base = guiaInicial(HOY);
    const f = desde({ ...base, llegada: { ubigeo: null, direccion: 'JR. LAMPA 456' } }, boleta);
    expect(f.destinatario).toEqual({ tipoDocumento: '1', numero: '', nombre: '' });
    expect(f.documentos.map((d) => [d.tipo, d.numero, d.rucEmisor])).toEqual([
      ['03', 'B001-120', '20601234565'],
    ]);
    expect(f.llegada.direccion).toBe('JR. LAMPA 456');
    expect(validarGuiaForm(f).destinatario).toBe('Ingrese el documento y el nombre del destinatario');
  });

  it('keeps one blank line for a sale of services only, and refuses a note', () => {
    const servicios = { ...FACTURA, lineas: FACTURA.lineas.filter((l) => l.unidad === 'ZZ') };
    const f = desde(guiaInicial(HOY), servicios);
    expect(f.lineas).toHaveLength(1);
    expect(inputGuia(f).lineas).toEqual([]);
    expect(datosDeComprobante({ ...FACTURA, tipo: '07' }, '20601234565')).toBe(
      'La guía se genera de una factura o una boleta: F001-120 no lo es',
    );
  });
});

describe('validarGuiaForm', () => {
  it('accepts a complete private transfer', () => {
    expect(validarGuiaForm(privada())).toEqual({});
  });

  it('names what a blank guide lacks', () => {
    const e = validarGuiaForm(guiaInicial(HOY));
    expect(Object.keys(e).sort()).toEqual(
      ['conductorId', 'destinatario', 'lineas', 'llegada', 'partida', 'pesoBruto', 'vehiculoId'].sort(),
    );
  });

  it('asks for the carrier in public transport and for the 31 data', () => {
    expect(validarGuiaForm({ ...privada(), modalidad: '01' })).toEqual({
      transportistaId: 'Seleccione el transportista',
    });
    const t = validarGuiaForm({ ...privada(), tipo: '31' });
    expect(t.remitente).toBeDefined();
    expect(t.registroMtc).toBe('Ingrese el registro MTC de la empresa');
  });

  it('refuses a line without quantity and a zero weight', () => {
    const f = privada();
    const e = validarGuiaForm({
      ...f,
      pesoBruto: '0',
      lineas: [{ ...lineaGuiaVacia(), descripcion: 'CEMENTO', cantidad: '' }],
    });
    expect(e.lineas).toBe('Cada bien necesita descripción y una cantidad mayor que cero');
    expect(e.pesoBruto).toBe('Ingrese el peso bruto total');
  });
});

describe('helpers', () => {
  it('offers catálogo 20 and the documents each guide type may cite', () => {
    expect(MOTIVOS_GUIA[0]).toEqual({ value: '01', label: '01 - Venta' });
    expect(MOTIVOS_GUIA.map((m) => m.value)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '13',
      '14',
      '17',
      '18',
    ]);
    const remitente = documentosDeTipo('09').map((d) => d.value);
    expect(remitente.slice(0, 3)).toEqual(['01', '03', '04']);
    expect(remitente).not.toContain('31');
    expect(documentosDeTipo('31').map((d) => d.value)).toContain('31');
  });

  it('generates guides from live facturas and boletas only', () => {
    expect(admiteGuia({ tipo: '01', estado: 'aceptado' })).toBe(true);
    expect(admiteGuia({ tipo: '03', estado: 'pendiente' })).toBe(true);
    expect(admiteGuia({ tipo: '07', estado: 'aceptado' })).toBe(false);
    expect(admiteGuia({ tipo: '01', estado: 'rechazado' })).toBe(false);
    expect(admiteGuia({ tipo: '01', estado: 'anulado' })).toBe(false);
    expect(rutaGuiaDeComprobante('a b')).toBe('/fac/guias?comprobante=a%20b');
  });

  it('drops trailing zeros of quantities and changes one row only', () => {
    expect(sinCerosFinales('2.000000')).toBe('2');
    expect(sinCerosFinales('1.250')).toBe('1.25');
    expect(sinCerosFinales('100')).toBe('100');
    const a = lineaGuiaVacia();
    const b = lineaGuiaVacia();
    const filas = cambiarFila([a, b], b.clave, { cantidad: '3' });
    expect(filas[0]).toBe(a);
    expect(filas[1]?.cantidad).toBe('3');
  });
});
