import type { ReglaTexto } from './texto-xml.ts';

/**
 * The text fields of a UBL 2.1 factura, boleta or note and SUNAT's limits for them, in characters, from
 * its validation XSL (SFS 2.X ValidaExprReg{Factura,Boleta,NC,ND}-2.0.1.xsl) and its UBL 2.1 guides.
 * `error`: SUNAT rejects the document (the number is spent); `observacion`: it accepts the document
 * with an observation. `unaLinea`: the rule's regex uses Java's `.`, which stops at a line break.
 */
export type LimiteSunat = {
  maximo: number;
  unaLinea: boolean;
  /** SUNAT's error or observation code. */
  codigo: string;
  gravedad: 'error' | 'observacion';
  nodo: string;
};

export const LIMITES_SUNAT = {
  /** `^(?!\s*$)[^\s].{2,1499}$` */
  razonSocialAdquirente: {
    maximo: 1500,
    unaLinea: true,
    codigo: '2022',
    gravedad: 'error',
    nodo: 'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
  },
  /** The guide's an..1500; the XSL observes 4338 from 3 characters. */
  razonSocialEmisor: {
    maximo: 1500,
    unaLinea: true,
    codigo: '4338',
    gravedad: 'observacion',
    nodo: 'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
  },
  nombreComercial: {
    maximo: 1500,
    unaLinea: true,
    codigo: '4092',
    gravedad: 'observacion',
    nodo: 'cac:AccountingSupplierParty/cac:Party/cac:PartyName/cbc:Name',
  },
  /** Boleta's `^(?!\s*$)[^\s].{2,199}$` (4094 issuer, 4236 customer); the factura's guide says an..200 too. */
  direccion: {
    maximo: 200,
    unaLinea: true,
    codigo: '4094',
    gravedad: 'observacion',
    nodo: 'cac:RegistrationAddress/cac:AddressLine/cbc:Line',
  },
  urbanizacion: {
    maximo: 25,
    unaLinea: true,
    codigo: '4095',
    gravedad: 'observacion',
    nodo: 'cac:RegistrationAddress/cbc:CitySubdivisionName',
  },
  provincia: {
    maximo: 30,
    unaLinea: true,
    codigo: '4096',
    gravedad: 'observacion',
    nodo: 'cac:RegistrationAddress/cbc:CityName',
  },
  departamento: {
    maximo: 30,
    unaLinea: true,
    codigo: '4097',
    gravedad: 'observacion',
    nodo: 'cac:RegistrationAddress/cbc:CountrySubentity',
  },
  distrito: {
    maximo: 30,
    unaLinea: true,
    codigo: '4098',
    gravedad: 'observacion',
    nodo: 'cac:RegistrationAddress/cbc:District',
  },
  /** `string-length(cac:Item/cbc:Description) > 500` → 2027; line breaks are taken. */
  descripcionItem: {
    maximo: 500,
    unaLinea: false,
    codigo: '2027',
    gravedad: 'error',
    nodo: 'cac:InvoiceLine/cac:Item/cbc:Description',
  },
  /** `^((?!\s*$)[\s\S]{0,29})$` */
  codigoProducto: {
    maximo: 30,
    unaLinea: false,
    codigo: '4269',
    gravedad: 'observacion',
    nodo: 'cac:Item/cac:SellersItemIdentification/cbc:ID',
  },
  /** Every cbc:Note, leyendas and the observaciones alike: `^(?!\s*$)[^\s].{0,199}$`. */
  leyenda: { maximo: 200, unaLinea: true, codigo: '3006', gravedad: 'error', nodo: 'cbc:Note' },
  /** `^(?!\s*$)[^\s].{1,499}$` (2135 in credit and debit notes). */
  motivoNota: {
    maximo: 500,
    unaLinea: true,
    codigo: '2135',
    gravedad: 'error',
    nodo: 'cac:DiscrepancyResponse/cbc:Description',
  },
} as const satisfies Record<string, LimiteSunat>;

export type CampoSunat = keyof typeof LIMITES_SUNAT;

/** The rule to check a field by: SUNAT's limit and line rule, named as the message should name it. */
export const reglaSunat = (campo: CampoSunat, nombre: string, plural = false): ReglaTexto => ({
  campo: nombre,
  maximo: LIMITES_SUNAT[campo].maximo,
  unaLinea: LIMITES_SUNAT[campo].unaLinea,
  plural,
});
