import { PAGADOR_FLETE } from '@kipu/peru/gre/catalogos-gre';
import type {
  Conductor,
  DocumentoRelacionado,
  EntradaGuia,
  EntradaGuiaRemitente,
  EntradaGuiaTransportista,
  Persona,
  PuntoTraslado,
  Transportista,
  Vehiculo,
} from '@kipu/peru/gre/tipos';
import { entradaInvalida } from '../../shared/errores.ts';

/** What the guide screen sends (GraphQL input, snake_case), mirroring EntradaGuia of @kipu/peru. */
type Opcional<T> = T | null | undefined;
export type PersonaGuiaInput = { tipo_documento: string; numero: string; nombre: string };
export type PuntoTrasladoInput = {
  ubigeo: string;
  direccion: string;
  codigo_establecimiento?: Opcional<string>;
  ruc?: Opcional<string>;
};
export type VehiculoGuiaInput = {
  placa: string;
  tuce?: Opcional<string>;
  entidad_autorizadora?: Opcional<string>;
  numero_autorizacion?: Opcional<string>;
};
export type ConductorGuiaInput = {
  tipo_documento: string;
  numero: string;
  nombres: string;
  apellidos: string;
  licencia: string;
};
export type TransportistaGuiaInput = { ruc: string; razon_social: string; registro_mtc: string };

export type GuiaIndividualInput = {
  tipo: string;
  serie?: Opcional<string>;
  fecha_emision?: Opcional<string>;
  observaciones?: Opcional<string>;
  destinatario: PersonaGuiaInput;
  fecha_inicio_traslado: string;
  peso_bruto: string;
  unidad_peso?: Opcional<string>;
  indicadores?: Opcional<string[]>;
  partida: PuntoTrasladoInput;
  llegada: PuntoTrasladoInput;
  vehiculos?: Opcional<VehiculoGuiaInput[]>;
  conductores?: Opcional<ConductorGuiaInput[]>;
  documentos_relacionados?: Opcional<{ tipo: string; numero: string; ruc_emisor?: Opcional<string> }[]>;
  lineas: { codigo?: Opcional<string>; descripcion: string; unidad?: Opcional<string>; cantidad: string }[];
  /** Remitente (09). */
  motivo?: Opcional<string>;
  descripcion_motivo?: Opcional<string>;
  modalidad?: Opcional<string>;
  numero_bultos?: Opcional<number>;
  proveedor?: Opcional<PersonaGuiaInput>;
  comprador?: Opcional<PersonaGuiaInput>;
  transportista?: Opcional<TransportistaGuiaInput>;
  /** Transportista (31). */
  remitente?: Opcional<PersonaGuiaInput>;
  registro_mtc?: Opcional<string>;
  pagador_flete?: Opcional<string>;
  pagador?: Opcional<PersonaGuiaInput>;
  /** The company's masters that fill the carrier, the vehicles and the drivers (in this order). */
  transportista_id?: Opcional<string>;
  vehiculo_ids?: Opcional<string[]>;
  conductor_ids?: Opcional<string[]>;
  /** The sale the goods leave with. */
  comprobante_id?: Opcional<string>;
};

/** The transport read from the masters; what is present replaces what the input typed. */
export type TransporteDeMaestros = {
  transportista?: Transportista;
  vehiculos?: Vehiculo[];
  conductores?: Conductor[];
};

export type Numeracion = { serie: string; numero: number; fecha: string; hora: string };

export const TIPOS_GUIA = ['09', '31'] as const;
export type TipoGuia = (typeof TIPOS_GUIA)[number];

export function tipoDeGuia(tipo: string): TipoGuia {
  const t = TIPOS_GUIA.find((x) => x === tipo.trim());
  if (!t) throw entradaInvalida('El tipo de guía debe ser 09 (remitente) o 31 (transportista)');
  return t;
}

const texto = (v: Opcional<string>) => v?.trim() || undefined;

const persona = (p: PersonaGuiaInput): Persona => ({
  tipoDocumento: p.tipo_documento.trim(),
  numero: p.numero.trim(),
  nombre: p.nombre.trim(),
});
const personaOpcional = (p: Opcional<PersonaGuiaInput>) => (p ? persona(p) : undefined);

const punto = (p: PuntoTrasladoInput): PuntoTraslado => ({
  ubigeo: p.ubigeo.trim(),
  direccion: p.direccion.trim(),
  codigoEstablecimiento: texto(p.codigo_establecimiento),
  ruc: texto(p.ruc),
});

// Codes from catalogues are passed as typed: validarGuia answers in Spanish for any it does not know.
const vehiculo = (v: VehiculoGuiaInput): Vehiculo => ({
  placa: v.placa.trim().toUpperCase(),
  tuce: texto(v.tuce),
  autorizacion: v.entidad_autorizadora
    ? {
        entidad: v.entidad_autorizadora.trim() as NonNullable<Vehiculo['autorizacion']>['entidad'],
        numero: v.numero_autorizacion?.trim() ?? '',
      }
    : undefined,
});

const conductor = (c: ConductorGuiaInput): Conductor => ({
  tipoDocumento: c.tipo_documento.trim(),
  numero: c.numero.trim(),
  nombres: c.nombres.trim(),
  apellidos: c.apellidos.trim(),
  licencia: c.licencia.trim().toUpperCase(),
});

const documento = (d: NonNullable<GuiaIndividualInput['documentos_relacionados']>[number]) => ({
  tipo: d.tipo.trim() as DocumentoRelacionado['tipo'],
  numero: d.numero.trim(),
  rucEmisor: texto(d.ruc_emisor),
});

/** What a 09 and a 31 share, with the masters' transport where one was picked. */
function comunes(i: GuiaIndividualInput, n: Numeracion, m: TransporteDeMaestros) {
  return {
    ...n,
    observaciones: texto(i.observaciones),
    destinatario: persona(i.destinatario),
    fechaInicioTraslado: i.fecha_inicio_traslado.trim(),
    pesoBruto: i.peso_bruto.trim(),
    unidadPeso: (texto(i.unidad_peso) ?? 'KGM') as EntradaGuia['unidadPeso'],
    indicadores: i.indicadores?.length ? (i.indicadores as EntradaGuia['indicadores']) : undefined,
    partida: punto(i.partida),
    llegada: punto(i.llegada),
    vehiculos: m.vehiculos ?? i.vehiculos?.map(vehiculo),
    conductores: m.conductores ?? i.conductores?.map(conductor),
    documentosRelacionados: i.documentos_relacionados?.length
      ? i.documentos_relacionados.map(documento)
      : undefined,
    lineas: i.lineas.map((l) => ({
      codigo: texto(l.codigo),
      descripcion: l.descripcion.trim(),
      unidad: texto(l.unidad)?.toUpperCase() ?? 'NIU',
      cantidad: l.cantidad.trim(),
    })),
  };
}

/** validarGuia does not check who pays the freight: the XML writes its indicator as given. */
function pagadorFlete(i: GuiaIndividualInput): EntradaGuiaTransportista['pagadorFlete'] {
  const codigo = texto(i.pagador_flete) ?? 'remitente';
  const pagador = Object.keys(PAGADOR_FLETE).find((k) => k === codigo) as
    | EntradaGuiaTransportista['pagadorFlete']
    | undefined;
  if (!pagador) throw entradaInvalida('El pagador del flete debe ser remitente, subcontratador o tercero');
  if (pagador === 'tercero' && !i.pagador) throw entradaInvalida('Indique el tercero que paga el flete');
  return pagador;
}

/** The guide as @kipu/peru takes it, for a given number; the rules are validarGuia's. */
export function entradaDeLaGuia(
  i: GuiaIndividualInput,
  tipo: TipoGuia,
  n: Numeracion,
  m: TransporteDeMaestros,
): EntradaGuia {
  if (i.lineas.length > 9999) throw entradaInvalida('La guía admite hasta 9999 líneas');
  if (tipo === '31') {
    if (!i.remitente) throw entradaInvalida('Indique el remitente de los bienes');
    const g: EntradaGuiaTransportista = {
      ...comunes(i, n, m),
      tipo,
      remitente: persona(i.remitente),
      registroMtc: texto(i.registro_mtc)?.toUpperCase() ?? '',
      pagadorFlete: pagadorFlete(i),
      pagador: personaOpcional(i.pagador),
    };
    return g;
  }
  const t = i.transportista;
  const g: EntradaGuiaRemitente = {
    ...comunes(i, n, m),
    tipo,
    motivo: (texto(i.motivo) ?? '') as EntradaGuiaRemitente['motivo'],
    descripcionMotivo: texto(i.descripcion_motivo),
    modalidad: (texto(i.modalidad) ?? '') as EntradaGuiaRemitente['modalidad'],
    numeroBultos: i.numero_bultos ?? undefined,
    proveedor: personaOpcional(i.proveedor),
    comprador: personaOpcional(i.comprador),
    transportista:
      m.transportista ??
      (t
        ? { ruc: t.ruc.trim(), razonSocial: t.razon_social.trim(), registroMtc: t.registro_mtc.trim() }
        : undefined),
  };
  return g;
}
