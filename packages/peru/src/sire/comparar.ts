import Decimal from 'decimal.js';
import { NOTAS_CREDITO } from '../ple/reglas-comunes.ts';
import type { ComprobanteLibro } from './comprobante-libro.ts';
import type { RegistroSire } from './nombre-archivo.ts';
import {
  type CampoImporte,
  type DocumentoReferido,
  type FilaPropuesta,
  type Importes,
  numeroSinCeros,
} from './propuesta.ts';

export type CategoriaComparacion = 'coincide' | 'soloSunat' | 'soloLibros' | 'difiere';

/** A field that differs, with SUNAT's value and the books' value as text ('1180.00', '2023-09-05'). */
export type Diferencia = { campo: string; sunat: string; libros: string };

/**
 * One comprobante (or range of boletas) of the comparison. A range on one side may match several rows
 * on the other, so both sides are lists.
 */
export type ResultadoComparacion = {
  categoria: CategoriaComparacion;
  tipo: string;
  serie: string;
  numero: string;
  numeroFinal: string | null;
  numeroDocumento: string | null;
  sunat: FilaPropuesta[];
  libros: ComprobanteLibro[];
  diferencias: Diferencia[];
};

/** How many results fall in a category and what their amounts add up to on each side. */
export type TotalCategoria = { cantidad: number; sunat: Importes; libros: Importes };

export type ComparacionSire = {
  resultados: ResultadoComparacion[];
  totales: Record<CategoriaComparacion, TotalCategoria>;
};

/** Both sides in one shape: series in capitals, numbers without leading zeros, credit notes negative. */
type Documento = {
  tipo: string;
  serie: string;
  numero: string;
  numeroFinal: string | null;
  fecha: string;
  numeroDocumento: string | null;
  moneda: string | null;
  modifica: DocumentoReferido | null;
  importes: Partial<Record<CampoImporte, Decimal>>;
};

function normalizar(
  d: Omit<Documento, 'importes' | 'numeroFinal'> & { numeroFinal?: string | null; importes: Importes },
): Documento {
  const numero = numeroSinCeros(d.numero.trim());
  const final = d.numeroFinal ? numeroSinCeros(d.numeroFinal.trim()) : null;
  // SUNAT sends a credit note's amounts negative; a register may keep them positive.
  const nota = NOTAS_CREDITO.has(d.tipo);
  const importes: Documento['importes'] = {};
  for (const [campo, valor] of Object.entries(d.importes) as [CampoImporte, string][]) {
    const v = new Decimal(valor || 0);
    importes[campo] = nota ? v.abs().neg() : v;
  }
  return {
    ...d,
    serie: d.serie.trim().toUpperCase(),
    numero,
    numeroFinal: final === numero ? null : final,
    fecha: d.fecha.slice(0, 10),
    numeroDocumento: d.numeroDocumento?.trim() || null,
    importes,
  };
}

const deSunat = (f: FilaPropuesta): Documento => normalizar({ ...f, fecha: f.fechaEmision });

const deLibros = (c: ComprobanteLibro): Documento =>
  normalizar({
    ...c,
    numeroDocumento: c.numeroDocumento ?? null,
    moneda: c.moneda ?? null,
    modifica: c.modifica ?? null,
  });

/** Comprobantes are the same document by type, series and number (and, in RCE, the supplier's RUC). */
const grupo = (registro: RegistroSire, d: Documento) =>
  registro === 'RCE' ? `${d.tipo}|${d.serie}|${d.numeroDocumento ?? ''}` : `${d.tipo}|${d.serie}`;
const clave = (registro: RegistroSire, d: Documento) =>
  `${grupo(registro, d)}|${d.numero}|${d.numeroFinal ?? ''}`;

const esNumero = (n: string) => /^\d+$/.test(n);
/** Documents a row stands for: the size of its range, or 1. */
const cantidad = (d: Documento) =>
  d.numeroFinal && esNumero(d.numero) ? Number(BigInt(d.numeroFinal) - BigInt(d.numero) + 1n) : 1;
/** Whether a row lies within another's range. */
const dentro = (d: Documento, rango: Documento) =>
  esNumero(d.numero) &&
  esNumero(rango.numero) &&
  BigInt(d.numero) >= BigInt(rango.numero) &&
  BigInt(d.numeroFinal ?? d.numero) <= BigInt(rango.numeroFinal ?? rango.numero);

const distintos = (valores: (string | null)[]) => [...new Set(valores.map((v) => v ?? ''))].sort().join(', ');
const referido = (m: DocumentoReferido | null) =>
  m ? `${m.tipo} ${m.serie}-${numeroSinCeros(m.numero)}` : '';

function sumar(
  docs: readonly Documento[],
  campos: Iterable<CampoImporte>,
): Partial<Record<CampoImporte, Decimal>> {
  const total: Partial<Record<CampoImporte, Decimal>> = {};
  for (const campo of campos)
    total[campo] = docs.reduce((s, d) => s.plus(d.importes[campo] ?? 0), new Decimal(0));
  return total;
}

const camposDe = (docs: readonly Documento[]) =>
  new Set(docs.flatMap((d) => Object.keys(d.importes) as CampoImporte[]));

/** The fields where the books differ from SUNAT; only what the books give is compared. */
function diferenciasEntre(
  registro: RegistroSire,
  sunat: readonly Documento[],
  libros: readonly Documento[],
  tolerancia: Decimal,
): Diferencia[] {
  const diferencias: Diferencia[] = [];
  const comparar = (campo: string, de: (d: Documento) => string | null, siempre = true) => {
    if (!siempre && libros.every((d) => !de(d))) return;
    const s = distintos(sunat.map(de));
    const l = distintos(libros.map(de));
    if (s !== l) diferencias.push({ campo, sunat: s, libros: l });
  };
  comparar('fecha', (d) => d.fecha);
  const documentos = (lado: readonly Documento[]) => String(lado.reduce((n, d) => n + cantidad(d), 0));
  if (documentos(sunat) !== documentos(libros))
    diferencias.push({ campo: 'documentos', sunat: documentos(sunat), libros: documentos(libros) });
  if (registro === 'RVIE') comparar('numeroDocumento', (d) => d.numeroDocumento, false);
  comparar('moneda', (d) => d.moneda, false);
  comparar('modifica', (d) => referido(d.modifica), false);
  comparar('modificaFecha', (d) => d.modifica?.fecha ?? null, false);
  const campos = camposDe(libros);
  const s = sumar(sunat, campos);
  const l = sumar(libros, campos);
  for (const campo of campos) {
    const a = s[campo] ?? new Decimal(0);
    const b = l[campo] ?? new Decimal(0);
    if (a.minus(b).abs().greaterThan(tolerancia))
      diferencias.push({ campo, sunat: a.toFixed(2), libros: b.toFixed(2) });
  }
  return diferencias;
}

const VACIO = (): TotalCategoria => ({ cantidad: 0, sunat: {}, libros: {} });

function acumular(total: TotalCategoria, lado: 'sunat' | 'libros', docs: readonly Documento[]) {
  const suma = sumar(docs, camposDe(docs));
  for (const [campo, valor] of Object.entries(suma) as [CampoImporte, Decimal][])
    total[lado][campo] = valor.plus(total[lado][campo] ?? 0).toFixed(2);
}

/**
 * Compares SUNAT's proposal with the company's register for a period. Rows pair by type, series, number
 * and last number (plus the supplier's RUC in RCE); a range of boletas left unpaired on one side gathers
 * the unpaired rows within it on the other, and is compared with their sum. Amounts are compared exactly
 * in decimals, or within `tolerancia` (a non-negative amount, '0' by default).
 */
export function compararPropuesta(
  registro: RegistroSire,
  propuesta: readonly FilaPropuesta[],
  libros: readonly ComprobanteLibro[],
  opciones: { tolerancia?: string } = {},
): ComparacionSire {
  const t = opciones.tolerancia ?? '0';
  if (!/^\d+(\.\d+)?$/.test(t)) throw new RangeError(`La tolerancia "${t}" debe ser un importe no negativo`);
  const tolerancia = new Decimal(t);
  const s = propuesta.map(deSunat);
  const l = libros.map(deLibros);
  const resultados: ResultadoComparacion[] = [];
  const totales: Record<CategoriaComparacion, TotalCategoria> = {
    coincide: VACIO(),
    soloSunat: VACIO(),
    soloLibros: VACIO(),
    difiere: VACIO(),
  };

  const anotar = (principal: Documento, is: number[], il: number[]) => {
    const ds = is.map((i) => s[i] as Documento);
    const dl = il.map((i) => l[i] as Documento);
    const diferencias = ds.length && dl.length ? diferenciasEntre(registro, ds, dl, tolerancia) : [];
    const categoria: CategoriaComparacion =
      dl.length === 0
        ? 'soloSunat'
        : ds.length === 0
          ? 'soloLibros'
          : diferencias.length
            ? 'difiere'
            : 'coincide';
    resultados.push({
      categoria,
      tipo: principal.tipo,
      serie: principal.serie,
      numero: principal.numero,
      numeroFinal: principal.numeroFinal,
      numeroDocumento: principal.numeroDocumento,
      sunat: is.map((i) => propuesta[i] as FilaPropuesta),
      libros: il.map((i) => libros[i] as ComprobanteLibro),
      diferencias,
    });
    const total = totales[categoria];
    total.cantidad++;
    acumular(total, 'sunat', ds);
    acumular(total, 'libros', dl);
  };

  // The same document on both sides, in order when a key repeats.
  const porClave = new Map<string, number[]>();
  l.forEach((d, i) => {
    const k = clave(registro, d);
    porClave.set(k, [...(porClave.get(k) ?? []), i]);
  });
  const sueltosS: number[] = [];
  s.forEach((d, i) => {
    const j = porClave.get(clave(registro, d))?.shift();
    if (j === undefined) sueltosS.push(i);
    else anotar(d, [i], [j]);
  });
  // What is left in the queues found no pair.
  const sueltosL = [...porClave.values()].flat().sort((a, b) => a - b);

  // A range left alone takes the lone rows of the other side that lie within it.
  const juntar = (lado: 'sunat' | 'libros', rangos: number[], otros: number[]) => {
    const [docsRango, docsOtros] = lado === 'sunat' ? [s, l] : [l, s];
    const quedan: number[] = [];
    for (const i of rangos) {
      const rango = docsRango[i] as Documento;
      const dentroDe = rango.numeroFinal
        ? otros.filter((j) => {
            const d = docsOtros[j] as Documento;
            return grupo(registro, d) === grupo(registro, rango) && dentro(d, rango);
          })
        : [];
      if (dentroDe.length === 0) quedan.push(i);
      else {
        otros.splice(0, otros.length, ...otros.filter((j) => !dentroDe.includes(j)));
        if (lado === 'sunat') anotar(rango, [i], dentroDe);
        else anotar(rango, dentroDe, [i]);
      }
    }
    return quedan;
  };
  const restantesS = juntar('sunat', sueltosS, sueltosL);
  const restantesL = juntar('libros', sueltosL, restantesS);

  for (const i of restantesS) anotar(s[i] as Documento, [i], []);
  for (const i of restantesL) anotar(l[i] as Documento, [], [i]);
  return { resultados, totales };
}
