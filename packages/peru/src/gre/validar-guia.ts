import Decimal from 'decimal.js';
import { validarSerie } from '../comprobantes/series.ts';
import { esRucValido } from '../identidad/ruc.ts';
import { type EmisorResumen, esFecha } from '../ubl/partes.ts';
import { esMotivo, MOTIVOS_TRASLADO, reglasMotivo } from './catalogos-gre.ts';
import { ErroresGuia, mismaPersona } from './errores-guia.ts';
import type { EntradaGuia, EntradaGuiaRemitente, ErrorGuia, Persona, PuntoTraslado } from './tipos.ts';
import { validarDocumentosGuia } from './validar-documentos-guia.ts';
import { validarTransporte } from './validar-transporte.ts';

/**
 * Everything that would make SUNAT reject a GRE (or that Kipu refuses on its own), in Spanish, before a
 * number is spent. `hoy` is the date in Lima, YYYY-MM-DD. The codes are those of SUNAT's GRE validation
 * (ValidaExprRegGreRemitente/Transportista-2.0.1.xsl); rules without a code are Kipu's. The issuer
 * (the remitente of a 09, the carrier of a 31) is needed because several rules compare parties with it.
 */
export function validarGuia(entrada: EntradaGuia, hoy: string, emisor: EmisorResumen): ErrorGuia[] {
  const e = new ErroresGuia();
  const ruc = emisor.ruc;
  validarCabecera(entrada, hoy, e);
  if (!esRucValido(ruc)) e.agregar('emisor.ruc', 'El RUC de la empresa emisora no es válido', '2511');
  e.texto('emisor.razonSocial', emisor.razonSocial, 'la razón social de la empresa', {
    maximo: 250,
    requerido: true,
    codigo: '4338',
  });
  e.persona('destinatario', entrada.destinatario, 'el destinatario', { documento: '2758', nombre: '4152' });
  if (entrada.tipo === '09') validarMotivo(entrada, ruc, e);
  else {
    e.persona('remitente', entrada.remitente, 'el remitente', { documento: '3384', nombre: '4422' });
    // 2560: the carrier does not carry its own goods under a 31.
    if (esRucPropio(entrada.remitente, ruc))
      e.agregar('remitente', 'El remitente no puede ser el mismo transportista', '2560');
  }
  validarPuntos(entrada, ruc, e);
  validarTransporte(entrada, ruc, e);
  validarDocumentosGuia(entrada, ruc, e);
  validarLineas(entrada, e);
  return e.lista;
}

function validarCabecera(g: EntradaGuia, hoy: string, e: ErroresGuia): void {
  if (g.tipo !== '09' && g.tipo !== '31')
    e.agregar('tipo', 'El tipo de guía debe ser 09 (remitente) o 31 (transportista)', '1051');
  // 1001: SUNAT's ^[T][A-Z0-9]{3}-… for 09 (the series rule invoices share) and ^[V][A-Z0-9]{3}-… for 31.
  const serie =
    g.tipo === '09'
      ? validarSerie('09', g.serie)
      : /^V[A-Z0-9]{3}$/.test(g.serie)
        ? undefined
        : 'La serie de una guía de transportista debe ser V y 3 caracteres (por ejemplo V001)';
  if (serie) e.agregar('serie', serie, '1001');
  else if (g.serie !== g.serie.trim().toUpperCase())
    e.agregar('serie', 'Escriba la serie en mayúsculas y sin espacios', '1001');
  if (!Number.isInteger(g.numero) || g.numero < 1 || g.numero > 99_999_999)
    e.agregar('numero', 'El número de la guía va de 1 a 99999999', '1001');
  if (!esFecha(g.fecha)) e.agregar('fecha', 'La fecha de emisión debe ser AAAA-MM-DD', '3436');
  // 2329: SUNAT refuses a guide dated after the day it receives it.
  else if (g.fecha > hoy) e.agregar('fecha', 'La fecha de emisión no puede ser posterior a hoy', '2329');
  if (!/^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/.test(g.hora))
    e.agregar('hora', 'La hora de emisión debe ser HH:MM:SS', '3438');
  if (!esFecha(g.fechaInicioTraslado))
    e.agregar('fechaInicioTraslado', 'La fecha de inicio del traslado debe ser AAAA-MM-DD', '3407');
  // 3343: the transfer cannot start before the guide exists.
  else if (esFecha(g.fecha) && g.fechaInicioTraslado < g.fecha)
    e.agregar(
      'fechaInicioTraslado',
      'La fecha de inicio del traslado no puede ser anterior a la fecha de emisión',
      '3343',
    );
  e.texto('observaciones', g.observaciones, 'las observaciones', { maximo: 250, codigo: '4186' });
  validarPeso(g, e);
}

/** 2523: more than zero, up to 12 integer digits and 3 decimals; only kilos or tonnes. */
function validarPeso(g: EntradaGuia, e: ErroresGuia): void {
  if (!/^\d{1,12}(\.\d{1,3})?$/.test(g.pesoBruto) || new Decimal(g.pesoBruto).lte(0))
    e.agregar(
      'pesoBruto',
      'El peso bruto total debe ser mayor que cero, con hasta 3 decimales',
      g.pesoBruto ? '2523' : '2880',
    );
  if (g.unidadPeso !== 'KGM' && g.unidadPeso !== 'TNE')
    e.agregar('unidadPeso', 'La unidad del peso bruto debe ser KGM (kilogramos) o TNE (toneladas)', '2523');
}

/** The party is the issuer itself (by RUC). */
export const esRucPropio = (p: Pick<Persona, 'tipoDocumento' | 'numero'>, ruc: string) =>
  mismaPersona(p, { tipoDocumento: '6', numero: ruc });

function validarMotivo(g: EntradaGuiaRemitente, ruc: string, e: ErroresGuia): void {
  if (!esMotivo(g.motivo)) {
    e.agregar('motivo', 'El motivo de traslado no está en el catálogo 20 de SUNAT', '3405');
    return;
  }
  const r = reglasMotivo(g.motivo);
  const motivo = `el motivo ${g.motivo} (${r.nombre})`;
  e.texto('descripcionMotivo', g.descripcionMotivo, 'la descripción del motivo de traslado', {
    maximo: 100,
    minimo: 3,
    requerido: r.conDescripcion === true,
    codigo: '4190',
    codigoFalta: '3457',
  });
  // Motivo 13's description needs three letters (4190).
  if (
    r.conDescripcion &&
    g.descripcionMotivo &&
    (g.descripcionMotivo.match(/[A-Za-zÁÉÍÓÚáéíóú]/g) ?? []).length < 3
  )
    e.agregar(
      'descripcionMotivo',
      'La descripción del motivo de traslado debe tener al menos 3 letras',
      '4190',
    );
  const d = g.destinatario;
  if (r.destinatario === 'remitente' && !esRucPropio(d, ruc))
    e.agregar('destinatario', `Para ${motivo} el destinatario debe ser la propia empresa (su RUC)`, '2554');
  if (r.destinatario === 'otro' && esRucPropio(d, ruc))
    e.agregar('destinatario', `Para ${motivo} el destinatario no puede ser la propia empresa`, '2555');
  if ('destinatarioConRuc' in r && d.tipoDocumento !== '6')
    e.agregar(
      'destinatario.tipoDocumento',
      `Para ${motivo} el destinatario debe identificarse con RUC`,
      '3417',
    );
  validarTercero(g, ruc, e, motivo);
  if ('aduanero' in r && g.numeroBultos === undefined)
    e.agregar('numeroBultos', `Para ${motivo} indique el número de bultos o pallets`, '3419');
  if (
    g.numeroBultos !== undefined &&
    (!Number.isInteger(g.numeroBultos) || g.numeroBultos < 1 || g.numeroBultos > 999_999)
  )
    e.agregar('numeroBultos', 'El número de bultos o pallets va de 1 a 999999', '4384');
}

function validarTercero(g: EntradaGuiaRemitente, ruc: string, e: ErroresGuia, motivo: string): void {
  const r = MOTIVOS_TRASLADO[g.motivo];
  if (g.proveedor) {
    if (r.proveedor === 'no')
      e.agregar('proveedor', `Para ${motivo} no corresponde indicar proveedor`, '4054');
    const tipos: readonly string[] = 'tiposProveedor' in r ? r.tiposProveedor : [];
    if (tipos.length > 0 && !tipos.includes(g.proveedor.tipoDocumento))
      e.agregar(
        'proveedor.tipoDocumento',
        `Para ${motivo} el proveedor se identifica con ${tipos.length === 1 ? 'RUC' : 'DNI, carné de extranjería, RUC o pasaporte'}`,
        '3447',
      );
    e.persona('proveedor', g.proveedor, 'el proveedor', { documento: '2724', nombre: '4106' });
    if (esRucPropio(g.proveedor, ruc))
      e.agregar('proveedor', 'El proveedor no puede ser la propia empresa', '3448');
  } else if (r.proveedor === 'requerido')
    e.agregar('proveedor', `Para ${motivo} indique el proveedor`, '4375');
  if (g.comprador) {
    if (r.comprador === 'no')
      e.agregar('comprador', `Para ${motivo} no corresponde indicar comprador`, '4377');
    e.persona('comprador', g.comprador, 'el comprador', { documento: '3337', nombre: '4381' });
    if (esRucPropio(g.comprador, ruc))
      e.agregar('comprador', 'El comprador no puede ser la propia empresa', '3334');
    if (mismaPersona(g.comprador, g.destinatario))
      e.agregar('comprador', 'El comprador no puede ser el mismo destinatario', '3335');
  } else if (r.comprador === 'requerido')
    e.agregar('comprador', `Para ${motivo} indique el comprador`, '4378');
}

function validarPuntos(g: EntradaGuia, ruc: string, e: ErroresGuia): void {
  for (const [campo, p, nombre, codigoDireccion] of [
    ['partida', g.partida, 'de partida', '4076'],
    ['llegada', g.llegada, 'de llegada', '4068'],
  ] as const) {
    if (!/^\d{6}$/.test(p.ubigeo))
      e.agregar(`${campo}.ubigeo`, `El ubigeo del punto ${nombre} debe tener 6 dígitos`, '2776');
    e.texto(`${campo}.direccion`, p.direccion, `la dirección del punto ${nombre}`, {
      maximo: 500,
      minimo: 3,
      requerido: true,
      codigo: codigoDireccion,
      codigoFalta: campo === 'partida' ? '2577' : '2574',
    });
    if (p.codigoEstablecimiento !== undefined && !/^\d{4}$/.test(p.codigoEstablecimiento))
      e.agregar(
        `${campo}.codigoEstablecimiento`,
        `El código de establecimiento del punto ${nombre} tiene 4 dígitos (0000 es el domicilio fiscal)`,
      );
    // 3410: an establishment code says whose establishment it is.
    if (p.codigoEstablecimiento !== undefined && !p.ruc)
      e.agregar(
        `${campo}.ruc`,
        `Indique el RUC al que pertenece el establecimiento del punto ${nombre}`,
        '3410',
      );
    if (p.ruc !== undefined && !esRucValido(p.ruc))
      e.agregar(`${campo}.ruc`, `El RUC del establecimiento del punto ${nombre} no es válido`, '3409');
  }
  if (g.tipo === '09' && esMotivo(g.motivo)) validarPuntosPorMotivo(g, ruc, e);
  // Not a SUNAT rule: a transfer that starts where it ends is a typing mistake, save for the itinerant issuer.
  const itinerante = g.tipo === '09' && esMotivo(g.motivo) && 'itinerante' in reglasMotivo(g.motivo);
  if (!itinerante && mismoLugar(g.partida, g.llegada))
    e.agregar('llegada', 'El punto de llegada no puede ser el mismo punto de partida');
}

function validarPuntosPorMotivo(g: EntradaGuiaRemitente, ruc: string, e: ErroresGuia): void {
  const r = reglasMotivo(g.motivo);
  if (r.entreEstablecimientos) {
    for (const [campo, p, codigo] of [
      ['partida', g.partida, '3365'],
      ['llegada', g.llegada, '3369'],
    ] as const) {
      if (p.codigoEstablecimiento === undefined)
        e.agregar(
          `${campo}.codigoEstablecimiento`,
          `Para un traslado entre establecimientos indique el código del establecimiento de ${campo}`,
          codigo,
        );
      // 3414: both establishments are the remitente's.
      else if (p.ruc !== undefined && p.ruc !== ruc)
        e.agregar(
          `${campo}.ruc`,
          `Para un traslado entre establecimientos el punto de ${campo} debe ser un establecimiento de la propia empresa`,
          '3414',
        );
    }
  }
  // 3411: the seller's (or buyer's) establishment belongs to someone else.
  const ajeno = r.establecimientoAjeno;
  const p = ajeno ? g[ajeno] : undefined;
  if (ajeno && p?.ruc === ruc)
    e.agregar(
      `${ajeno}.ruc`,
      `Para el motivo ${g.motivo} el establecimiento del punto de ${ajeno} no puede ser de la propia empresa`,
      '3411',
    );
  // 3416: an itinerant issuer's arrival is no establishment.
  if (r.itinerante && g.llegada.codigoEstablecimiento !== undefined)
    e.agregar(
      'llegada.codigoEstablecimiento',
      'Para el traslado de emisor itinerante no corresponde código de establecimiento de llegada',
      '3416',
    );
}

const normal = (s: string) => s.trim().replace(/\s+/g, ' ').toUpperCase();

function mismoLugar(a: PuntoTraslado, b: PuntoTraslado): boolean {
  if (a.codigoEstablecimiento !== undefined && b.codigoEstablecimiento !== undefined)
    return a.codigoEstablecimiento === b.codigoEstablecimiento && a.ruc === b.ruc;
  return a.ubigeo === b.ubigeo && normal(a.direccion) === normal(b.direccion);
}

const CANTIDAD = /^\d{1,12}(\.\d{1,10})?$/;

function validarLineas(g: EntradaGuia, e: ErroresGuia): void {
  if (g.lineas.length === 0) e.agregar('lineas', 'La guía debe tener al menos un bien a trasladar', '3435');
  if (g.lineas.length > 9999) e.agregar('lineas', 'La guía admite hasta 9999 líneas', '2023');
  g.lineas.forEach((l, i) => {
    const campo = `lineas.${i}`;
    // 2780: SUNAT's ^(?!0[0-9]*(\.0*)?$)[0-9]{1,12}(\.[0-9]{1,10})?$ — more than zero, 10 decimals at most.
    if (!CANTIDAD.test(l.cantidad) || new Decimal(l.cantidad).lte(0))
      e.agregar(
        `${campo}.cantidad`,
        `Línea ${i + 1}: la cantidad debe ser mayor que cero, con hasta 10 decimales`,
        '2780',
      );
    if (!/^[A-Z0-9]{1,3}$/.test(l.unidad))
      e.agregar(
        `${campo}.unidad`,
        `Línea ${i + 1}: la unidad de medida debe ser un código del catálogo 03 (NIU, KGM…)`,
        '2883',
      );
    e.texto(`${campo}.descripcion`, l.descripcion, `la descripción de la línea ${i + 1}`, {
      maximo: 500,
      minimo: 3,
      requerido: true,
      codigo: '4084',
      codigoFalta: '2781',
    });
    e.texto(`${campo}.codigo`, l.codigo, `el código de la línea ${i + 1}`, { maximo: 30, codigo: '4085' });
  });
}
