import { zipComprobante } from '@kipu/peru/firma/zip-comprobante';
import { escaparXml } from '@kipu/peru/sunat/xml';
import { firmarUbl, type LlaveFirma } from '../sunat/firma.ts';

/**
 * A minimal guía de remisión remitente (DespatchAdvice, GRE 2022 layout: CustomizationID 2.0, the
 * issuer in DespatchSupplierParty/Party/PartyIdentification) to exercise the GRE simulator: what its
 * checks read, not a complete guide; the real builder lives in @kipu/peru/gre.
 */
export type GuiaPrueba = {
  ruc?: string;
  /** The issuer's RUC written in the XML when it must differ from the name's. */
  rucEnXml?: string;
  /** DespatchAdviceTypeCode when it must differ from the name's 09. */
  tipoEnXml?: string;
  serie?: string;
  numero?: number;
  descripcion?: string;
};

const UBL = 'urn:oasis:names:specification:ubl:schema:xsd';

export function guiaPrueba(o: GuiaPrueba = {}): { nombre: string; xml: string } {
  const ruc = o.ruc ?? '20601234565';
  const id = `${o.serie ?? 'T001'}-${o.numero ?? 1}`;
  const emisor = escaparXml(o.rucEnXml ?? ruc);
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<DespatchAdvice xmlns="${UBL}:DespatchAdvice-2" xmlns:cac="${UBL}:CommonAggregateComponents-2"` +
    ` xmlns:cbc="${UBL}:CommonBasicComponents-2" xmlns:ext="${UBL}:CommonExtensionComponents-2"` +
    ' xmlns:ds="http://www.w3.org/2000/09/xmldsig#">' +
    '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>' +
    '<cbc:UBLVersionID>2.1</cbc:UBLVersionID><cbc:CustomizationID>2.0</cbc:CustomizationID>' +
    `<cbc:ID>${escaparXml(id)}</cbc:ID><cbc:IssueDate>2025-01-15</cbc:IssueDate><cbc:IssueTime>10:00:00</cbc:IssueTime>` +
    `<cbc:DespatchAdviceTypeCode>${escaparXml(o.tipoEnXml ?? '09')}</cbc:DespatchAdviceTypeCode>` +
    `<cac:DespatchSupplierParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="6">${emisor}</cbc:ID>` +
    '</cac:PartyIdentification><cac:PartyLegalEntity><cbc:RegistrationName>COMERCIAL ANDINA DEMO S.A.C.</cbc:RegistrationName>' +
    '</cac:PartyLegalEntity></cac:Party></cac:DespatchSupplierParty>' +
    '<cac:DeliveryCustomerParty><cac:Party><cac:PartyIdentification><cbc:ID schemeID="6">20100070970</cbc:ID>' +
    '</cac:PartyIdentification><cac:PartyLegalEntity><cbc:RegistrationName>SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA</cbc:RegistrationName>' +
    '</cac:PartyLegalEntity></cac:Party></cac:DeliveryCustomerParty>' +
    '<cac:Shipment><cbc:ID>1</cbc:ID><cbc:HandlingCode>01</cbc:HandlingCode>' +
    '<cbc:GrossWeightMeasure unitCode="KGM">12.500</cbc:GrossWeightMeasure>' +
    '<cac:ShipmentStage><cbc:TransportModeCode>02</cbc:TransportModeCode>' +
    '<cac:TransitPeriod><cbc:StartDate>2025-01-15</cbc:StartDate></cac:TransitPeriod></cac:ShipmentStage>' +
    '<cac:Delivery><cac:DeliveryAddress><cbc:ID>150131</cbc:ID><cac:AddressLine><cbc:Line>CAL. MORELLI NRO. 181</cbc:Line>' +
    '</cac:AddressLine></cac:DeliveryAddress><cac:Despatch><cac:DespatchAddress><cbc:ID>150101</cbc:ID>' +
    '<cac:AddressLine><cbc:Line>AV. JAVIER PRADO ESTE NRO. 1234</cbc:Line></cac:AddressLine></cac:DespatchAddress>' +
    '</cac:Despatch></cac:Delivery></cac:Shipment>' +
    '<cac:DespatchLine><cbc:ID>1</cbc:ID><cbc:DeliveredQuantity unitCode="NIU">10</cbc:DeliveredQuantity>' +
    `<cac:Item><cbc:Description>${escaparXml(o.descripcion ?? 'PRODUCTOS VARIOS')}</cbc:Description></cac:Item></cac:DespatchLine>` +
    '</DespatchAdvice>';
  return { nombre: `${ruc}-09-${id}`, xml };
}

/** The guide signed with `llave` and zipped as SUNAT receives it. */
export function guiaFirmada(
  llave: LlaveFirma,
  o: GuiaPrueba = {},
): { nombre: string; xml: string; zip: Uint8Array } {
  const { nombre, xml } = guiaPrueba(o);
  const firmado = firmarUbl(xml, llave, 'SignKipu');
  return { nombre, xml: firmado, zip: zipComprobante(nombre, firmado).zip };
}
