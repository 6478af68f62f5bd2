import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUC_EMISOR } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import {
  type ArchivoPle,
  camposDe,
  cuoDelLibro,
  ddmmaaaa,
  type Emitido,
  type EscenarioPle,
  escenarioPle,
  GENERAR,
  generarLibro,
  lineasDe,
} from './datos-ple.ts';

let t: AppDePrueba;
let e: EscenarioPle;

const generar = (libro: string, periodo = e.periodo, token = e.ana.token) =>
  generarLibro(t, libro, periodo, token);

beforeAll(async () => {
  t = await crearAppDePrueba();
  e = await escenarioPle(t);
});
afterAll(() => t.cerrar());

describe('14.1 registro de ventas from the emitted documents', () => {
  let ventas: ArchivoPle;
  let lineas: string[];
  beforeAll(async () => {
    ventas = await generar('140100');
    lineas = lineasDe(ventas);
  });

  it("is named after the company's RUC, the period and the book, with data, in soles", () => {
    expect(ventas.archivo.nombre).toBe(`LE${RUC_EMISOR}${e.periodo}00140100001111.TXT`);
    expect(ventas.archivo.mime).toBe('text/plain; charset=ISO-8859-1');
    expect(ventas.lineas).toBe(4);
    expect(lineas).toHaveLength(4);
    expect(lineas.every((l) => l.endsWith('|\r\n'))).toBe(true);
  });

  it('passes the structural checker', () => {
    expect(ventas.hallazgos).toEqual([]);
    expect(ventas.valido).toBe(true);
  });

  /** The register line of an emitted document, found by its CUO in the ledger. */
  async function lineaDe(emitido: Emitido | undefined) {
    const [op] = await t.deps.db
      .select({ cuo: schema.operaciones.cuo })
      .from(schema.operaciones)
      .where(eq(schema.operaciones.comprobanteId, emitido?.id ?? ''));
    const linea = lineas.find((l) => camposDe(l)[1] === op?.cuo);
    return { cuo: op?.cuo, linea: linea ?? '', campos: camposDe(linea ?? '') };
  }

  it('writes the factura field by field', async () => {
    const fecha = ddmmaaaa(e.emitidos[0]?.fecha_emision ?? '');
    const { cuo, linea } = await lineaDe(e.emitidos[0]);
    expect(linea).toBe(
      `${e.periodo}00|${cuo}|M1|${fecha}||01|F001|1||6|20100070970|DISTRIBUIDORA NORTE S.A.|` +
        '0.00|100.00|0.00|18.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|118.00|PEN|1.000||||||||1|\r\n',
    );
  });

  it('writes the boleta with the DNI, the credit note negative with the factura it modifies', async () => {
    const fecha = ddmmaaaa(e.emitidos[0]?.fecha_emision ?? '');
    const { campos: boleta } = await lineaDe(e.emitidos[1]);
    expect([boleta[5], boleta[6], boleta[7], boleta[9], boleta[10], boleta[11], boleta[24]]).toEqual([
      '03',
      'B001',
      '1',
      '1',
      '46779354',
      'MARIA QUISPE MAMANI',
      '31.00',
    ]);
    const { campos: nota } = await lineaDe(e.emitidos[2]);
    expect([nota[5], nota[13], nota[15], nota[24], nota[34]]).toEqual([
      '07',
      '-40.00',
      '-7.20',
      '-47.20',
      '1',
    ]);
    expect(nota.slice(27, 31)).toEqual([fecha, '01', 'F001', '1']);
  });

  it('converts the dollar factura to soles at its rate and keeps the currency and rate', async () => {
    const { campos: usd } = await lineaDe(e.emitidos[3]);
    expect([usd[13], usd[15], usd[24], usd[25], usd[26]]).toEqual([
      '125.15',
      '22.53',
      '147.68',
      'USD',
      '3.755',
    ]);
  });

  it('totals what was emitted, in soles', () => {
    const totalRegistro = lineas.reduce((s, l) => s.plus(camposDe(l)[24] ?? '0'), new Decimal(0));
    // Factura, boleta, credit note (subtracts), dollar factura at 3.755.
    const comoRegistra: [string, number][] = [
      ['1', 1],
      ['1', 1],
      ['1', -1],
      ['3.755', 1],
    ];
    const emitido = e.emitidos.reduce((s, d, i) => {
      const [tasa = '1', signo = 1] = comoRegistra[i] ?? [];
      return s.plus(new Decimal(d.importe_total).times(tasa).times(signo).toDecimalPlaces(2));
    }, new Decimal(0));
    expect(totalRegistro.toFixed(2)).toBe(emitido.toFixed(2));
    expect(totalRegistro.toFixed(2)).toBe('249.48');
  });
});

describe('8.1 and 8.2 from operations registered in the purchase books', () => {
  it('writes the purchase field by field', async () => {
    const compras = await generar('080100');
    const cuo = await cuoDelLibro(t, e.ana.empresaId, '080100');
    const fecha = ddmmaaaa(e.emitidos[0]?.fecha_emision ?? '');
    expect(compras.archivo.nombre).toBe(`LE${RUC_EMISOR}${e.periodo}00080100001111.TXT`);
    expect(lineasDe(compras)).toEqual([
      `${e.periodo}00|${cuo}|M1|${fecha}||01|F002||345||6|20100070970|DISTRIBUIDORA NORTE S.A.|` +
        '500.00|90.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|0.00|590.00|PEN|1.000||||||||||||||||1|\r\n',
    ]);
    expect(compras.hallazgos).toEqual([]);
  });

  it('writes the service from abroad in soles with its country and kind of income', async () => {
    const nd = await generar('080200');
    const [linea = ''] = lineasDe(nd);
    const f = camposDe(linea);
    expect(f).toHaveLength(36);
    expect([f[4], f[5], f[6], f[7], f[9], f[15], f[16], f[17], f[18], f[20], f[30], f[32], f[35]]).toEqual([
      '91',
      'INV',
      '7781',
      '3761.00',
      '3761.00',
      'USD',
      '3.761',
      '9249',
      'CLOUD SERVICES LLC',
      '911646860',
      '00',
      '17',
      '0',
    ]);
    expect(nd.hallazgos).toEqual([]);
  });
});

describe('empty books and bad input', () => {
  it('names a period without operations as an empty book and writes nothing', async () => {
    const vacio = await generar('140100', '202001');
    expect(vacio.archivo.nombre).toBe(`LE${RUC_EMISOR}20200100140100001011.TXT`);
    expect(vacio.archivo.base64).toBe('');
    expect(vacio).toMatchObject({ lineas: 0, valido: true, hallazgos: [] });
  });

  it('answers in Spanish for an unknown book or a malformed period', async () => {
    const libro = await t.gql(GENERAR, { libro: '999999', periodo: e.periodo }, { token: e.ana.token });
    expect(libro.errors?.[0]?.message).toBe(
      'El libro 999999 no se genera; los libros son 010100, 010200, 140100, 140200, 080100, 080200, 080300, 050100, 050200, 050300, 050400, 060100, 120100, 130100',
    );
    expect(libro.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const periodo = await t.gql(GENERAR, { libro: '140100', periodo: '2026-11' }, { token: e.ana.token });
    expect(periodo.errors?.[0]?.message).toBe('El periodo no es válido (AAAAMM)');
  });
});
