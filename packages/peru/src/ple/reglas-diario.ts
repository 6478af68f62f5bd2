import Decimal from 'decimal.js';
import { decimalDe, noPosterior, type Problema, periodoYEstado, type ReglasLibro } from './reglas-comunes.ts';
import { fechaComparable } from './verificar-campo.ts';

export const DATO_ESTRUCTURADO = /^(140100|080100|080200)&\d{4}(0[1-9]|1[0-2])00&[^&]{1,40}&[AMC][^&]{1,9}$/;

/**
 * 5.1 libro diario and 6.1 libro mayor: the accounting date within the period for estado 1, debe and
 * haber on one side only, field 20 pointing at a register line, and — over the file — the debe of the
 * estado 1 lines equal to their haber.
 */
export function reglasDiario(): ReglasLibro {
  let debe = new Decimal(0);
  let haber = new Decimal(0);
  return {
    clave: (f) => [f[0], f[1], f[2], f[3], f[11]].join('|'),
    linea(f, ctx) {
      const periodo = (f[0] ?? '').slice(0, 6);
      const estado = f[20];
      const p: Problema[] = [
        ...periodoYEstado(f, ctx, 21, '1', '89'),
        ...noPosterior(f, 13, 'Fecha contable', ctx.periodo),
        ...noPosterior(f, 15, 'Fecha de la operación', periodo),
      ];
      const contable = fechaComparable(f[12] ?? '');
      if (estado === '1' && contable && contable.slice(0, 6) !== periodo)
        p.push({ campo: 13, mensaje: 'Fecha contable: con estado 1 debe ser del periodo de la línea' });
      const d = decimalDe(f[17]);
      const h = decimalDe(f[18]);
      if (d?.gt(0) && h?.gt(0))
        p.push({ campo: 19, mensaje: 'Haber: el debe y el haber son excluyentes en un mismo movimiento' });
      if (f[19] && !DATO_ESTRUCTURADO.test(f[19]))
        p.push({
          campo: 20,
          mensaje:
            'Dato estructurado: debe ser libro&periodo&CUO&correlativo de una línea del registro de ventas o de compras',
        });
      if (estado === '1' && d && h) {
        debe = debe.plus(d);
        haber = haber.plus(h);
      }
      return p;
    },
    cierre: () =>
      debe.eq(haber)
        ? []
        : [
            {
              campo: 18,
              mensaje: `La suma del debe (${debe.toFixed(2)}) no es igual a la del haber (${haber.toFixed(2)}) en las líneas con estado 1`,
            },
          ],
  };
}

/** 5.3 plan contable utilizado: accounts of three digits or more, descriptions where required. */
export const reglasPlanCuentas = (): ReglasLibro => ({
  clave: (f) => [f[0], f[1]].join('|'),
  linea(f, ctx) {
    const p = periodoYEstado(f, ctx, 8, '1', '89');
    if ((f[1] ?? '').length < 3)
      p.push({ campo: 2, mensaje: 'Cuenta contable: debe tener al menos 3 dígitos' });
    if (f[3] === '99' && !f[4])
      p.push({ campo: 5, mensaje: 'Descripción del plan de cuentas: es obligatoria con el plan 99' });
    if (f[5] && !f[6])
      p.push({
        campo: 7,
        mensaje: 'Descripción de la cuenta corporativa: es obligatoria si hay cuenta corporativa',
      });
    return p;
  },
});
