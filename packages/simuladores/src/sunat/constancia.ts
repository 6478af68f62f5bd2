import type { NotaCdr } from '@kipu/peru/sunat/cdr';
import { escaparXml } from '@kipu/peru/sunat/xml';
import { strToU8, zipSync } from 'fflate';
import { firmarUbl, type LlaveFirma } from './firma.ts';

/** SUNAT's RUC, the sender and signer of every CDR. */
export const RUC_SUNAT = '20131312955';

export type DatosConstancia = {
  /** File name without extension; the CDR is `R-<base>.xml` inside the zip. */
  base: string;
  rucEmisor: string;
  documento: string;
  codigo: string;
  descripcion: string;
  notas: NotaCdr[];
  /** `6-20100070970`: the customer's document type and number, as SUNAT writes it. */
  receptor?: string;
  /** An accepted GRE's link to SUNAT's copy (its QR), in cac:DocumentReference/cbc:DocumentDescription. */
  enlace?: string;
};

/** Lima has no daylight saving: UTC-5 all year. */
function ahoraLima(): { fecha: string; hora: string } {
  const iso = new Date(Date.now() - 5 * 3_600_000).toISOString();
  return { fecha: iso.slice(0, 10), hora: iso.slice(11, 19) };
}

/** A signed ApplicationResponse, zipped as SUNAT returns it. */
export function generarConstancia(d: DatosConstancia, llave: LlaveFirma): Uint8Array {
  const { fecha, hora } = ahoraLima();
  const x = escaparXml;
  const receptor = d.receptor
    ? `<cac:RecipientParty><cac:PartyIdentification><cbc:ID>${x(d.receptor)}</cbc:ID></cac:PartyIdentification></cac:RecipientParty>`
    : '';
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<ar:ApplicationResponse xmlns:ar="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2"' +
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"' +
    ' xmlns:ds="http://www.w3.org/2000/09/xmldsig#"' +
    ' xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2">' +
    '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>' +
    '<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>1.0</cbc:CustomizationID>' +
    `<cbc:ID>${Date.now()}</cbc:ID><cbc:IssueDate>${fecha}</cbc:IssueDate><cbc:IssueTime>${hora}</cbc:IssueTime>` +
    `<cbc:ResponseDate>${fecha}</cbc:ResponseDate><cbc:ResponseTime>${hora}</cbc:ResponseTime>` +
    d.notas.map((n) => `<cbc:Note>${x(`${n.codigo} - ${n.descripcion}`)}</cbc:Note>`).join('') +
    `<cac:Signature><cbc:ID>SignSUNAT</cbc:ID><cac:SignatoryParty><cac:PartyIdentification><cbc:ID>${RUC_SUNAT}</cbc:ID>` +
    '</cac:PartyIdentification><cac:PartyName><cbc:Name>SUNAT</cbc:Name></cac:PartyName></cac:SignatoryParty>' +
    '<cac:DigitalSignatureAttachment><cac:ExternalReference><cbc:URI>#SignSUNAT</cbc:URI></cac:ExternalReference>' +
    '</cac:DigitalSignatureAttachment></cac:Signature>' +
    `<cac:SenderParty><cac:PartyIdentification><cbc:ID>${RUC_SUNAT}</cbc:ID></cac:PartyIdentification></cac:SenderParty>` +
    `<cac:ReceiverParty><cac:PartyIdentification><cbc:ID>${x(d.rucEmisor)}</cbc:ID></cac:PartyIdentification></cac:ReceiverParty>` +
    `<cac:DocumentResponse><cac:Response><cbc:ReferenceID>${x(d.documento)}</cbc:ReferenceID>` +
    `<cbc:ResponseCode>${x(d.codigo)}</cbc:ResponseCode><cbc:Description>${x(d.descripcion)}</cbc:Description></cac:Response>` +
    `<cac:DocumentReference><cbc:ID>${x(d.documento)}</cbc:ID>` +
    (d.enlace ? `<cbc:DocumentDescription>${x(d.enlace)}</cbc:DocumentDescription>` : '') +
    `</cac:DocumentReference>${receptor}</cac:DocumentResponse>` +
    '</ar:ApplicationResponse>';
  // SUNAT's zips carry an empty dummy/ folder beside the CDR; readers must cope with it.
  return zipSync({
    'dummy/': new Uint8Array(),
    [`R-${d.base}.xml`]: strToU8(firmarUbl(xml, llave, 'SignSUNAT')),
  });
}
