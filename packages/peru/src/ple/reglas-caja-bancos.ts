import { decimalDe, noPosterior, type Problema, periodoYEstado, type ReglasLibro } from './reglas-comunes.ts';
import { DATO_ESTRUCTURADO } from './reglas-diario.ts';
import { problemaDocumentoPle } from './tablas.ts';
import { fechaComparable } from './verificar-campo.ts';

/** Debe and haber of one movement: one side only, and (1.2) not both zero. */
function unLado(f: readonly string[], debe: number, ambosCero: boolean): Problema[] {
  const d = decimalDe(f[debe - 1]);
  const h = decimalDe(f[debe]);
  if (!d || !h) return [];
  if (d.gt(0) && h.gt(0))
    return [{ campo: debe + 1, mensaje: 'Haber: el debe y el haber son excluyentes en un mismo movimiento' }];
  if (!ambosCero && d.isZero() && h.isZero())
    return [{ campo: debe, mensaje: 'Debe: el debe y el haber no pueden ser ambos 0.00' }];
  return [];
}

/**
 * 1.1 movimientos del efectivo: the journal's rules on its 19 fields — estado against the period,
 * the accounting date within it for estado 1, operation date not later, one side per movement and
 * field 18 pointing at a register line.
 */
export const reglasCaja = (): ReglasLibro => ({
  clave: (f) => [f[0], f[1], f[2], f[3], f[9]].join('|'),
  linea(f, ctx) {
    const periodo = (f[0] ?? '').slice(0, 6);
    const p: Problema[] = [
      ...periodoYEstado(f, ctx, 19, '1', '89'),
      ...noPosterior(f, 11, 'Fecha contable', ctx.periodo),
      ...noPosterior(f, 13, 'Fecha de la operación', periodo),
      ...unLado(f, 16, true),
    ];
    const contable = fechaComparable(f[10] ?? '');
    if (f[18] === '1' && contable && contable.slice(0, 6) !== periodo)
      p.push({ campo: 11, mensaje: 'Fecha contable: con estado 1 debe ser del periodo de la línea' });
    if (f[17] && !DATO_ESTRUCTURADO.test(f[17]))
      p.push({
        campo: 18,
        mensaje:
          'Dato estructurado: debe ser libro&periodo&CUO&correlativo de una línea del registro de ventas o de compras',
      });
    return p;
  },
});

/**
 * 1.2 movimientos de la cuenta corriente: estado against the period, the operation date not later,
 * one side per movement and never both zero, the drawer's document by its type ('-' with '-').
 */
export const reglasBancos = (): ReglasLibro => ({
  clave: (f) => [f[0], f[1], f[2], f[3], f[4]].join('|'),
  linea(f, ctx) {
    const periodo = (f[0] ?? '').slice(0, 6);
    const p: Problema[] = [
      ...periodoYEstado(f, ctx, 15, '1', '89'),
      ...noPosterior(f, 6, 'Fecha de la operación', periodo),
      ...unLado(f, 13, false),
    ];
    const tipo = f[8] ?? '';
    const numero = f[9] ?? '';
    if (tipo === '-' && numero !== '-')
      p.push({ campo: 10, mensaje: 'Número de documento: sin tipo de documento se registra "-"' });
    else if (tipo !== '-' && tipo !== '' && numero !== '') {
      const problema = problemaDocumentoPle(tipo, numero);
      if (problema) p.push({ campo: 10, mensaje: `Número de documento: ${problema}` });
    }
    return p;
  },
});
