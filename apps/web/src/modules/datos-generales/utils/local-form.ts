import type { LocalInput } from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';

/** The local dialog's fields (every LocalInput field; the ubigeo as the chosen option). */
export interface LocalForm {
  codigo_establecimiento: string;
  codigo_serie: string;
  nombre_corto: string;
  descripcion: string;
  direccion: string;
  ubigeo: SelectOption | null;
  correo: string;
  telefono: string;
  codigo_sunat: string;
  enviar_xml: boolean;
  enviar_email: boolean;
  formato_pdf: string;
  diseno_pdf: string;
  width_ticket: number;
  descuento_max: boolean;
  valor_desct_max: string;
  editar_precios: boolean;
  calcula_por_cantidad: boolean;
  calculo_comprobante: string;
  incluir_guias_kardex: boolean;
}

/** A new local: the server's own defaults (80 mm ticket, prices editable, unit-price basis). */
export const LOCAL_VACIO: LocalForm = {
  codigo_establecimiento: '',
  codigo_serie: '',
  nombre_corto: '',
  descripcion: '',
  direccion: '',
  ubigeo: null,
  correo: '',
  telefono: '',
  codigo_sunat: '',
  enviar_xml: true,
  enviar_email: true,
  formato_pdf: 'A4',
  diseno_pdf: 'clasico',
  width_ticket: 80,
  descuento_max: false,
  valor_desct_max: '',
  editar_precios: true,
  calcula_por_cantidad: false,
  calculo_comprobante: 'precio_unitario',
  incluir_guias_kardex: false,
};

/** What the server sends back of a local (name and address); the rest is asked again. */
/** The form of an existing local, from the settings `empresa(id).locales` answers. */
export function localFormDe(l: {
  nombre_corto?: string | null;
  direccion?: string | null;
  codigo_establecimiento?: string;
  codigo_serie?: string;
  descripcion?: string | null;
  ubigeo?: string | null;
  correo?: string | null;
  telefono?: string | null;
  codigo_sunat?: string | null;
  enviar_xml?: boolean;
  enviar_email?: boolean;
  formato_pdf?: string;
  diseno_pdf?: string;
  width_ticket?: number;
  descuento_max?: boolean;
  valor_desct_max?: string;
  editar_precios?: boolean;
  calcula_por_cantidad?: boolean;
  calculo_comprobante?: string;
  incluir_guias_kardex?: boolean;
}): LocalForm {
  return {
    ...LOCAL_VACIO,
    nombre_corto: l.nombre_corto ?? '',
    direccion: l.direccion ?? '',
    codigo_establecimiento: l.codigo_establecimiento ?? LOCAL_VACIO.codigo_establecimiento,
    codigo_serie: l.codigo_serie ?? LOCAL_VACIO.codigo_serie,
    descripcion: l.descripcion ?? '',
    ubigeo: l.ubigeo ? { value: l.ubigeo, label: l.ubigeo } : null,
    correo: l.correo ?? '',
    telefono: l.telefono ?? '',
    codigo_sunat: l.codigo_sunat ?? '',
    enviar_xml: l.enviar_xml ?? LOCAL_VACIO.enviar_xml,
    enviar_email: l.enviar_email ?? LOCAL_VACIO.enviar_email,
    formato_pdf: l.formato_pdf ?? LOCAL_VACIO.formato_pdf,
    diseno_pdf: l.diseno_pdf ?? LOCAL_VACIO.diseno_pdf,
    width_ticket: l.width_ticket ?? LOCAL_VACIO.width_ticket,
    descuento_max: l.descuento_max ?? LOCAL_VACIO.descuento_max,
    valor_desct_max: l.valor_desct_max ?? LOCAL_VACIO.valor_desct_max,
    editar_precios: l.editar_precios ?? LOCAL_VACIO.editar_precios,
    calcula_por_cantidad: l.calcula_por_cantidad ?? LOCAL_VACIO.calcula_por_cantidad,
    calculo_comprobante: l.calculo_comprobante ?? LOCAL_VACIO.calculo_comprobante,
    incluir_guias_kardex: l.incluir_guias_kardex ?? LOCAL_VACIO.incluir_guias_kardex,
  };
}

const opcional = (texto: string) => texto.trim() || null;

/** The GraphQL input of the form, trimmed; the discount amount only when a maximum discount applies. */
export function entradaLocal(f: LocalForm): LocalInput {
  return {
    codigo_establecimiento: f.codigo_establecimiento.trim(),
    codigo_serie: f.codigo_serie.trim(),
    nombre_corto: f.nombre_corto.trim(),
    descripcion: opcional(f.descripcion),
    direccion: f.direccion.trim(),
    ubigeo: f.ubigeo?.value ?? '',
    correo: opcional(f.correo),
    telefono: opcional(f.telefono),
    codigo_sunat: opcional(f.codigo_sunat),
    enviar_xml: f.enviar_xml,
    enviar_email: f.enviar_email,
    formato_pdf: f.formato_pdf,
    diseno_pdf: f.diseno_pdf,
    width_ticket: f.width_ticket,
    descuento_max: f.descuento_max,
    valor_desct_max: f.descuento_max ? opcional(f.valor_desct_max) : null,
    editar_precios: f.editar_precios,
    calcula_por_cantidad: f.calcula_por_cantidad,
    calculo_comprobante: f.calculo_comprobante,
    incluir_guias_kardex: f.incluir_guias_kardex,
  };
}
