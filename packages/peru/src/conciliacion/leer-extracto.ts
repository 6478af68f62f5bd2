import Decimal from 'decimal.js';
import {
  buscarCabecera,
  type CampoExtracto,
  type ColumnasExtracto,
  faltantes,
  NOMBRES_CAMPO,
  reconocerColumnas,
} from './columnas-extracto.ts';
import { leerFechaExtracto, leerImporte } from './importe-extracto.ts';

/** A statement line, its amount signed as the account sees it: abono (deposit) +, cargo (charge) −. */
export type LineaExtracto = {
  /** Data row of the file, 1 = the first row under the header. */
  fila: number;
  fecha: string;
  descripcion: string;
  numeroOperacion: string | null;
  importe: string;
  saldo: string | null;
};

export type ErrorFila = { fila: number; mensaje: string };

export type ExtractoLeido = {
  cabecera: string[];
  columnas: ColumnasExtracto;
  lineas: LineaExtracto[];
  errores: ErrorFila[];
  /** Opening and closing balances when every line prints its balance. */
  saldoInicial: string | null;
  saldoFinal: string | null;
};

const MAX_DESCRIPCION = 200;
const MAX_NUMERO = 30;
const fechaPeruana = (f: string) => f.split('-').reverse().join('/');

/**
 * Reads a bank statement from a sheet's cells: finds the header row (or takes the person's column
 * mapping), then checks every data row — date of the period, a description, one amount (cargo or
 * abono, or a signed importe), an optional balance — and, when balances are printed, that each one is
 * the previous plus the movement (in file order or, for banks that list the newest first, reversed).
 * Rows with neither date nor amount (totals, notes) are skipped. Answers every wrong row in Spanish.
 */
export function leerExtracto(
  celdas: readonly (readonly string[])[],
  periodo: string,
  mapeo?: ColumnasExtracto,
): ExtractoLeido | { error: string } {
  const indice = mapeo ? primeraConDatos(celdas) : buscarCabecera(celdas);
  if (indice === undefined)
    return {
      error:
        'No se reconocen las columnas del extracto (fecha, descripción, cargo/abono o importe): indique qué columna tiene cada dato',
    };
  const cabecera = [...(celdas[indice] ?? [])];
  const columnas = mapeo ?? reconocerColumnas(cabecera);
  const falta = faltantes(columnas);
  if (falta.length > 0)
    return { error: `Indique la columna de ${falta.map((c) => NOMBRES_CAMPO[c]).join(', ')} del extracto` };
  const valor = (fila: readonly string[], campo: CampoExtracto) => {
    const col = columnas[campo];
    return col ? (fila[col - 1] ?? '').trim() : '';
  };
  const lineas: LineaExtracto[] = [];
  const errores: ErrorFila[] = [];
  let numero = 0;
  for (const fila of celdas.slice(indice + 1)) {
    if (fila.every((c) => c.trim() === '')) continue;
    numero++;
    const montos = (['importe', 'cargo', 'abono'] as const).map((c) => valor(fila, c));
    if (valor(fila, 'fecha') === '' && montos.every((m) => m === '')) continue;
    const r = leerFila(numero, periodo, {
      fecha: valor(fila, 'fecha'),
      descripcion: valor(fila, 'descripcion'),
      numeroOperacion: valor(fila, 'numeroOperacion'),
      importe: montos[0] ?? '',
      cargo: montos[1] ?? '',
      abono: montos[2] ?? '',
      saldo: valor(fila, 'saldo'),
    });
    if ('mensaje' in r) errores.push(r);
    else lineas.push(r);
  }
  if (errores.length === 0 && lineas.length === 0) return { error: 'El extracto no tiene movimientos' };
  const saldos = errores.length === 0 ? encadenarSaldos(lineas) : { errores: [] };
  return {
    cabecera,
    columnas,
    lineas,
    errores: [...errores, ...saldos.errores],
    saldoInicial: 'saldoInicial' in saldos ? (saldos.saldoInicial ?? null) : null,
    saldoFinal: 'saldoFinal' in saldos ? (saldos.saldoFinal ?? null) : null,
  };
}

function primeraConDatos(celdas: readonly (readonly string[])[]): number | undefined {
  const i = celdas.findIndex((f) => f.some((c) => c.trim() !== ''));
  return i < 0 ? undefined : i;
}

type TextoFila = Record<
  'fecha' | 'descripcion' | 'numeroOperacion' | 'importe' | 'cargo' | 'abono' | 'saldo',
  string
>;

function leerFila(fila: number, periodo: string, t: TextoFila): LineaExtracto | ErrorFila {
  const error = (mensaje: string): ErrorFila => ({ fila, mensaje });
  const fecha = leerFechaExtracto(t.fecha);
  if (!t.fecha) return error('falta la fecha');
  if (!fecha) return error(`la fecha "${t.fecha}" no es válida (DD/MM/AAAA)`);
  if (fecha.slice(0, 7).replace('-', '') !== periodo)
    return error(
      `la fecha ${fechaPeruana(fecha)} no es del periodo ${periodo.slice(4)}/${periodo.slice(0, 4)}`,
    );
  if (!t.descripcion) return error('falta la descripción');
  const importe = importeDeFila(t);
  if (typeof importe === 'string') return error(importe);
  let saldo: string | null = null;
  if (t.saldo) {
    const s = leerImporte(t.saldo);
    if (!s || s.decimalPlaces() > 2) return error(`el saldo "${t.saldo}" no es un importe válido`);
    saldo = s.toFixed(2);
  }
  return {
    fila,
    fecha,
    descripcion: t.descripcion.replace(/\s+/g, ' ').slice(0, MAX_DESCRIPCION),
    numeroOperacion: t.numeroOperacion.replace(/\s+/g, '').slice(0, MAX_NUMERO) || null,
    importe: importe.toFixed(2),
    saldo,
  };
}

/** The signed movement of a row: its importe, or abono − cargo (a charge printed negative counts the same). */
function importeDeFila(t: TextoFila): Decimal | string {
  const leer = (texto: string, nombre: string) => {
    if (!texto) return new Decimal(0);
    const d = leerImporte(texto);
    if (!d || d.decimalPlaces() > 2) return `el ${nombre} "${texto}" no es un importe válido`;
    return d;
  };
  const importe = leer(t.importe, 'importe');
  const cargo = leer(t.cargo, 'cargo');
  const abono = leer(t.abono, 'abono');
  for (const x of [importe, cargo, abono]) if (typeof x === 'string') return x;
  const [i, c, a] = [importe, cargo, abono] as Decimal[];
  if (!i || !c || !a) return 'no tiene importe';
  if (!c.isZero() && !a.isZero()) return 'tiene cargo y abono a la vez: cada fila es un solo movimiento';
  const total = i.isZero() ? a.abs().minus(c.abs()) : i;
  return total.isZero() ? 'no tiene importe (cargo, abono o importe distinto de cero)' : total;
}

/**
 * With every line's balance: which order the bank listed them in (oldest or newest first), each
 * balance against the previous plus the movement, and the opening and closing balances.
 */
function encadenarSaldos(lineas: readonly LineaExtracto[]): {
  errores: ErrorFila[];
  saldoInicial?: string;
  saldoFinal?: string;
} {
  if (lineas.length === 0 || lineas.some((l) => l.saldo === null)) return { errores: [] };
  const roturas = (orden: readonly LineaExtracto[]) =>
    orden.slice(1).flatMap((l, i) => {
      const anterior = new Decimal(orden[i]?.saldo ?? 0);
      const esperado = anterior.plus(l.importe);
      return esperado.eq(l.saldo ?? 0)
        ? []
        : [
            {
              fila: l.fila,
              mensaje: `el saldo ${l.saldo} no es el saldo anterior ${anterior.toFixed(2)} más el movimiento ${l.importe} (${esperado.toFixed(2)})`,
            },
          ];
    });
  const directo = roturas(lineas);
  const inverso = roturas([...lineas].reverse());
  const orden = inverso.length < directo.length ? [...lineas].reverse() : lineas;
  const primera = orden[0];
  const ultima = orden.at(-1);
  return {
    errores: inverso.length < directo.length ? inverso : directo,
    saldoInicial: new Decimal(primera?.saldo ?? 0).minus(primera?.importe ?? 0).toFixed(2),
    saldoFinal: new Decimal(ultima?.saldo ?? 0).toFixed(2),
  };
}
