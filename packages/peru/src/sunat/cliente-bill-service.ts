import { abrirCdr, type ResultadoCdr } from './cdr.ts';
import { clasificarFalla, type TipoFalla } from './codigos.ts';
import { leerNombreArchivo } from './nombres.ts';
import { leerRespuestaSoap, type OperacionSunat, sobreSoap, valorEnCuerpo } from './soap.ts';

/**
 * Client of SUNAT's billService (sendBill, sendSummary, getStatus) and billConsultService
 * (getStatusCdr), SOAP 1.1 over HTTPS with the SOL user. Node only (Buffer, fetch with time-out): import
 * it by its path, not from the package index. Retries are the job queue's business: a failed call
 * throws an ErrorSunat whose `tipo` tells whether retrying, recovering the CDR or fixing data is due.
 */
export const URLS_SUNAT = {
  beta: 'https://e-beta.sunat.gob.pe/ol-ti-itcpfegem-beta/billService',
  produccion: 'https://e-factura.sunat.gob.pe/ol-ti-itcpfegem/billService',
  /** getStatusCdr; SUNAT offers it in production only. */
  consultaCdr: 'https://e-factura.sunat.gob.pe/ol-it-wsconscpegem/billConsultService',
} as const;

/**
 * SUNAT's public test user of the beta (e-beta.sunat.gob.pe): every RUC signs in as RUC + MODDATOS with
 * the password moddatos. Only test environments accept it; production needs the company's own SOL user.
 */
export const USUARIO_SOL_PRUEBAS = { usuario: 'MODDATOS', clave: 'moddatos' } as const;

export type ConfigBillService = {
  url: string;
  /** billConsultService for getStatusCdr; `url` when not given (the simulator serves both). */
  urlConsulta?: string;
  ruc: string;
  usuarioSol: string;
  claveSol: string;
  timeoutMs?: number;
};

export type EstadoTicket = { estado: 'en-proceso' } | ResultadoCdr;
/** getStatusCdr's answer: the CDR, or SUNAT's code and message when it has none (e.g. 0011). */
export type ConsultaCdr = ResultadoCdr | { estado: 'sin-cdr'; codigo: string; descripcion: string };

export type ClienteBillService = {
  /** sendBill: facturas, boletas and notes one by one; answers the CDR (accepted, observed or rejected). */
  enviarFactura(nombreZip: string, zip: Uint8Array): Promise<ResultadoCdr>;
  /** sendSummary: resumen diario (RC) or comunicación de baja (RA); answers the ticket. */
  enviarResumen(nombreZip: string, zip: Uint8Array): Promise<string>;
  consultarTicket(ticket: string): Promise<EstadoTicket>;
  consultarCdr(ruc: string, tipo: string, serie: string, numero: number): Promise<ConsultaCdr>;
};

export class ErrorSunat extends Error {
  readonly codigo: string;
  readonly tipo: TipoFalla;
  readonly estadoHttp: number | undefined;
  constructor(codigo: string, mensaje: string, estadoHttp?: number) {
    super(`SUNAT ${codigo}: ${mensaje}`);
    this.name = 'ErrorSunat';
    this.codigo = codigo;
    this.tipo = clasificarFalla(codigo);
    this.estadoHttp = estadoHttp;
  }
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const desdeBase64 = (texto: string) => new Uint8Array(Buffer.from(texto, 'base64'));

function cdrDe(contenido: string): ResultadoCdr {
  try {
    return abrirCdr(desdeBase64(contenido));
  } catch (e) {
    throw new ErrorSunat('respuesta', e instanceof Error ? e.message : 'CDR ilegible');
  }
}

export function crearClienteBillService(config: ConfigBillService): ClienteBillService {
  const usuario = `${config.ruc}${config.usuarioSol}`;
  const tiempo = config.timeoutMs ?? 30_000;

  async function llamar(url: string, operacion: OperacionSunat, parametros: [string, string][]) {
    let r: Response;
    try {
      r = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"urn:${operacion}"` },
        body: sobreSoap(usuario, config.claveSol, operacion, parametros),
        signal: AbortSignal.timeout(tiempo),
      });
    } catch (e) {
      const nombre = e instanceof Error ? e.name : '';
      if (nombre === 'TimeoutError' || nombre === 'AbortError') {
        throw new ErrorSunat('timeout', `SUNAT no respondió en ${tiempo} ms`);
      }
      throw new ErrorSunat('red', e instanceof Error ? e.message : 'Error de red');
    }
    let texto: string;
    try {
      texto = await r.text();
    } catch {
      throw new ErrorSunat('red', 'La respuesta de SUNAT se interrumpió', r.status);
    }
    // SUNAT answers faults with HTTP 500: the fault says more than the status.
    const respuesta = leerRespuestaSoap(texto);
    if (respuesta?.tipo === 'fault') {
      throw new ErrorSunat(respuesta.falla.codigo, respuesta.falla.mensaje, r.status);
    }
    if (!r.ok) throw new ErrorSunat(`http-${r.status}`, `SUNAT respondió HTTP ${r.status}`, r.status);
    if (!respuesta) throw new ErrorSunat('respuesta', 'SUNAT respondió algo que no es SOAP', r.status);
    return respuesta.cuerpo;
  }

  /** sendBill and sendSummary: the name is checked here, since a wrong one is a bug of ours, not SUNAT's. */
  async function enviar(operacion: 'sendBill' | 'sendSummary', nombreZip: string, zip: Uint8Array) {
    const n = leerNombreArchivo(nombreZip);
    const clase = operacion === 'sendBill' ? 'comprobante' : 'resumen';
    if (!nombreZip.toLowerCase().endsWith('.zip') || n?.clase !== clase) {
      throw new Error(`Nombre de archivo no válido para SUNAT: ${nombreZip}`);
    }
    return llamar(config.url, operacion, [
      ['fileName', nombreZip],
      ['contentFile', base64(zip)],
    ]);
  }

  return {
    async enviarFactura(nombreZip, zip) {
      const contenido = valorEnCuerpo(await enviar('sendBill', nombreZip, zip), 'applicationResponse');
      if (!contenido) throw new ErrorSunat('respuesta', 'SUNAT no devolvió el CDR');
      return cdrDe(contenido);
    },

    async enviarResumen(nombreZip, zip) {
      const ticket = valorEnCuerpo(await enviar('sendSummary', nombreZip, zip), 'ticket');
      if (!ticket) throw new ErrorSunat('respuesta', 'SUNAT no devolvió el ticket');
      return ticket;
    },

    async consultarTicket(ticket) {
      const cuerpo = await llamar(config.url, 'getStatus', [['ticket', ticket]]);
      const codigo = valorEnCuerpo(cuerpo, 'statusCode');
      const contenido = valorEnCuerpo(cuerpo, 'content');
      if (codigo === '98') return { estado: 'en-proceso' };
      // 0 carries the CDR; 99 too (its ResponseCode says why), though SUNAT has sent 99 without one.
      if (contenido) return cdrDe(contenido);
      if (codigo === '99')
        throw new ErrorSunat('99', 'SUNAT procesó el ticket con errores y no devolvió el CDR');
      throw new ErrorSunat('respuesta', `Estado de ticket desconocido: ${codigo ?? '(vacío)'}`);
    },

    async consultarCdr(ruc, tipo, serie, numero) {
      const cuerpo = await llamar(config.urlConsulta ?? config.url, 'getStatusCdr', [
        ['rucComprobante', ruc],
        ['tipoComprobante', tipo],
        ['serieComprobante', serie],
        ['numeroComprobante', String(numero)],
      ]);
      const contenido = valorEnCuerpo(cuerpo, 'content');
      if (contenido) return cdrDe(contenido);
      return {
        estado: 'sin-cdr',
        codigo: valorEnCuerpo(cuerpo, 'statusCode') ?? '',
        descripcion: valorEnCuerpo(cuerpo, 'statusMessage') ?? '',
      };
    },
  };
}
