import Decimal from 'decimal.js';
import { noPosterior, type Problema, periodoYEstado, type ReglasLibro } from './reglas-comunes.ts';

const CANTIDAD = /^-?\d{1,20}(\.\d{1,8})?$/;
const numero = (v: string | undefined) => (v !== undefined && CANTIDAD.test(v) ? new Decimal(v) : undefined);

/** Operations that move goods under a comprobante (tabla 12 01–06): the document is required. */
const CON_DOCUMENTO = new Set(['01', '02', '03', '04', '05', '06']);

/** Rules of fields 1–16: estado against the period, the date within it, the document where required. */
function existencia(f: readonly string[], campoEstado: number, periodo?: string): Problema[] {
  const p: Problema[] = [
    ...periodoYEstado(f, { periodo }, campoEstado, '1', '89'),
    ...noPosterior(f, 10, 'Fecha de emisión del documento', periodo),
  ];
  if ((f[3] ?? '').length < 4)
    p.push({
      campo: 4,
      mensaje: 'Código de establecimiento: consigne al menos los cuatro dígitos del anexo',
    });
  if (CON_DOCUMENTO.has(f[13] ?? '')) {
    if (f[10] === '00')
      p.push({
        campo: 11,
        mensaje: `Tipo de documento: la operación ${f[13]} lleva un comprobante (no "00")`,
      });
    if (f[11] === '0' || f[12] === '0')
      p.push({
        campo: 13,
        mensaje: `Número del documento: la operación ${f[13]} lleva la serie y el número`,
      });
  }
  return p;
}

/** An entrada and a salida exclude each other on one line. */
function excluyentes(f: readonly string[], entrada: number, salida: number): Problema[] {
  const e = numero(f[entrada - 1]);
  const s = numero(f[salida - 1]);
  if (!e || !s || e.isZero() || s.isZero()) return [];
  return [{ campo: salida, mensaje: 'Salidas: la entrada y la salida son excluyentes en una misma línea' }];
}

/** A total equal to units × unit cost (within a cent), and the unit cost given when there are units. */
function producto(f: readonly string[], cantidad: number, nombre: string): Problema[] {
  const q = numero(f[cantidad - 1]);
  const u = numero(f[cantidad]);
  const t = numero(f[cantidad + 1]);
  if (!q || !u || !t) return [];
  if (!q.isZero() && u.isZero())
    return [
      { campo: cantidad + 1, mensaje: `${nombre}: el costo unitario es obligatorio cuando hay unidades` },
    ];
  if (q.times(u).abs().minus(t.abs()).abs().gt('0.01'))
    return [
      {
        campo: cantidad + 2,
        mensaje: `${nombre}: el costo total ${t.toFixed(2)} no es la cantidad por el costo unitario (${q.times(u).toFixed(2)})`,
      },
    ];
  return [];
}

/** The llave única of fields 1–7 and 10–14. */
const clave = (f: readonly string[]) => [...f.slice(0, 7), ...f.slice(9, 14)].join('|');

/** 12.1: fields 1–16 and one side per line. */
export const reglasUnidades = (): ReglasLibro => ({
  clave,
  linea: (f, ctx) => [...existencia(f, 19, ctx.periodo), ...excluyentes(f, 17, 18)],
});

/** 13.1: fields 1–16, one side per line, and each total the product of its units and unit cost. */
export const reglasValorizado = (): ReglasLibro => ({
  clave,
  linea: (f, ctx) => [
    ...existencia(f, 27, ctx.periodo),
    ...excluyentes(f, 18, 21),
    ...producto(f, 18, 'Ingreso'),
    ...producto(f, 21, 'Retiro'),
    ...producto(f, 24, 'Saldo final'),
  ],
});
