import { escaparXml } from '@kipu/peru/sunat/xml';
import { strToU8, zipSync } from 'fflate';

/**
 * Minimal UBL documents to exercise the billService simulator: enough structure for its checks
 * (root, cbc:ID, type, issuer, customer, addresses), not a complete SUNAT invoice.
 */
const NS = {
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  ext: 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
  sac: 'urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};
const espacios = (raiz: string) =>
  `xmlns="${raiz}" ${Object.entries(NS)
    .map(([p, u]) => `xmlns:${p}="${u}"`)
    .join(' ')}`;
const EXTENSION =
  '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent/></ext:UBLExtension></ext:UBLExtensions>';

export type FacturaPrueba = {
  ruc?: string;
  razonSocial?: string;
  tipo?: '01' | '03';
  serie?: string;
  numero?: number;
  /** cbc:ID when it must differ from serie-numero. */
  id?: string;
  fecha?: string;
  ubigeoEmisor?: string;
  cliente?: { tipoDocumento: string; numero: string; nombre: string; direccion?: string };
};

export function facturaPrueba(o: FacturaPrueba = {}): string {
  const ruc = o.ruc ?? '20601234565';
  const tipo = o.tipo ?? '01';
  const id = o.id ?? `${o.serie ?? (tipo === '01' ? 'F001' : 'B001')}-${o.numero ?? 1}`;
  const c = o.cliente ?? {
    tipoDocumento: '6',
    numero: '20100070970',
    nombre: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
    direccion: 'CAL. MORELLI NRO. 181 SAN BORJA',
  };
  const direccionCliente =
    c.direccion === undefined
      ? ''
      : `<cac:RegistrationAddress><cac:AddressLine><cbc:Line>${escaparXml(c.direccion)}</cbc:Line></cac:AddressLine></cac:RegistrationAddress>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<Invoice ${espacios('urn:oasis:names:specification:ubl:schema:xsd:Invoice-2')}>${EXTENSION}` +
    '<cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>2.0</cbc:CustomizationID>' +
    `<cbc:ID>${escaparXml(id)}</cbc:ID><cbc:IssueDate>${o.fecha ?? '2025-01-15'}</cbc:IssueDate>` +
    `<cbc:InvoiceTypeCode listID="0101">${tipo}</cbc:InvoiceTypeCode>` +
    '<cbc:DocumentCurrencyCode>PEN</cbc:DocumentCurrencyCode>' +
    `<cac:Signature><cbc:ID>${ruc}</cbc:ID><cac:SignatoryParty><cac:PartyIdentification><cbc:ID>${ruc}</cbc:ID>` +
    '</cac:PartyIdentification></cac:SignatoryParty><cac:DigitalSignatureAttachment><cac:ExternalReference>' +
    '<cbc:URI>#SignKipu</cbc:URI></cac:ExternalReference></cac:DigitalSignatureAttachment></cac:Signature>' +
    `<cac:AccountingSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="6">${ruc}</cbc:ID>` +
    `</cac:PartyIdentification><cac:PartyLegalEntity><cbc:RegistrationName>${escaparXml(o.razonSocial ?? 'COMERCIAL ANDINA DEMO S.A.C.')}</cbc:RegistrationName>` +
    `<cac:RegistrationAddress><cbc:ID>${escaparXml(o.ubigeoEmisor ?? '150131')}</cbc:ID><cbc:AddressTypeCode>0000</cbc:AddressTypeCode>` +
    '<cac:AddressLine><cbc:Line>AV. JAVIER PRADO ESTE NRO. 1234</cbc:Line></cac:AddressLine></cac:RegistrationAddress>' +
    '</cac:PartyLegalEntity></cac:Party></cac:AccountingSupplierParty>' +
    `<cac:AccountingCustomerParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="${escaparXml(c.tipoDocumento)}">` +
    `${escaparXml(c.numero)}</cbc:ID></cac:PartyIdentification><cac:PartyLegalEntity>` +
    `<cbc:RegistrationName>${escaparXml(c.nombre)}</cbc:RegistrationName>${direccionCliente}` +
    '</cac:PartyLegalEntity></cac:Party></cac:AccountingCustomerParty>' +
    '<cac:TaxTotal><cbc:TaxAmount currencyID="PEN">18.00</cbc:TaxAmount><cac:TaxSubtotal>' +
    '<cbc:TaxableAmount currencyID="PEN">100.00</cbc:TaxableAmount><cbc:TaxAmount currencyID="PEN">18.00</cbc:TaxAmount>' +
    '<cac:TaxCategory><cac:TaxScheme><cbc:ID>1000</cbc:ID><cbc:Name>IGV</cbc:Name><cbc:TaxTypeCode>VAT</cbc:TaxTypeCode>' +
    '</cac:TaxScheme></cac:TaxCategory></cac:TaxSubtotal></cac:TaxTotal>' +
    '<cac:LegalMonetaryTotal><cbc:LineExtensionAmount currencyID="PEN">100.00</cbc:LineExtensionAmount>' +
    '<cbc:PayableAmount currencyID="PEN">118.00</cbc:PayableAmount></cac:LegalMonetaryTotal>' +
    '<cac:InvoiceLine><cbc:ID>1</cbc:ID><cbc:InvoicedQuantity unitCode="NIU">1</cbc:InvoicedQuantity>' +
    '<cbc:LineExtensionAmount currencyID="PEN">100.00</cbc:LineExtensionAmount>' +
    '<cac:Item><cbc:Description>SERVICIO DE PRUEBA</cbc:Description></cac:Item>' +
    '<cac:Price><cbc:PriceAmount currencyID="PEN">100.00</cbc:PriceAmount></cac:Price></cac:InvoiceLine>' +
    '</Invoice>'
  );
}

export type ResumenPrueba = {
  ruc?: string;
  tipo: 'RC' | 'RA';
  /** Generation date, YYYY-MM-DD. */
  fecha?: string;
  correlativo?: number;
  id?: string;
  /** The documents' date (ReferenceDate); the generation date when absent. */
  referencia?: string;
  /** Its lines; by default one boleta B001-1 added (RC) or one factura F001-1 voided (RA). */
  documentos?: { tipo: string; serie: string; numero: number; condicion?: '1' | '2' | '3' }[];
};

/** A resumen diario of boletas, or a comunicación de baja of facturas. */
export function resumenPrueba(o: ResumenPrueba): string {
  const ruc = o.ruc ?? '20601234565';
  const fecha = o.fecha ?? '2025-01-15';
  const id = o.id ?? `${o.tipo}-${fecha.replaceAll('-', '')}-${o.correlativo ?? 1}`;
  const raiz = o.tipo === 'RC' ? 'SummaryDocuments' : 'VoidedDocuments';
  const documentos =
    o.documentos ??
    (o.tipo === 'RC'
      ? [{ tipo: '03', serie: 'B001', numero: 1 }]
      : [{ tipo: '01', serie: 'F001', numero: 1 }]);
  const linea = documentos
    .map((d, i) =>
      o.tipo === 'RC'
        ? `<sac:SummaryDocumentsLine><cbc:LineID>${i + 1}</cbc:LineID><cbc:DocumentTypeCode>${d.tipo}</cbc:DocumentTypeCode>` +
          `<cbc:ID>${d.serie}-${d.numero}</cbc:ID><cac:Status><cbc:ConditionCode>${d.condicion ?? '1'}</cbc:ConditionCode></cac:Status>` +
          '<sac:TotalAmount currencyID="PEN">118.00</sac:TotalAmount></sac:SummaryDocumentsLine>'
        : `<sac:VoidedDocumentsLine><cbc:LineID>${i + 1}</cbc:LineID><cbc:DocumentTypeCode>${d.tipo}</cbc:DocumentTypeCode>` +
          `<sac:DocumentSerialID>${d.serie}</sac:DocumentSerialID><sac:DocumentNumberID>${d.numero}</sac:DocumentNumberID>` +
          '<sac:VoidReasonDescription>ERROR EN EL RUC DEL CLIENTE</sac:VoidReasonDescription></sac:VoidedDocumentsLine>',
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<${raiz} ${espacios(`urn:sunat:names:specification:ubl:peru:schema:xsd:${raiz}-1`)}>${EXTENSION}` +
    '<cbc:UBLVersionID>2.0</cbc:UBLVersionID><cbc:CustomizationID>1.1</cbc:CustomizationID>' +
    `<cbc:ID>${escaparXml(id)}</cbc:ID><cbc:ReferenceDate>${o.referencia ?? fecha}</cbc:ReferenceDate><cbc:IssueDate>${fecha}</cbc:IssueDate>` +
    `<cac:AccountingSupplierParty><cbc:CustomerAssignedAccountID>${ruc}</cbc:CustomerAssignedAccountID>` +
    '<cbc:AdditionalAccountID>6</cbc:AdditionalAccountID><cac:Party><cac:PartyLegalEntity>' +
    '<cbc:RegistrationName>COMERCIAL ANDINA DEMO S.A.C.</cbc:RegistrationName></cac:PartyLegalEntity></cac:Party>' +
    `</cac:AccountingSupplierParty>${linea}</${raiz}>`
  );
}

/** The zip SUNAT expects: one entry `<base>.xml`. */
export function zipDocumento(base: string, xml: string): Uint8Array {
  return zipSync({ [`${base}.xml`]: strToU8(xml) });
}
