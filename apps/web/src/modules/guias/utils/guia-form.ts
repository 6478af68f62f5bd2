import { DOCUMENTOS_GUIA, MODALIDADES_TRASLADO, MOTIVOS_TRASLADO } from '@kipu/peru/gre/catalogos-gre';
import { guiaDeVenta, ventaAdmiteGuia } from '@kipu/peru/gre/guia-de-venta';
import type { ComprobanteParaGuiaQuery, GuiaIndividualInput } from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { nuevaClave } from '../../facturacion/utils/comprobante-form';

/** The guide screen's form and its mapping to createGuiaIndividual's input; the server validates it all. */

export type TipoGuiaForm = '09' | '31';
export type PersonaGuiaForm = { tipoDocumento: string; numero: string; nombre: string };
/** A departure or arrival point: the district as the ubigeo picker holds it, and the address. */
export type PuntoGuiaForm = { ubigeo: SelectOption | null; direccion: string };
export type LineaGuiaForm = {
  clave: string;
  codigo: string;
  descripcion: string;
  unidad: string;
  cantidad: string;
};
export type DocumentoGuiaForm = { clave: string; tipo: string; numero: string; rucEmisor: string };

export type GuiaForm = {
  tipo: TipoGuiaForm;
  destinatario: PersonaGuiaForm;
  /** 09: catálogo 20 and, for 13 (Otros), its description. */
  motivo: string;
  descripcionMotivo: string;
  /** 09: catálogo 18. */
  modalidad: '01' | '02';
  /** 09 público: the carrier from the masters. */
  transportistaId: string | null;
  /** 09 privado and 31: the main vehicle and driver from the masters. */
  vehiculoId: string | null;
  conductorId: string | null;
  /** 31: who hired the carrier, and the issuer's MTC registration. */
  remitente: PersonaGuiaForm;
  registroMtc: string;
  fechaInicioTraslado: string;
  pesoBruto: string;
  unidadPeso: 'KGM' | 'TNE';
  numeroBultos: string;
  partida: PuntoGuiaForm;
  llegada: PuntoGuiaForm;
  lineas: LineaGuiaForm[];
  documentos: DocumentoGuiaForm[];
  observaciones: string;
  /** The sale the goods leave with (Generar guía). */
  comprobanteId: string | null;
};

export const TIPOS_GUIA_FORM: readonly { value: TipoGuiaForm; label: string }[] = [
  { value: '09', label: 'Remitente (09)' },
  { value: '31', label: 'Transportista (31)' },
];

/** By code: an object lists '13'…'18' (integer keys) before '01'. */
export const porCodigo = (a: SelectOption, b: SelectOption) => a.value.localeCompare(b.value);

export const MOTIVOS_GUIA: readonly SelectOption[] = Object.entries(MOTIVOS_TRASLADO)
  .map(([codigo, m]) => ({ value: codigo, label: `${codigo} - ${m.nombre}` }))
  .sort(porCodigo);

export const MODALIDADES_GUIA: readonly { value: '01' | '02'; label: string }[] = [
  { value: '01', label: MODALIDADES_TRASLADO['01'] },
  { value: '02', label: MODALIDADES_TRASLADO['02'] },
];

export const UNIDADES_PESO: readonly { value: 'KGM' | 'TNE'; label: string }[] = [
  { value: 'KGM', label: 'Kilogramos (KGM)' },
  { value: 'TNE', label: 'Toneladas (TNE)' },
];

/** Catálogo 61 documents a guide of the type may cite. */
export const documentosDeTipo = (tipo: TipoGuiaForm): SelectOption[] =>
  Object.entries(DOCUMENTOS_GUIA)
    .filter(([, d]) => (d.guias as readonly string[]).includes(tipo))
    .map(([codigo, d]) => ({ value: codigo, label: `${codigo} - ${d.nombre}` }))
    .sort(porCodigo);

/** Catálogo 06 types a destinatario, remitente or driver may have. */
export const TIPOS_DOCUMENTO_GUIA: readonly SelectOption[] = [
  { value: '6', label: 'RUC' },
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
];

const personaVacia = (): PersonaGuiaForm => ({ tipoDocumento: '6', numero: '', nombre: '' });

export const lineaGuiaVacia = (): LineaGuiaForm => ({
  clave: nuevaClave(),
  codigo: '',
  descripcion: '',
  unidad: 'NIU',
  cantidad: '',
});

export const documentoGuiaVacio = (rucEmisor: string): DocumentoGuiaForm => ({
  clave: nuevaClave(),
  tipo: '01',
  numero: '',
  rucEmisor,
});

/** A blank guide leaving today from `partida` (the session local's address, when known). */
export function guiaInicial(hoy: string, partida: PuntoGuiaForm | null = null): GuiaForm {
  return {
    tipo: '09',
    destinatario: personaVacia(),
    motivo: '01',
    descripcionMotivo: '',
    modalidad: '02',
    transportistaId: null,
    vehiculoId: null,
    conductorId: null,
    remitente: personaVacia(),
    registroMtc: '',
    fechaInicioTraslado: hoy,
    pesoBruto: '',
    unidadPeso: 'KGM',
    numeroBultos: '',
    partida: partida ?? { ubigeo: null, direccion: '' },
    llegada: { ubigeo: null, direccion: '' },
    lineas: [lineaGuiaVacia()],
    documentos: [],
    observaciones: '',
    comprobanteId: null,
  };
}

/** The sales "Generar guía" is offered on: packages/peru's rule. */
export const admiteGuia = ventaAdmiteGuia;

/** Where "Generar guía" opens the guide form on a sale. */
export const rutaGuiaDeComprobante = (id: string) => `/fac/guias?comprobante=${encodeURIComponent(id)}`;

/** Replaces the fields of one row of an editable list (lines, documents). */
export const cambiarFila = <T extends { clave: string }>(filas: T[], clave: string, cambios: Partial<T>) =>
  filas.map((f) => (f.clave === clave ? { ...f, ...cambios } : f));

type ComprobanteParaGuia = ComprobanteParaGuiaQuery['comprobante'];

/** '2.500000' → '2.5', '3.000' → '3': a quantity without the sale's trailing zeros. */
export const sinCerosFinales = (cantidad: string): string =>
  cantidad.includes('.') ? cantidad.replace(/0+$/, '').replace(/\.$/, '') : cantidad;

/** What a guide takes from a sale; the arrival starts at the customer's address when it has one. */
export type DatosDeVenta = Pick<GuiaForm, 'destinatario' | 'lineas' | 'documentos' | 'comprobanteId'> & {
  direccionLlegada: string | null;
};

/**
 * "Generar guía" on a factura or boleta: what guiaDeVenta takes from it (the customer when identified,
 * the goods but not the services, the sale itself cited with the company's RUC), tied to it. Answers
 * why when it is no sale.
 */
export function datosDeComprobante(c: ComprobanteParaGuia, rucEmpresa: string): DatosDeVenta | string {
  const venta = guiaDeVenta(
    {
      tipo: c.tipo,
      serie: c.serie,
      numero: c.numero,
      cliente: {
        tipoDocumento: c.cliente_tipo_documento,
        numero: c.cliente_numero_documento,
        nombre: c.cliente_nombre,
      },
      lineas: c.lineas.map((l) => ({ ...l, codigo: l.codigo ?? undefined })),
    },
    rucEmpresa,
  );
  if (typeof venta === 'string') return venta;
  const d = venta.destinatario;
  const lineas = venta.lineas.map((l) => ({
    clave: nuevaClave(),
    codigo: l.codigo ?? '',
    descripcion: l.descripcion,
    unidad: l.unidad,
    cantidad: sinCerosFinales(l.cantidad),
  }));
  return {
    destinatario: d
      ? { tipoDocumento: d.tipoDocumento, numero: d.numero, nombre: d.nombre }
      : { tipoDocumento: '1', numero: '', nombre: '' },
    lineas: lineas.length ? lineas : [lineaGuiaVacia()],
    documentos: [
      {
        clave: nuevaClave(),
        tipo: venta.documento.tipo,
        numero: venta.documento.numero,
        rucEmisor: venta.documento.rucEmisor ?? rucEmpresa,
      },
    ],
    comprobanteId: c.id,
    direccionLlegada: c.cliente_direccion ?? null,
  };
}

/** The form as a remitente's sale (motivo 01) of the sale's data, the rest as it was. */
export const conDatosDeVenta = (f: GuiaForm, { direccionLlegada, ...d }: DatosDeVenta): GuiaForm => ({
  ...f,
  ...d,
  tipo: '09',
  motivo: '01',
  llegada: { ubigeo: f.llegada.ubigeo, direccion: direccionLlegada ?? f.llegada.direccion },
});

const persona = (p: PersonaGuiaForm) => ({
  tipo_documento: p.tipoDocumento,
  numero: p.numero.trim(),
  nombre: p.nombre.trim(),
});

const punto = (p: PuntoGuiaForm) => ({ ubigeo: p.ubigeo?.value ?? '', direccion: p.direccion.trim() });

const lineaUtil = (l: LineaGuiaForm) => Boolean(l.descripcion.trim() || l.cantidad.trim());
const documentoUtil = (d: DocumentoGuiaForm) => Boolean(d.numero.trim());
const ids = (id: string | null) => (id ? [id] : null);

/** The transport part: the carrier (09 público), or the vehicle and driver (09 privado, 31). */
function transporte(f: GuiaForm): Partial<GuiaIndividualInput> {
  const propio = { vehiculo_ids: ids(f.vehiculoId), conductor_ids: ids(f.conductorId) };
  if (f.tipo === '31')
    return {
      ...propio,
      remitente: persona(f.remitente),
      registro_mtc: f.registroMtc.trim().toUpperCase(),
      pagador_flete: 'remitente',
    };
  return {
    motivo: f.motivo,
    descripcion_motivo: f.motivo === '13' ? f.descripcionMotivo.trim() || null : null,
    modalidad: f.modalidad,
    ...(f.modalidad === '01' ? { transportista_id: f.transportistaId } : propio),
  };
}

/** createGuiaIndividual's input: blank lines and documents left out, the masters by id. */
export function inputGuia(f: GuiaForm): GuiaIndividualInput {
  const bultos = f.numeroBultos.trim();
  return {
    tipo: f.tipo,
    destinatario: persona(f.destinatario),
    fecha_inicio_traslado: f.fechaInicioTraslado,
    peso_bruto: f.pesoBruto.trim(),
    unidad_peso: f.unidadPeso,
    numero_bultos: bultos ? Number.parseInt(bultos, 10) : null,
    partida: punto(f.partida),
    llegada: punto(f.llegada),
    lineas: f.lineas.filter(lineaUtil).map((l) => ({
      codigo: l.codigo.trim() || null,
      descripcion: l.descripcion.trim(),
      unidad: l.unidad.trim().toUpperCase() || 'NIU',
      cantidad: l.cantidad.trim(),
    })),
    documentos_relacionados: f.documentos.filter(documentoUtil).map((d) => ({
      tipo: d.tipo,
      numero: d.numero.trim().toUpperCase(),
      ruc_emisor: d.rucEmisor.trim() || null,
    })),
    observaciones: f.observaciones.trim() || null,
    comprobante_id: f.comprobanteId,
    ...transporte(f),
  };
}

/** What the form checks before sending (field → message); the rules themselves are the server's. */
export type ErroresGuia = Partial<
  Record<
    | 'destinatario'
    | 'remitente'
    | 'registroMtc'
    | 'descripcionMotivo'
    | 'transportistaId'
    | 'vehiculoId'
    | 'conductorId'
    | 'fechaInicioTraslado'
    | 'pesoBruto'
    | 'partida'
    | 'llegada'
    | 'lineas',
    string
  >
>;

const personaCompleta = (p: PersonaGuiaForm) => Boolean(p.numero.trim() && p.nombre.trim());
const puntoCompleto = (p: PuntoGuiaForm) => Boolean(p.ubigeo && p.direccion.trim());

export function validarGuiaForm(f: GuiaForm): ErroresGuia {
  const e: ErroresGuia = {};
  if (!personaCompleta(f.destinatario)) e.destinatario = 'Ingrese el documento y el nombre del destinatario';
  if (!f.fechaInicioTraslado) e.fechaInicioTraslado = 'Ingrese la fecha de inicio del traslado';
  if (!(Number(f.pesoBruto) > 0)) e.pesoBruto = 'Ingrese el peso bruto total';
  if (!puntoCompleto(f.partida)) e.partida = 'Ingrese el distrito y la dirección de partida';
  if (!puntoCompleto(f.llegada)) e.llegada = 'Ingrese el distrito y la dirección de llegada';
  const lineas = f.lineas.filter(lineaUtil);
  if (lineas.length === 0) e.lineas = 'Agregue al menos un bien a trasladar';
  else if (lineas.some((l) => !l.descripcion.trim() || !(Number(l.cantidad) > 0)))
    e.lineas = 'Cada bien necesita descripción y una cantidad mayor que cero';
  const propio = f.tipo === '31' || f.modalidad === '02';
  if (f.tipo === '31') {
    if (!personaCompleta(f.remitente)) e.remitente = 'Ingrese el documento y el nombre del remitente';
    if (!f.registroMtc.trim()) e.registroMtc = 'Ingrese el registro MTC de la empresa';
  } else {
    if (f.motivo === '13' && !f.descripcionMotivo.trim())
      e.descripcionMotivo = 'Describa el motivo del traslado';
    if (f.modalidad === '01' && !f.transportistaId) e.transportistaId = 'Seleccione el transportista';
  }
  if (propio && !f.vehiculoId) e.vehiculoId = 'Seleccione el vehículo';
  if (propio && !f.conductorId) e.conductorId = 'Seleccione el conductor';
  return e;
}
