import { createHash } from 'node:crypto';
import { mensajeSunat } from '@kipu/peru/sunat/codigos';
import { idGre, leerNombreGre, type NombreGre } from '@kipu/peru/sunat/nombre-gre';
import { decodificarXml, en, leerXml, textoEn } from '@kipu/peru/sunat/xml';
import { unzipSync } from 'fflate';
import { type ResultadoFirma, revisarFirmaXml, rucDelCertificado } from '../sunat/firma.ts';
import type { RespuestaJson } from './tokens-simulados.ts';

/**
 * What the simulated GRE API checks, in two stages. The request (the URL's name, the JSON `archivo`,
 * hashZip = SHA-256 of the zip) is refused at once with a 422 and gets no ticket. The guide inside is
 * judged behind the ticket: an exception (01xx/1xxx: no CDR, nothing registered, as 1049, 1034, 1033)
 * or a CDR, accepting (0) or rejecting (2xxx, e.g. 2335 for an altered signature). SUNAT's GRE manual
 * gives no codes for the request checks that we could verify: the simulator answers the billService's
 * file codes of the same meaning (0151 name, 0154 RUC of the user, 0155 empty, 0156 corrupt zip).
 */
export type PedidoGre = { nombre: NombreGre; zip: Uint8Array };
export type DictamenGre = {
  codigo: string;
  descripcion: string;
  /** The guide's cbc:ID (`T001-1`). */
  documento: string;
  /** 0 and 2xxx come with a CDR and register the number; exceptions do not. */
  conCdr: boolean;
  xml?: string;
};

/** Codes the billService's list (codigos.ts) does not carry, in the words of SUNAT's CatalogoErrores. */
const MENSAJES_GRE: Record<string, string> = {
  '1032': 'El comprobante ya esta informado y se encuentra con estado anulado o rechazado',
  '1050': 'El XML no contiene informacion en el tag DespatchAdviceTypeCode.',
  '1051': 'DespatchAdviceTypeCode - El valor del tipo de guía es inválido.',
  '1052': 'DespatchAdviceTypeCode - No coincide con el consignado en el contenido del XML.',
};
const mensaje = (codigo: string) => MENSAJES_GRE[codigo] ?? mensajeSunat(codigo);

/** SUNAT's 422: the generic message plus the list of what failed. */
const invalido = (codigo: string, descripcion = mensaje(codigo)): RespuestaJson => ({
  status: 422,
  cuerpo: {
    cod: '422',
    msg: 'Unprocessable Entity - Se presentaron errores de validacion que impidieron completar el Request',
    errors: [{ cod: codigo, msg: descripcion }],
  },
});

const texto = (o: Record<string, unknown>, campo: string) =>
  typeof o[campo] === 'string' ? (o[campo] as string) : '';

/** The request's own checks; a 422 to answer, or the guide's name and zip. */
export function revisarPedido(
  nombreUrl: string,
  rucUsuario: string,
  cuerpo: unknown,
): PedidoGre | RespuestaJson {
  const nombre = leerNombreGre(nombreUrl);
  if (!nombre || nombreUrl !== nombre.base) return invalido('0151');
  if (nombre.ruc !== rucUsuario) return invalido('0154');
  const archivo =
    typeof cuerpo === 'object' && cuerpo !== null ? (cuerpo as { archivo?: unknown }).archivo : undefined;
  if (typeof archivo !== 'object' || archivo === null) {
    return invalido('0155', 'El campo "archivo" no fue enviado o es vacío');
  }
  const a = archivo as Record<string, unknown>;
  if (texto(a, 'nomArchivo') !== `${nombre.base}.zip`) {
    return invalido('0151', `El campo "nomArchivo" debe ser ${nombre.base}.zip`);
  }
  const base64 = texto(a, 'arcGreZip');
  const zip = new Uint8Array(Buffer.from(base64, 'base64'));
  if (zip.length === 0) return invalido('0155');
  const hash = createHash('sha256').update(zip).digest('hex');
  if (texto(a, 'hashZip').toLowerCase() !== hash) {
    return invalido('0156', 'El archivo ZIP esta corrupto: hashZip no corresponde al archivo enviado');
  }
  return { nombre, zip };
}

/** Signature results and the code each answers; 1059 is an exception, the others a rejecting CDR. */
const CODIGO_FIRMA: Record<ResultadoFirma, string | null> = {
  valida: null,
  'sin-firma': '1059',
  alterada: '2335',
  'certificado-no-vigente': '2327',
};

const excepcion = (codigo: string, documento: string): DictamenGre => ({
  codigo,
  descripcion: mensaje(codigo),
  documento,
  conCdr: false,
});

function xmlDelZip(pedido: PedidoGre): { xml: string } | { codigo: string } {
  let archivos: Record<string, Uint8Array>;
  try {
    archivos = unzipSync(pedido.zip);
  } catch {
    return { codigo: '0156' };
  }
  const entradas = Object.keys(archivos).filter((n) => !n.endsWith('/'));
  if (entradas.length !== 1) return { codigo: entradas.length === 0 ? '0155' : '0158' };
  const bytes = entradas[0] === `${pedido.nombre.base}.xml` ? archivos[entradas[0]] : undefined;
  if (!bytes) return { codigo: '0161' };
  if (bytes.length === 0) return { codigo: '0160' };
  return { xml: decodificarXml(bytes) };
}

/**
 * The guide itself: the zip's one `<name>.xml`, a DespatchAdvice whose ID and issuer's RUC are the
 * name's, signed by a certificate of that RUC. `previo` is what SUNAT already holds for the number.
 */
export function revisarGuia(
  pedido: PedidoGre,
  previo: 'aceptado' | 'rechazado' | undefined,
  ahora = new Date(),
): DictamenGre {
  const { nombre } = pedido;
  const documento = idGre(nombre);
  const contenido = xmlDelZip(pedido);
  if ('codigo' in contenido) return excepcion(contenido.codigo, documento);
  const { xml } = contenido;
  const raiz = leerXml(xml)?.documentElement;
  if (!raiz) return excepcion('0306', documento);
  if (raiz.localName !== 'DespatchAdvice') return excepcion('0301', documento);
  const id = textoEn(raiz, 'ID') ?? '';
  const m = /^(.+)-(\d+)$/.exec(id);
  if (m?.[1] !== nombre.serie || Number(m[2]) !== nombre.numero) return excepcion('1049', documento);
  const tipo = textoEn(raiz, 'DespatchAdviceTypeCode');
  if (!tipo) return excepcion('1050', documento);
  if (tipo !== '09' && tipo !== '31') return excepcion('1051', documento);
  if (tipo !== nombre.tipo) return excepcion('1052', documento);
  // GRE 2022 names the issuer in Party/PartyIdentification; the 2.0 format in CustomerAssignedAccountID.
  const remitente = en(raiz, 'DespatchSupplierParty');
  const ruc =
    textoEn(remitente, 'Party', 'PartyIdentification', 'ID') ??
    textoEn(remitente, 'CustomerAssignedAccountID');
  if (ruc !== nombre.ruc) return excepcion('1034', documento);
  // SUNAT keeps the first answer for a number: a resend is an exception, whatever it holds.
  if (previo) return excepcion(previo === 'aceptado' ? '1033' : '1032', documento);

  const { resultado, certificado } = revisarFirmaXml(xml, ahora);
  let codigo = CODIGO_FIRMA[resultado];
  // The simulator has no register of communicated certificates: it asks the certificate to name the RUC.
  if (!codigo && (!certificado || rucDelCertificado(certificado) !== nombre.ruc)) codigo = '2325';
  if (codigo === '1059') return excepcion(codigo, documento);
  if (codigo) return { codigo, descripcion: mensaje(codigo), documento, conCdr: true, xml };
  return {
    codigo: '0',
    descripcion: `La Guia de Remision numero ${documento}, ha sido aceptada`,
    documento,
    conCdr: true,
    xml,
  };
}
