import { builder } from '../../builder.ts';

/** The GraphQL input of a guide, EntradaGuia of @kipu/peru in the schema's snake_case. */

const PersonaGuiaInput = builder.inputType('PersonaGuiaInput', {
  fields: (t) => ({
    tipo_documento: t.string({ description: 'Catálogo 06 (6 RUC, 1 DNI…).' }),
    numero: t.string(),
    nombre: t.string(),
  }),
});

const PuntoTrasladoInput = builder.inputType('PuntoTrasladoInput', {
  fields: (t) => ({
    ubigeo: t.string({ description: 'INEI, 6 digits.' }),
    direccion: t.string(),
    codigo_establecimiento: t.string({
      required: false,
      description: "SUNAT's code of the establishment (0000 the fiscal address), with ruc.",
    }),
    ruc: t.string({ required: false }),
  }),
});

const VehiculoGuiaInput = builder.inputType('VehiculoGuiaInput', {
  fields: (t) => ({
    placa: t.string({ description: 'Without hyphens: ABC123.' }),
    tuce: t.string({ required: false }),
    entidad_autorizadora: t.string({ required: false, description: 'Catálogo D-37.' }),
    numero_autorizacion: t.string({ required: false }),
  }),
});

const ConductorGuiaInput = builder.inputType('ConductorGuiaInput', {
  fields: (t) => ({
    tipo_documento: t.string(),
    numero: t.string(),
    nombres: t.string(),
    apellidos: t.string(),
    licencia: t.string(),
  }),
});

const TransportistaGuiaInput = builder.inputType('TransportistaGuiaInput', {
  fields: (t) => ({ ruc: t.string(), razon_social: t.string(), registro_mtc: t.string() }),
});

const DocumentoGuiaInput = builder.inputType('DocumentoGuiaInput', {
  description: 'A document the transfer rests on (catálogo 61).',
  fields: (t) => ({
    tipo: t.string(),
    numero: t.string({ description: 'SERIE-NÚMERO: F001-120.' }),
    ruc_emisor: t.string({ required: false }),
  }),
});

const LineaGuiaInput = builder.inputType('LineaGuiaInput', {
  fields: (t) => ({
    codigo: t.string({ required: false }),
    descripcion: t.string(),
    unidad: t.string({ required: false, description: 'Catálogo 03; NIU by default.' }),
    cantidad: t.string(),
  }),
});

type Campos = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

/** The transfer's own data, which a guide typed whole and a guide from a sale share. */
const traslado = <Requerido extends boolean>(t: Campos, requerido: Requerido) => {
  const deVenta = !requerido;
  return {
    serie: t.string({
      required: false,
      description: "The local's first active series of the type when absent.",
    }),
    fecha_emision: t.string({ required: false, description: 'YYYY-MM-DD; today in Lima when absent.' }),
    observaciones: t.string({ required: false }),
    destinatario: t.field({
      type: PersonaGuiaInput,
      required: requerido,
      description: deVenta ? "The sale's customer when absent." : undefined,
    }),
    fecha_inicio_traslado: t.string(),
    peso_bruto: t.string(),
    unidad_peso: t.string({ required: false, description: 'KGM (default) or TNE.' }),
    indicadores: t.stringList({ required: false, description: 'Names of INDICADORES_GUIA.' }),
    partida: t.field({ type: PuntoTrasladoInput }),
    llegada: t.field({ type: PuntoTrasladoInput }),
    vehiculos: t.field({ type: [VehiculoGuiaInput], required: false }),
    conductores: t.field({ type: [ConductorGuiaInput], required: false }),
    documentos_relacionados: t.field({
      type: [DocumentoGuiaInput],
      required: false,
      description: deVenta ? 'Besides the sale, which is always cited.' : undefined,
    }),
    lineas: t.field({
      type: [LineaGuiaInput],
      required: requerido,
      description: deVenta ? "The sale's lines of goods (not services) when absent." : undefined,
    }),
    motivo: t.string({
      required: false,
      description: deVenta ? 'Catálogo 20; 01 venta when absent.' : '09: catálogo 20.',
    }),
    descripcion_motivo: t.string({ required: false, description: 'Required for motivo 13.' }),
    modalidad: t.string({ required: false, description: '09: 01 transporte público, 02 privado.' }),
    numero_bultos: t.int({ required: false }),
    proveedor: t.field({ type: PersonaGuiaInput, required: false }),
    comprador: t.field({ type: PersonaGuiaInput, required: false }),
    transportista: t.field({ type: TransportistaGuiaInput, required: false }),
    transportista_id: t.string({
      required: false,
      description: "09: the carrier from the company's masters.",
    }),
    vehiculo_ids: t.stringList({
      required: false,
      description: 'Vehicles from the masters; the first is the main one.',
    }),
    conductor_ids: t.stringList({
      required: false,
      description: 'Drivers from the masters; the first is the main one.',
    }),
  };
};

export const GuiaIndividualInput = builder.inputType('GuiaIndividualInput', {
  fields: (t) => ({
    tipo: t.string({ description: '09 remitente (series T###) or 31 transportista (V###).' }),
    ...traslado(t, true),
    remitente: t.field({
      type: PersonaGuiaInput,
      required: false,
      description: '31: who hired the carrier.',
    }),
    registro_mtc: t.string({ required: false, description: "31: the issuer's MTC registration." }),
    pagador_flete: t.string({
      required: false,
      description: '31: remitente (default), subcontratador or tercero.',
    }),
    pagador: t.field({ type: PersonaGuiaInput, required: false }),
    comprobante_id: t.string({ required: false, description: 'The sale the goods leave with.' }),
  }),
});

export const GuiaDeVentaInput = builder.inputType('GuiaDeVentaInput', {
  description: 'A GRE remitente issued from a factura or boleta: what the sale does not say.',
  fields: (t) => traslado(t, false),
});
