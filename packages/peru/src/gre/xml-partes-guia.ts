import { SUNAT } from '../ubl/partes.ts';
import { type Atributos, el, grupo } from '../ubl/xml.ts';
import type { Persona, PuntoTraslado } from './tipos.ts';

/** Pieces of the GRE's XML that several of its parts share. */

export const catalogoSunat = (n: string) => `urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo${n}`;

/** A code from one of SUNAT's catalogues, with the attributes SUNAT's rules compare (4251–4253). */
export const codigoCatalogo = (nombre: string, codigo: string, lista: string, n: string) =>
  el(nombre, codigo, { listAgencyName: SUNAT, listName: lista, listURI: catalogoSunat(n) });

/** cbc:ID of a catálogo 06 document (4255–4257). */
export const documentoIdentidad = (tipo: string, numero: string, a: Atributos = {}) =>
  el('cbc:ID', numero.trim(), {
    schemeID: tipo,
    schemeName: 'Documento de Identidad',
    schemeAgencyName: SUNAT,
    schemeURI: catalogoSunat('06'),
    ...a,
  });

/** The party's document and name, the way every GRE party is written. */
export const datosPersona = (p: Persona, ...extra: string[]) => [
  grupo('cac:PartyIdentification', [documentoIdentidad(p.tipoDocumento, p.numero)]),
  grupo('cac:PartyLegalEntity', [el('cbc:RegistrationName', p.nombre.trim()), ...extra]),
];

/** `envoltura/cac:Party` for a customer or supplier party (DeliveryCustomerParty, SellerSupplierParty…). */
export const parteXml = (envoltura: string, p: Persona | undefined) =>
  p ? grupo(envoltura, [grupo('cac:Party', datosPersona(p))]) : '';

/** A point of the transfer: ubigeo, the SUNAT establishment and its RUC, and the address. */
export const direccionXml = (nombre: string, p: PuntoTraslado) =>
  grupo(nombre, [
    el('cbc:ID', p.ubigeo, { schemeAgencyName: 'PE:INEI', schemeName: 'Ubigeos' }),
    p.codigoEstablecimiento === undefined
      ? ''
      : el('cbc:AddressTypeCode', p.codigoEstablecimiento, {
          listID: p.ruc,
          listAgencyName: SUNAT,
          listName: 'Establecimientos anexos',
        }),
    grupo('cac:AddressLine', [el('cbc:Line', p.direccion.trim())]),
  ]);
