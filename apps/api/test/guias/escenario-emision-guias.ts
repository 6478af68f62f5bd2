import { schema } from '@kipu/db';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

/**
 * A company that can sign (emisorDePrueba) with series T001 (09) and V001 (31) in its local, and in its
 * masters a carrier, an own truck, a carrier's truck with its TUC and a driver.
 */
export type EscenarioEmisionGuias = {
  t: AppDePrueba;
  ana: UsuarioConEmpresa;
  transportistaId: string;
  vehiculoId: string;
  vehiculoConTuceId: string;
  conductorId: string;
};

export async function prepararEmisionGuias(): Promise<EscenarioEmisionGuias> {
  const t = await crearAppDePrueba();
  const ana = await emisorDePrueba(t, 'ana@guias-emision.pe');
  const deEmpresa = { empresaId: ana.empresaId };
  // The series screen knows no type 31 (validarSerie): the carrier's series is written directly.
  await t.deps.db.insert(schema.series).values([
    { ...deEmpresa, localId: ana.localId, tipoComprobante: '09', serie: 'T001' },
    { ...deEmpresa, localId: ana.localId, tipoComprobante: '31', serie: 'V001' },
  ]);
  const [transportista] = await t.deps.db
    .insert(schema.transportistas)
    .values({
      ...deEmpresa,
      ruc: '20500000008',
      razonSocial: 'TRANSPORTES RAPIDOS S.A.C.',
      registroMtc: '1543210CNG',
    })
    .returning();
  const [propio, conTuce] = await t.deps.db
    .insert(schema.vehiculos)
    .values([
      { ...deEmpresa, placa: 'ABC123' },
      { ...deEmpresa, placa: 'F2A456', tuce: '15M21028624E' },
    ])
    .returning();
  const [conductor] = await t.deps.db
    .insert(schema.conductores)
    .values({
      ...deEmpresa,
      tipoDocumento: '1',
      numeroDocumento: '45678912',
      nombres: 'JUAN CARLOS',
      apellidos: 'QUISPE MAMANI',
      licencia: 'Q45678912',
    })
    .returning();
  if (!transportista || !propio || !conTuce || !conductor) throw new Error('maestros no creados');
  return {
    t,
    ana,
    transportistaId: transportista.id,
    vehiculoId: propio.id,
    vehiculoConTuceId: conTuce.id,
    conductorId: conductor.id,
  };
}

const hoy = hoyEnLima();
const CLIENTE = { tipo_documento: '6', numero: '20100070970', nombre: 'DISTRIBUIDORA NORTE S.A.' };

const comun = {
  fecha_inicio_traslado: hoy,
  peso_bruto: '1250.5',
  unidad_peso: 'KGM',
  partida: { ubigeo: '150101', direccion: 'AV. ABANCAY 123, CERCADO DE LIMA' },
  llegada: { ubigeo: '040101', direccion: 'CALLE MERCADERES 410, AREQUIPA' },
  lineas: [
    { codigo: 'CEM-42', descripcion: 'CEMENTO PORTLAND TIPO I x 42.5 KG', unidad: 'BG', cantidad: '20' },
  ],
};

/** A sale moved with the company's own truck and driver, picked from the masters. */
export const privada = (e: EscenarioEmisionGuias) => ({
  ...comun,
  tipo: '09',
  motivo: '01',
  modalidad: '02',
  destinatario: CLIENTE,
  vehiculo_ids: [e.vehiculoId],
  conductor_ids: [e.conductorId],
});

/** A sale handed to the carrier of the masters. */
export const publica = (e: EscenarioEmisionGuias) => ({
  ...comun,
  tipo: '09',
  motivo: '01',
  modalidad: '01',
  destinatario: CLIENTE,
  transportista_id: e.transportistaId,
});

/** The company as a carrier: its own guide for a remitente's goods. */
export const transportista = (e: EscenarioEmisionGuias) => ({
  ...comun,
  tipo: '31',
  remitente: CLIENTE,
  destinatario: { tipo_documento: '6', numero: '20100000025', nombre: 'FERRETERIA EL SUR E.I.R.L.' },
  registro_mtc: '1543210CNG',
  pagador_flete: 'remitente',
  vehiculo_ids: [e.vehiculoConTuceId],
  conductor_ids: [e.conductorId],
});

export const EMITIR_GUIA = /* GraphQL */ `
  mutation($input: GuiaIndividualInput!) {
    createGuiaIndividual(input: $input) {
      id tipo serie numero fecha_emision fecha_inicio_traslado motivo estado
      destinatario { tipo_documento numero_documento nombre } peso { bruto unidad } xml
    }
  }`;

export type GuiaEmitida = {
  id: string;
  tipo: string;
  serie: string;
  numero: number;
  motivo: string | null;
  estado: string;
  destinatario: { numero_documento: string; nombre: string };
  peso: { bruto: string; unidad: string };
  xml: string;
};

export const emitirGuia = (e: EscenarioEmisionGuias, input: object, token = e.ana.token) =>
  e.t.gql<{ createGuiaIndividual: GuiaEmitida }>(EMITIR_GUIA, { input }, { token });
