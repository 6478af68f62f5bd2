import Decimal from 'decimal.js';
import { type EmisorResumen, EXTENSION_FIRMA, firmaXml, NS_COMUNES } from '../ubl/partes.ts';
import { el, grupo, opcional } from '../ubl/xml.ts';
import { DOCUMENTOS_GUIA } from './catalogos-gre.ts';
import type { DocumentoRelacionado, EntradaGuia, LineaGuia } from './tipos.ts';
import { envioXml } from './xml-envio.ts';
import { codigoCatalogo, documentoIdentidad, parteXml } from './xml-partes-guia.ts';

/**
 * UBL 2.1 DespatchAdvice of a GRE as SUNAT's 2022 format asks (CustomizationID 2.0), unsigned: compact
 * text, the first ext:ExtensionContent left empty for firmarXml, cac:Signature pointing at the signature
 * as in the invoices, and every element in the sequence of the UBL 2.1 schema. Validate the entry with
 * validarGuia first: this writes what it is given.
 */
export function construirXmlGuia(g: EntradaGuia, emisor: EmisorResumen): string {
  const emisorComoParte = { tipoDocumento: '6', numero: emisor.ruc, nombre: emisor.razonSocial };
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<DespatchAdvice xmlns="urn:oasis:names:specification:ubl:schema:xsd:DespatchAdvice-2"${NS_COMUNES}>` +
    EXTENSION_FIRMA +
    el('cbc:UBLVersionID', '2.1') +
    el('cbc:CustomizationID', '2.0') +
    el('cbc:ID', idGuia(g)) +
    el('cbc:IssueDate', g.fecha) +
    el('cbc:IssueTime', g.hora) +
    codigoCatalogo('cbc:DespatchAdviceTypeCode', g.tipo, 'Tipo de Documento', '01') +
    opcional('cbc:Note', g.observaciones?.trim()) +
    (g.documentosRelacionados ?? []).map(documentoXml).join('') +
    firmaXml(emisor) +
    parteXml('cac:DespatchSupplierParty', emisorComoParte) +
    parteXml('cac:DeliveryCustomerParty', g.destinatario) +
    (g.tipo === '09' ? parteXml('cac:BuyerCustomerParty', g.comprador) : '') +
    (g.tipo === '09' ? parteXml('cac:SellerSupplierParty', g.proveedor) : '') +
    (g.tipo === '31' && g.pagadorFlete === 'tercero'
      ? parteXml('cac:OriginatorCustomerParty', g.pagador)
      : '') +
    envioXml(g, emisor) +
    g.lineas.map(lineaXml).join('') +
    '</DespatchAdvice>'
  );
}

/** `T001-25`: the guide's cbc:ID. */
export const idGuia = (g: Pick<EntradaGuia, 'serie' | 'numero'>) => `${g.serie}-${g.numero}`;

/** `20601234565-09-T001-25` (no extension): the name the guide is sent and stored under. */
export const nombreGuia = (ruc: string, g: Pick<EntradaGuia, 'tipo' | 'serie' | 'numero'>) =>
  `${ruc}-${g.tipo}-${idGuia(g)}`;

const documentoXml = (d: DocumentoRelacionado) =>
  grupo('cac:AdditionalDocumentReference', [
    el('cbc:ID', d.numero),
    codigoCatalogo('cbc:DocumentTypeCode', d.tipo, 'Documento relacionado al transporte', '61'),
    el('cbc:DocumentType', DOCUMENTOS_GUIA[d.tipo].nombre),
    d.rucEmisor
      ? grupo('cac:IssuerParty', [grupo('cac:PartyIdentification', [documentoIdentidad('6', d.rucEmisor)])])
      : '',
  ]);

const lineaXml = (l: LineaGuia, i: number) =>
  grupo('cac:DespatchLine', [
    el('cbc:ID', String(i + 1)),
    el('cbc:DeliveredQuantity', new Decimal(l.cantidad).toFixed(), {
      unitCode: l.unidad,
      unitCodeListID: 'UN/ECE rec 20',
      unitCodeListAgencyName: 'United Nations Economic Commission for Europe',
    }),
    // UBL 2.1 requires the order line a despatch line answers; a guide has no order, so it names itself.
    grupo('cac:OrderLineReference', [el('cbc:LineID', String(i + 1))]),
    grupo('cac:Item', [
      el('cbc:Description', l.descripcion.trim()),
      l.codigo ? grupo('cac:SellersItemIdentification', [el('cbc:ID', l.codigo)]) : '',
    ]),
  ]);
