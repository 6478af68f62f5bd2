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
};

/** What the server sends back of a local (name and address); the rest is asked again. */
export function localFormDe(local: { nombre_corto?: string | null; direccion?: string | null }): LocalForm {
  return { ...LOCAL_VACIO, nombre_corto: local.nombre_corto ?? '', direccion: local.direccion ?? '' };
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
  };
}
