import { idResumen } from '../sunat/nombres.ts';
import { el, grupo } from './xml.ts';

/** Pieces every UBL document Kipu signs shares: SUNAT's agency name, amounts and the signature block. */

export const SUNAT = 'PE:SUNAT';

export const ID_FIRMA = 'SignatureKipu';

export const NS_COMUNES =
  ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"' +
  ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"' +
  ' xmlns:ds="http://www.w3.org/2000/09/xmldsig#"' +
  ' xmlns:ext="urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2"';

/** The first ext:ExtensionContent, left empty: firmarXml appends the ds:Signature there. */
export const EXTENSION_FIRMA =
  '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>';

export function monto(nombre: string, valor: string, moneda: string): string {
  return el(nombre, valor, { currencyID: moneda });
}

/** cac:Signature: who signs and where the ds:Signature is (`#SignatureKipu`). */
export function firmaXml(e: { ruc: string; razonSocial: string }): string {
  return grupo('cac:Signature', [
    el('cbc:ID', ID_FIRMA),
    grupo('cac:SignatoryParty', [
      grupo('cac:PartyIdentification', [el('cbc:ID', e.ruc)]),
      grupo('cac:PartyName', [el('cbc:Name', e.razonSocial)]),
    ]),
    grupo('cac:DigitalSignatureAttachment', [
      grupo('cac:ExternalReference', [el('cbc:URI', `#${ID_FIRMA}`)]),
    ]),
  ]);
}

/** A real calendar date written YYYY-MM-DD. */
export function esFecha(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(iso);
}

export type EmisorResumen = { ruc: string; razonSocial: string };

/** What a resumen diario and a comunicación de baja share besides their lines. */
export type DatosResumen<D> = {
  /** YYYY-MM-DD: the identifier's date (IssueDate). */
  fechaGeneracion: string;
  /** YYYY-MM-DD: the documents' issue date (ReferenceDate); all of them share it. */
  fechaReferencia: string;
  correlativo: number;
  documentos: readonly D[];
};

type FormatoResumen<D> = {
  raiz: 'SummaryDocuments' | 'VoidedDocuments';
  tipo: 'RC' | 'RA';
  customization: string;
  maximo: number;
  /** Throws a RangeError naming the line when a document cannot go in. */
  validar: (d: D, linea: number) => void;
  linea: (d: D, linea: number) => string;
};

/**
 * A SummaryDocuments or VoidedDocuments (UBL 2.0), unsigned: identifier with the generation date, the
 * documents' date, signature, issuer by RUC, then one line per document numbered from 1.
 */
export function escribirResumen<D>(f: FormatoResumen<D>, r: DatosResumen<D>, emisor: EmisorResumen): string {
  if (!esFecha(r.fechaReferencia) || !esFecha(r.fechaGeneracion))
    throw new RangeError('Las fechas del resumen deben ser AAAA-MM-DD');
  if (r.fechaReferencia > r.fechaGeneracion)
    throw new RangeError('La fecha de los documentos no puede ser posterior a la de generación');
  if (!Number.isInteger(r.correlativo) || r.correlativo < 1 || r.correlativo > 99_999)
    throw new RangeError('El correlativo del resumen va de 1 a 99999');
  if (r.documentos.length < 1) throw new RangeError('El resumen debe tener al menos un documento');
  if (r.documentos.length > f.maximo) throw new RangeError(`El resumen admite hasta ${f.maximo} documentos`);
  r.documentos.forEach((d, i) => {
    f.validar(d, i + 1);
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    `<${f.raiz} xmlns="urn:sunat:names:specification:ubl:peru:schema:xsd:${f.raiz}-1"${NS_COMUNES}` +
    ' xmlns:sac="urn:sunat:names:specification:ubl:peru:schema:xsd:SunatAggregateComponents-1">' +
    EXTENSION_FIRMA +
    el('cbc:UBLVersionID', '2.0') +
    el('cbc:CustomizationID', f.customization) +
    el('cbc:ID', idResumen(f.tipo, r.fechaGeneracion, r.correlativo)) +
    el('cbc:ReferenceDate', r.fechaReferencia) +
    el('cbc:IssueDate', r.fechaGeneracion) +
    firmaXml(emisor) +
    grupo('cac:AccountingSupplierParty', [
      el('cbc:CustomerAssignedAccountID', emisor.ruc),
      el('cbc:AdditionalAccountID', '6'),
      grupo('cac:Party', [grupo('cac:PartyLegalEntity', [el('cbc:RegistrationName', emisor.razonSocial)])]),
    ]) +
    r.documentos.map((d, i) => f.linea(d, i + 1)).join('') +
    `</${f.raiz}>`
  );
}
