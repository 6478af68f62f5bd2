import {
  DOCUMENTOS_GUIA,
  ENTIDADES_AUTORIZADORAS,
  MODALIDADES_TRASLADO,
  MOTIVOS_TRASLADO,
} from '@kipu/peru/gre/catalogos-gre';
import type { EntradaGuia, Persona, PuntoTraslado } from '@kipu/peru/gre/tipos';
import { formatoDecimal } from '../../../infra/pdf/formato-numeros.ts';
import { fechaPeru, limpio } from '../../../infra/pdf/formato-texto.ts';
import {
  type EmisorImpreso,
  type EmisorPdf,
  emisorImpreso,
} from '../../../shared/representacion-impresa/emisor-impreso.ts';
import {
  nombreDocumentoIdentidad,
  nombreUnidad,
  serieNumero,
} from '../../../shared/representacion-impresa/textos-impresos.ts';

/** What the guide's A4 page prints, as texts. */

/** A label and its value in one of the page's blocks. */
export type Dato = [etiqueta: string, valor: string];

export type ContenidoGuia = {
  nombreDocumento: string;
  serieNumero: string;
  emisor: EmisorImpreso;
  logo: string | undefined;
  /** People (destinatario, remitente, proveedor…), beside the dates, motivo and modalidad. */
  personas: Dato[];
  fechas: Dato[];
  /** Partida, llegada, weight and packages. */
  traslado: Dato[];
  /** The carrier, or the vehicles and drivers. */
  transporte: Dato[];
  documentos: string[];
  lineas: { numero: string; codigo: string; descripcion: string; unidad: string; cantidad: string }[];
  observaciones: string;
  textoSunat: string;
  avisoPruebas?: string;
};

export const NOMBRE_GUIA = {
  '09': 'GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE',
  '31': 'GUÍA DE REMISIÓN ELECTRÓNICA TRANSPORTISTA',
} as const;

const PAGADOR = { remitente: 'Remitente', subcontratador: 'Subcontratador', tercero: 'Tercero' } as const;

/** District - province - department of an ubigeo, when the catalogue has it. */
export type Lugares = ReadonlyMap<string, string>;

const persona = (p: Persona) =>
  `${limpio(p.nombre)} · ${nombreDocumentoIdentidad(p.tipoDocumento)} ${limpio(p.numero)}`;

function punto(p: PuntoTraslado, lugares: Lugares): string {
  const lugar = lugares.get(p.ubigeo);
  const establecimiento = p.codigoEstablecimiento
    ? ` (establecimiento ${p.codigoEstablecimiento}${p.ruc ? ` del RUC ${p.ruc}` : ''})`
    : '';
  return `${p.ubigeo} - ${limpio(p.direccion)}${lugar ? ` - ${lugar}` : ''}${establecimiento}`;
}

function personas(e: EntradaGuia): Dato[] {
  const filas: Dato[] = [['Destinatario:', persona(e.destinatario)]];
  if (e.tipo === '31') {
    filas.unshift(['Remitente:', persona(e.remitente)]);
    filas.push(['Pagador del flete:', e.pagador ? persona(e.pagador) : PAGADOR[e.pagadorFlete]]);
    return filas;
  }
  if (e.proveedor) filas.push(['Proveedor:', persona(e.proveedor)]);
  if (e.comprador) filas.push(['Comprador:', persona(e.comprador)]);
  return filas;
}

function fechas(e: EntradaGuia): Dato[] {
  const filas: Dato[] = [
    ['Fecha de emisión:', `${fechaPeru(e.fecha)}${e.hora ? ` ${e.hora.slice(0, 5)}` : ''}`],
    ['Inicio de traslado:', fechaPeru(e.fechaInicioTraslado)],
  ];
  if (e.tipo === '09') {
    // Motivo 13 (otros) prints what the issuer wrote; the others, the catalogue's name.
    const motivo = limpio(e.descripcionMotivo) || MOTIVOS_TRASLADO[e.motivo].nombre;
    filas.push(['Motivo:', `${e.motivo} - ${motivo}`]);
    filas.push(['Modalidad:', `${e.modalidad} - ${MODALIDADES_TRASLADO[e.modalidad]}`]);
  }
  return filas;
}

function traslado(e: EntradaGuia, lugares: Lugares): Dato[] {
  const filas: Dato[] = [
    ['Punto de partida:', punto(e.partida, lugares)],
    ['Punto de llegada:', punto(e.llegada, lugares)],
    ['Peso bruto total:', `${formatoDecimal(e.pesoBruto, 2, 3)} ${e.unidadPeso}`],
  ];
  if (e.tipo === '09' && e.numeroBultos !== undefined) filas.push(['Bultos:', String(e.numeroBultos)]);
  return filas;
}

function transporte(e: EntradaGuia): Dato[] {
  const filas: Dato[] = [];
  if (e.tipo === '09' && e.transportista) {
    const t = e.transportista;
    filas.push(['Transportista:', `${limpio(t.razonSocial)} · RUC ${t.ruc}`]);
    filas.push(['Registro MTC:', limpio(t.registroMtc)]);
  }
  if (e.tipo === '31') filas.push(['Registro MTC:', limpio(e.registroMtc)]);
  for (const [i, v] of (e.vehiculos ?? []).entries()) {
    const extras = [
      v.tuce && `TUCE ${limpio(v.tuce)}`,
      v.autorizacion &&
        `autorización ${limpio(v.autorizacion.numero)} (${ENTIDADES_AUTORIZADORAS[v.autorizacion.entidad]})`,
    ].filter(Boolean);
    const etiqueta = i === 0 ? 'Vehículo principal:' : 'Vehículo secundario:';
    filas.push([etiqueta, [limpio(v.placa), ...extras].join(' · ')]);
  }
  for (const [i, c] of (e.conductores ?? []).entries()) {
    const nombre = `${limpio(c.nombres)} ${limpio(c.apellidos)}`;
    const documento = `${nombreDocumentoIdentidad(c.tipoDocumento)} ${limpio(c.numero)}`;
    const etiqueta = i === 0 ? 'Conductor principal:' : 'Conductor secundario:';
    filas.push([etiqueta, `${nombre} · ${documento} · licencia ${limpio(c.licencia)}`]);
  }
  return filas;
}

export function contenidoGuia(e: EntradaGuia, emisor: EmisorPdf, lugares: Lugares): ContenidoGuia {
  const nombreDocumento = NOMBRE_GUIA[e.tipo];
  return {
    nombreDocumento,
    serieNumero: serieNumero(e.serie, e.numero),
    ...emisorImpreso(emisor),
    personas: personas(e),
    fechas: fechas(e),
    traslado: traslado(e, lugares),
    transporte: transporte(e),
    documentos: (e.documentosRelacionados ?? []).map(
      (d) =>
        `${DOCUMENTOS_GUIA[d.tipo].nombre} ${limpio(d.numero)}${d.rucEmisor ? ` (RUC ${d.rucEmisor})` : ''}`,
    ),
    lineas: e.lineas.map((l, i) => ({
      numero: String(i + 1),
      codigo: limpio(l.codigo),
      descripcion: limpio(l.descripcion),
      unidad: nombreUnidad(l.unidad),
      cantidad: formatoDecimal(l.cantidad, 0, 10),
    })),
    observaciones: limpio(e.observaciones),
    textoSunat: `Representación impresa de la ${nombreDocumento}`,
  };
}
