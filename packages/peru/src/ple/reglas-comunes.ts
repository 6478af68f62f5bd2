import Decimal from 'decimal.js';
import { REGLAS_COMPROBANTE, type ReglaRegistro, SERIE_COMPROBANTE } from './reglas-comprobantes.ts';
import { fechaComparable, sumarMeses } from './verificar-campo.ts';

/** A problem of one field of a line (1-based field number). */
export type Problema = { campo: number; mensaje: string };

/** What a line is checked against besides itself: the file's period ('YYYYMM', from its name). */
export type ContextoLinea = { periodo?: string | undefined };

/** The rules of one book between the fields of a line, and over the whole file. */
export type ReglasLibro = {
  linea(f: readonly string[], ctx: ContextoLinea): Problema[];
  /** The structure's unique key (llave única) of the line. */
  clave(f: readonly string[]): string;
  /** Credit notes carry negative amounts in every column. */
  admiteNegativos?(f: readonly string[]): boolean;
  /** Problems of the file as a whole, once every line was seen. */
  cierre?(): Problema[];
};

const IMPORTE = /^-?\d{1,12}(\.\d{1,2})?$/;

/** An amount field as a decimal, or undefined when it is not one (its format is reported apart). */
export const decimalDe = (valor: string | undefined): Decimal | undefined =>
  valor !== undefined && IMPORTE.test(valor) ? new Decimal(valor) : undefined;

const lista = (estados: string) => {
  const e = estados.split('');
  return e.length > 1 ? `${e.slice(0, -1).join(', ')} o ${e.at(-1)}` : (e[0] ?? '');
};

/**
 * Field 1 against the file's period and the estado: a line of the file's period takes the estados of
 * `mismo`, one of an earlier period those of `anterior`; no line is of a later period.
 */
export function periodoYEstado(
  f: readonly string[],
  ctx: ContextoLinea,
  campoEstado: number,
  mismo: string,
  anterior: string,
): Problema[] {
  const periodo = (f[0] ?? '').slice(0, 6);
  const estado = f[campoEstado - 1] ?? '';
  if (!ctx.periodo || !/^\d{6}$/.test(periodo)) return [];
  if (periodo > ctx.periodo) return [{ campo: 1, mensaje: 'Periodo: es posterior al periodo del archivo' }];
  const permitidos = periodo === ctx.periodo ? mismo : anterior;
  if (estado === '' || permitidos.includes(estado)) return [];
  const cual = periodo === ctx.periodo ? 'del periodo del archivo' : 'de un periodo anterior';
  return [{ campo: campoEstado, mensaje: `Estado: una línea ${cual} lleva el estado ${lista(permitidos)}` }];
}

/** A date field no later than the last day of a period ('YYYYMM'). */
export function noPosterior(
  f: readonly string[],
  campo: number,
  nombre: string,
  periodo?: string,
): Problema[] {
  const fecha = fechaComparable(f[campo - 1] ?? '');
  if (!fecha || !periodo || fecha <= `${periodo}31`) return [];
  return [
    { campo, mensaje: `${nombre}: es posterior al periodo ${periodo.slice(4)}/${periodo.slice(0, 4)}` },
  ];
}

/** A due or payment date no later than the month after the file's period. */
export const hastaMesSiguiente = (f: readonly string[], campo: number, nombre: string, ctx: ContextoLinea) =>
  noPosterior(f, campo, nombre, ctx.periodo ? sumarMeses(ctx.periodo, 1) : undefined);

/** The fields that must be filled under a condition, each reported by name. */
export function obligatorios(
  f: readonly string[],
  campos: readonly (readonly [number, string])[],
  motivo: string,
): Problema[] {
  return campos.flatMap(([campo, nombre]) =>
    f[campo - 1] ? [] : [{ campo, mensaje: `${nombre}: es obligatorio ${motivo}` }],
  );
}

/** The total equals the sum of its columns, to the cent. */
export function sumaCuadra(
  f: readonly string[],
  desde: number,
  hasta: number,
  campoTotal: number,
): Problema[] {
  const columnas = f.slice(desde - 1, hasta).map(decimalDe);
  const total = decimalDe(f[campoTotal - 1]);
  if (!total || columnas.some((c) => !c)) return [];
  const suma = columnas.reduce((s: Decimal, c) => s.plus(c ?? 0), new Decimal(0));
  if (suma.minus(total).abs().lte('0.01')) return [];
  return [
    {
      campo: campoTotal,
      mensaje: `Importe total: ${total.toFixed(2)} no es la suma de los campos ${desde} a ${hasta} (${suma.toFixed(2)})`,
    },
  ];
}

const maximo = (longitud: string) => Number(longitud.replace('<=', ''));

/** SUNAT's general rule for the series and number of a comprobante type in a register. */
export function serieYNumero(
  tipo: string,
  regla: ReglaRegistro,
  serie: { campo: number; valor: string },
  numero: { campo: number; valor: string },
): Problema[] {
  const [, largoSerie, largoNumero] = regla;
  const p: Problema[] = [];
  const s = serie.valor;
  if (s) {
    const fijo = /^\d+$/.test(largoSerie);
    if (fijo ? s.length !== Number(largoSerie) : s.length > maximo(largoSerie))
      p.push({
        campo: serie.campo,
        mensaje: `Serie: el tipo ${tipo} lleva una serie de ${fijo ? '' : 'hasta '}${maximo(largoSerie)} caracteres`,
      });
    else if (SERIE_COMPROBANTE[tipo] && !SERIE_COMPROBANTE[tipo].test(s))
      p.push({ campo: serie.campo, mensaje: `Serie: "${s}" no es una serie del tipo ${tipo}` });
  }
  const n = numero.valor;
  if (n.length > maximo(largoNumero))
    p.push({
      campo: numero.campo,
      mensaje: `Número: el tipo ${tipo} admite hasta ${maximo(largoNumero)} caracteres`,
    });
  else if (n && REGLAS_COMPROBANTE[tipo]?.numeroNumerico && !(/^\d+$/.test(n) && Number(n) > 0))
    p.push({ campo: numero.campo, mensaje: `Número: el tipo ${tipo} lleva un número mayor que cero` });
  return p;
}

/** Credit and debit notes (and their special forms); credit notes alone. */
export const NOTAS = new Set(['07', '08', '87', '88']);
export const NOTAS_CREDITO = new Set(['07', '87', '97']);
/** Notes on these types name no counterpart (tickets, bank documents, utilities…). */
export const MODIFICADOS_SIN_CONTRAPARTE = new Set(['03', '12', '13', '14', '36']);
export const ICBPER_OBLIGATORIO = new Set(['01', '03', '07', '08', '12', '87', '88']);
