import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import {
  type ArchivoPle,
  camposDe,
  cuoDelLibro,
  ddmmaaaa,
  type EscenarioPle,
  escenarioPle,
  generarLibro,
  lineasDe,
} from './datos-ple.ts';

let t: AppDePrueba;
let e: EscenarioPle;

const generar = (libro: string) => generarLibro(t, libro, e.periodo, e.ana.token);

beforeAll(async () => {
  t = await crearAppDePrueba();
  e = await escenarioPle(t);
});
afterAll(() => t.cerrar());

describe('simplified regime books, from the same operations as the full ones', () => {
  it.each([
    ['140200', 4, 26],
    ['080300', 1, 32],
    ['050200', 19, 21],
  ])(
    '%s is named by its code, has %i lines of %i fields and passes the checker',
    async (libro, n, campos) => {
      const a = await generar(libro);
      expect(a.archivo.nombre).toBe(`LE${RUC_EMISOR}${e.periodo}00${libro}001111.TXT`);
      expect(a.lineas).toBe(n);
      expect(lineasDe(a).map((l) => camposDe(l).length)).toEqual(Array(n).fill(campos));
      expect(a.hallazgos).toEqual([]);
      expect(a.valido).toBe(true);
    },
  );

  it('14.2 writes the factura in its 26 fields and totals the register as 14.1', async () => {
    const [simplificado, completo] = [await generar('140200'), await generar('140100')];
    const fecha = ddmmaaaa(e.emitidos[0]?.fecha_emision ?? '');
    // The factura F001-1 in each book (lines follow the CUOs, which follow the order of posting).
    const factura = (a: ArchivoPle) =>
      lineasDe(a).find((l) => camposDe(l).slice(5, 8).join('|') === '01|F001|1') ?? '';
    const cuo = camposDe(factura(completo))[1];
    expect(factura(simplificado)).toBe(
      `${e.periodo}00|${cuo}|M1|${fecha}||01|F001|1||6|20100070970|DISTRIBUIDORA NORTE S.A.|` +
        '100.00|18.00|0.00|0.00|118.00|PEN|1.000|||||||1|\r\n',
    );
    const total = (a: ArchivoPle, campo: number) =>
      lineasDe(a)
        .reduce((s, l) => s.plus(camposDe(l)[campo - 1] ?? '0'), new Decimal(0))
        .toFixed(2);
    expect(total(simplificado, 17)).toBe(total(completo, 25));
  });

  it('8.3 writes the purchase in its 32 fields', async () => {
    const cuo = await cuoDelLibro(t, e.ana.empresaId, '080100');
    const fecha = ddmmaaaa(e.emitidos[0]?.fecha_emision ?? '');
    expect(lineasDe(await generar('080300'))).toEqual([
      `${e.periodo}00|${cuo}|M1|${fecha}||01|F002|345||6|20100070970|DISTRIBUIDORA NORTE S.A.|` +
        '500.00|90.00|0.00|0.00|590.00|PEN|1.000|||||||||||||1|\r\n',
    ]);
  });

  it('5.2 has the lines of 5.1 and 5.4 the accounts of 5.3', async () => {
    expect(lineasDe(await generar('050200'))).toEqual(lineasDe(await generar('050100')));
    const plan = await generar('050400');
    expect(plan.archivo.nombre).toBe(`LE${RUC_EMISOR}${e.periodo}00050400001111.TXT`);
    expect(plan.hallazgos).toEqual([]);
    expect(plan.lineas).toBe((await generar('050300')).lineas);
    expect(lineasDe(plan)).toContain(`${e.periodo}01|1212|Emitidas en cartera|01||||1|\r\n`);
  });
});
