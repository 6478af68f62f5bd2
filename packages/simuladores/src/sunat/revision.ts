import type { NotaCdr } from '@kipu/peru/sunat/cdr';
import { mensajeSunat } from '@kipu/peru/sunat/codigos';
import { idCoincide, idEsperado, leerNombreArchivo, type NombreArchivo } from '@kipu/peru/sunat/nombres';
import { decodificarXml, en, leerXml, textoEn } from '@kipu/peru/sunat/xml';
import type { Element } from '@xmldom/xmldom';
import { unzipSync } from 'fflate';
import { revisarFirmaXml, rucDelCertificado } from './firma.ts';

/**
 * What the simulated SUNAT checks in a file, in SUNAT's order: the zip and its name (faults 01xx), the
 * XML's identity against the name (faults 1xxx, nothing registered), then the content (a CDR: 2xxx
 * rejected, 0 accepted, with 4xxx notes when observed).
 */
export type Falla = { falla: string };
export type Envio = { nombre: NombreArchivo; xml: string; raiz: Element };
export type Dictamen = {
  codigo: string;
  descripcion: string;
  notas: NotaCdr[];
  documento: string;
  receptor?: string;
};

export function abrirEnvio(
  fileName: string,
  contenidoBase64: string,
  rucUsuario: string,
  clase: NombreArchivo['clase'],
): Envio | Falla {
  const nombre = leerNombreArchivo(fileName);
  if (!nombre || !/\.zip$/i.test(fileName)) return { falla: '0151' };
  if (nombre.clase !== clase) return { falla: clase === 'comprobante' ? '0152' : '0151' };
  if (nombre.ruc !== rucUsuario) return { falla: '0154' };
  const zip = new Uint8Array(Buffer.from(contenidoBase64, 'base64'));
  if (zip.length === 0) return { falla: '0155' };
  let archivos: Record<string, Uint8Array>;
  try {
    archivos = unzipSync(zip);
  } catch {
    return { falla: '0156' };
  }
  const entradas = Object.entries(archivos).filter(([n]) => !n.endsWith('/'));
  const [entrada] = entradas;
  if (!entrada) return { falla: '0155' };
  if (entradas.length > 1) return { falla: '0158' };
  if (entrada[0] !== `${nombre.base}.xml`) return { falla: '0161' };
  if (entrada[1].length === 0) return { falla: '0160' };
  const xml = decodificarXml(entrada[1]);
  const raiz = leerXml(xml)?.documentElement;
  if (!raiz) return { falla: '0306' };
  return { nombre, xml, raiz };
}

const RAIZ_POR_TIPO: Record<string, string> = {
  '01': 'Invoice',
  '03': 'Invoice',
  '07': 'CreditNote',
  '08': 'DebitNote',
  RC: 'SummaryDocuments',
  RA: 'VoidedDocuments',
};
const NOMBRE_POR_TIPO: Record<string, string> = {
  '01': 'La Factura',
  '03': 'La Boleta',
  '07': 'La Nota de Credito',
  '08': 'La Nota de Debito',
};

const rechazo = (codigo: string, documento: string): Dictamen => ({
  codigo,
  descripcion: mensajeSunat(codigo),
  notas: [],
  documento,
});

/**
 * The signature: missing is a fault (SUNAT registers nothing), altered or out of force a rejection,
 * and so is a certificate that is not the issuer's. SUNAT production checks the certificate against the
 * one the taxpayer communicated (2325); the simulator, which has no such register, asks it to name the
 * issuer's RUC, as every certificate Kipu stores does (subirCertificado refuses any other).
 */
function revisarFirma(envio: Envio, documento: string, ahora: Date): Dictamen | Falla | null {
  const { resultado, certificado } = revisarFirmaXml(envio.xml, ahora);
  if (resultado === 'sin-firma') return { falla: '1059' };
  if (resultado === 'alterada') return rechazo('2335', documento);
  if (resultado === 'certificado-no-vigente') return rechazo('2327', documento);
  if (!certificado || rucDelCertificado(certificado) !== envio.nombre.ruc) return rechazo('2325', documento);
  return null;
}

export function revisarComprobante(envio: Envio, ahora = new Date()): Dictamen | Falla {
  const { nombre, raiz } = envio;
  if (nombre.clase !== 'comprobante') return { falla: '0151' };
  if (raiz.localName !== RAIZ_POR_TIPO[nombre.tipo]) return { falla: '0301' };
  const id = textoEn(raiz, 'ID') ?? '';
  if (!idCoincide(nombre, id)) return { falla: '1049' };
  if (raiz.localName === 'Invoice' && textoEn(raiz, 'InvoiceTypeCode') !== nombre.tipo)
    return { falla: '1003' };
  const emisor = en(raiz, 'AccountingSupplierParty', 'Party');
  if (textoEn(emisor, 'PartyIdentification', 'ID') !== nombre.ruc) return { falla: '1034' };

  const firma = revisarFirma(envio, id, ahora);
  if (firma) return firma;
  const cliente = en(raiz, 'AccountingCustomerParty', 'Party');
  const idCliente = en(cliente, 'PartyIdentification', 'ID');
  const tipoCliente = idCliente?.getAttribute('schemeID') ?? '';
  const receptor = `${tipoCliente}-${(idCliente?.textContent ?? '').trim()}`;
  // A factura goes to a RUC (or a non-domiciled buyer); a DNI customer needs a boleta.
  if (nombre.tipo === '01' && tipoCliente === '1') return { ...rechazo('2800', id), receptor };

  const notas: NotaCdr[] = [];
  const ubigeo = textoEn(emisor, 'PartyLegalEntity', 'RegistrationAddress', 'ID');
  if (ubigeo !== undefined && !/^\d{6}$/.test(ubigeo))
    notas.push({ codigo: '4093', descripcion: mensajeSunat('4093') });
  const direccion = textoEn(cliente, 'PartyLegalEntity', 'RegistrationAddress', 'AddressLine', 'Line');
  // Issuers without the customer's address often write "-": SUNAT accepts the document but observes it.
  if (direccion !== undefined && (direccion.length < 3 || direccion.length > 200)) {
    notas.push({ codigo: '4101', descripcion: mensajeSunat('4101') });
  }
  return {
    codigo: '0',
    descripcion: `${NOMBRE_POR_TIPO[nombre.tipo]} numero ${id}, ha sido aceptada`,
    notas,
    documento: id,
    receptor,
  };
}

/** A summary: faults only for what SUNAT refuses at once; the rest is the ticket's answer. */
export function revisarResumen(envio: Envio, repetido: boolean, ahora = new Date()): Dictamen | Falla {
  const { nombre, raiz } = envio;
  if (nombre.clase !== 'resumen') return { falla: '0151' };
  if (raiz.localName !== RAIZ_POR_TIPO[nombre.tipo]) return { falla: '0301' };
  const documento = idEsperado(nombre);
  const firma = revisarFirma(envio, documento, ahora);
  if (firma) return firma;
  const rc = nombre.tipo === 'RC';
  if (!idCoincide(nombre, textoEn(raiz, 'ID') ?? '')) return rechazo(rc ? '2220' : '2285', documento);
  if (repetido) return rechazo(rc ? '2223' : '2324', documento);
  return {
    codigo: '0',
    descripcion: rc
      ? `El Resumen diario ${documento}, ha sido aceptado`
      : `La Comunicacion de baja ${documento}, ha sido aceptada`,
    notas: [],
    documento,
  };
}
