import Decimal from 'decimal.js';

/**
 * How banks print amounts in their statements: '1,234.56', '-1234.5', '(1,234.56)' for a charge,
 * 'S/ 1,234.56', 'US$ 10.00', '1.234,56'. When both separators appear the last one is the decimal
 * point; a lone comma followed by one or two digits is one too ('12,5'), otherwise it groups thousands.
 * Answers the signed decimal, or undefined when the text is not an amount.
 */
export function leerImporte(texto: string): Decimal | undefined {
  let t = texto.replace(/\s/g, '').replace(/^(S\/\.?|US\$|\$|PEN|USD)/i, '');
  if (t === '') return undefined;
  let negativo = false;
  const parentesis = /^\((.*)\)$/.exec(t);
  if (parentesis) {
    negativo = true;
    t = parentesis[1] ?? '';
  }
  if (t.startsWith('-')) {
    negativo = !negativo;
    t = t.slice(1);
  } else if (t.endsWith('-')) {
    negativo = !negativo;
    t = t.slice(0, -1);
  }
  const coma = t.lastIndexOf(',');
  const punto = t.lastIndexOf('.');
  if (coma >= 0 && punto >= 0)
    t = coma > punto ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (coma >= 0) t = /^\d+,\d{1,2}$/.test(t) ? t.replace(',', '.') : t.replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return undefined;
  const d = new Decimal(t);
  return negativo ? d.neg() : d;
}

const FECHA_DMA = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const FECHA_ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/;

/** A statement date as 'YYYY-MM-DD': DD/MM/AAAA, DD-MM-AA, DD.MM.AAAA or ISO; undefined if not a date. */
export function leerFechaExtracto(texto: string): string | undefined {
  const t = texto.trim();
  const iso = FECHA_ISO.exec(t);
  const dma = FECHA_DMA.exec(t);
  let partes: [string, string, string] | undefined;
  if (iso) partes = [iso[1] ?? '', iso[2] ?? '', iso[3] ?? ''];
  else if (dma) {
    const anio = dma[3] ?? '';
    partes = [
      anio.length === 2 ? `20${anio}` : anio,
      (dma[2] ?? '').padStart(2, '0'),
      (dma[1] ?? '').padStart(2, '0'),
    ];
  }
  if (!partes) return undefined;
  const fecha = partes.join('-');
  const d = new Date(`${fecha}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === fecha ? fecha : undefined;
}
