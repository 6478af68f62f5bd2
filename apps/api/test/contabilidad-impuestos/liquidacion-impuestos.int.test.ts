import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codigo,
  type Escenario,
  esperarProhibido,
  mensaje,
  prepararEscenario,
} from '../contabilidad/escenario-maestros.ts';
import { CLIENTE } from '../contabilidad-ventas/ventas-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import {
  DAOT,
  type Daot,
  EXCEL,
  EXCEL_DAOT,
  importes,
  LIQUIDACION,
  type Liquidacion,
  PDF,
  REGISTRAR,
} from './consultas-impuestos.ts';
import { OTRO_PROVEEDOR, periodo, periodoAnterior, registrarDosMeses } from './mes-de-impuestos.ts';

let e: Escenario;

async function consultar<T>(query: string, variables: Record<string, unknown>, token = e.ana): Promise<T> {
  const r = await e.t.gql<Record<string, T>>(query, variables, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}

const liquidacion = (p: string, extra: Record<string, unknown> = {}, token = e.ana) =>
  consultar<Liquidacion>(LIQUIDACION, { p, ...extra }, token);

const saldo40111 = async () => {
  const r = await consultar<{ saldo_final: string }>(
    `query($c: String!, $d: String!, $h: String!) { libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) { saldo_final } }`,
    { c: '40111', d: periodoAnterior, h: periodo },
  );
  return r.saldo_final;
};

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarDosMeses(e);
});
afterAll(() => e.t.cerrar());

describe('liquidación de impuestos', () => {
  it('settles the month before from its registers: a saldo a favor of 660.01 and the IR at 1.5 %', async () => {
    const l = await liquidacion(periodoAnterior);
    expect(importes(l)).toMatchObject({
      ventas_gravadas: '2000.00',
      debito_fiscal: '360.00',
      compras_gravadas: '5000.00',
      credito_gravadas: '900.00',
      igv_mixta: '180.00',
      prorrata: '0.6667',
      credito_mixta: '120.01',
      credito_fiscal: '1020.01',
      tributo_resultante: '-660.01',
      saldo_anterior: '0.00',
      igv_a_pagar: '0.00',
      saldo_siguiente: '660.01',
      ingresos_netos: '3000.00',
      tasa: '1.5',
      renta_a_pagar: '45.00',
      total_a_pagar: '45.00',
    });
    expect([l.regimen, l.igv_a_pagar, l.saldo_siguiente, l.asiento_cuo]).toEqual([
      'general',
      '0.00',
      '660.01',
      null,
    ]);
  });

  it('carries that credit into this month and applies the percepción read from 40113', async () => {
    const l = await liquidacion(periodo);
    expect(importes(l)).toMatchObject({
      debito_fiscal: '3600.00',
      credito_gravadas: '2430.00',
      igv_mixta: '0.00',
      prorrata: '0.9565',
      credito_fiscal: '2430.00',
      tributo_resultante: '1170.00',
      saldo_anterior: '660.01',
      credito_aplicado: '660.01',
      percepciones: '50.00',
      percepciones_aplicadas: '50.00',
      retenciones: '0.00',
      igv_a_pagar: '459.99',
      saldo_siguiente: '0.00',
      renta_a_pagar: '300.00',
      total_a_pagar: '759.99',
    });
    const fuente = (c: string) => l.lineas.find((x) => x.codigo === c)?.fuente;
    expect(fuente('debito_fiscal')).toContain('Registro de ventas 14.1');
    expect(fuente('credito_gravadas')).toContain('Registro de compras 8.1');
    expect(fuente('credito_gravadas')).toContain('2 documentos');
    expect(fuente('percepciones')).toContain('40113');
    expect(fuente('saldo_anterior')).toContain('calculadas de los registros');
  });

  it('takes the pago a cuenta by régimen: MYPE 1 % under 300 UIT, RER 1.5 %, NRUS nothing, coefficient when higher', async () => {
    const mype = await liquidacion(periodo, { r: 'mype' });
    expect([importes(mype).tasa, mype.renta_a_pagar]).toEqual(['1', '200.00']);
    expect(importes(mype).ingresos_anio).toBe(
      periodo.slice(0, 4) === periodoAnterior.slice(0, 4) ? '23000.00' : '20000.00',
    );
    expect((await liquidacion(periodo, { r: 'rer' })).renta_a_pagar).toBe('300.00');
    const nrus = await liquidacion(periodo, { r: 'nrus' });
    expect([nrus.renta_a_pagar, nrus.total_a_pagar]).toEqual(['0.00', '459.99']);
    expect((await liquidacion(periodo, { c: '0.0200' })).renta_a_pagar).toBe('400.00');
  });

  it('refuses a bad period or coefficient in Spanish', async () => {
    for (const [vars, texto] of [
      [{ p: '2026-3' }, 'El periodo no es válido (AAAAMM)'],
      [{ p: periodo, c: '1.5' }, 'El coeficiente es un número entre 0 y 1 con hasta 4 decimales'],
      [{ p: '199001' }, 'No hay UIT registrada para el año 1990'],
    ] as const) {
      const r = await e.t.gql(LIQUIDACION, vars, { token: e.ana });
      expect([codigo(r), mensaje(r)]).toEqual(['BAD_USER_INPUT', texto]);
    }
  });

  it('prints the settlement as a PDF and an Excel with the figures and their sources', async () => {
    const pdf = await consultar<{ nombre: string; mime: string; base64: string }>(PDF, { p: periodo });
    expect([pdf.nombre, pdf.mime]).toEqual([`liquidacion-impuestos-${periodo}.pdf`, 'application/pdf']);
    const texto = await textoDePdf(Buffer.from(pdf.base64, 'base64'));
    for (const t of [
      'ANDINA S.A.C.',
      'LIQUIDACIÓN DE IMPUESTOS',
      'IGV débito fiscal',
      '3,600.00',
      'IGV a pagar',
      '459.99',
      'Saldo a favor del periodo anterior',
      '660.01',
    ])
      expect(texto).toContain(t);
    const excel = await consultar<{ nombre: string; base64: string }>(EXCEL, { p: periodo });
    expect(excel.nombre).toMatch(
      new RegExp(`^liquidacion-impuestos-${periodo}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`),
    );
    const filas = await filasDeExcel(excel.base64);
    expect(filas[1]).toEqual(['Tributo', 'Concepto', 'Importe S/', 'Origen']);
    const fila = (concepto: string) => filas.find((f) => f[1] === concepto);
    expect(fila('IGV a pagar')?.[2]).toBe('459.99');
    expect(fila('Prorrata: ventas gravadas y exportaciones / ventas totales: 0.9565')?.[2]).toBeFalsy();
    expect(fila('Pago a cuenta del impuesto a la renta')?.slice(0, 3)).toEqual([
      'Renta',
      'Pago a cuenta del impuesto a la renta',
      '300',
    ]);
  });
});

describe('asiento de la liquidación', () => {
  it('posts the month before: the mixta IGV to 40111 by the prorrata and the rest to 6411, leaving 40111 at the credit', async () => {
    const o = await consultar<{
      cuo: string;
      periodo: string;
      glosa: string;
      lineas: { cuenta: string; debe: string; haber: string }[];
    }>(REGISTRAR, { p: periodoAnterior });
    expect(o.periodo).toBe(periodoAnterior);
    expect(o.cuo).toMatch(new RegExp(`^0501${periodoAnterior}\\d{6}$`));
    expect(o.lineas.map((x) => [x.cuenta, x.debe, x.haber])).toEqual([
      ['40111', '120.01', '0.00'],
      ['6411', '59.99', '0.00'],
      ['40117', '0.00', '180.00'],
    ]);
    expect((await liquidacion(periodoAnterior)).asiento_cuo).toBe(o.cuo);
  });

  it('posts this month’s percepción to 40111, whose balance is then the IGV to pay; the figures do not move', async () => {
    const antes = await liquidacion(periodo);
    const o = await consultar<{ lineas: { cuenta: string; debe: string; haber: string }[] }>(REGISTRAR, {
      p: periodo,
    });
    expect(o.lineas.map((x) => [x.cuenta, x.debe, x.haber])).toEqual([
      ['40111', '50.00', '0.00'],
      ['40113', '0.00', '50.00'],
    ]);
    const despues = await liquidacion(periodo);
    expect(importes(despues)).toEqual(importes(antes));
    expect(new Decimal(await saldo40111()).toFixed(2)).toBe('-459.99');
  });

  it('refuses a second entry for the period and a month with nothing to move, writing nothing', async () => {
    const r = await e.t.gql(REGISTRAR, { p: periodo }, { token: e.ana });
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toMatch(/ya tiene su asiento \(CUO 0501\d+\): anúlelo en asientos varios/);
    const vacio = await e.t.gql(REGISTRAR, { p: periodo }, { token: e.beto });
    expect(mensaje(vacio)).toContain('no tiene importes que trasladar a la cuenta del IGV');
    expect(new Decimal(await saldo40111()).toFixed(2)).toBe('-459.99');
  });
});

describe('DAOT', () => {
  const mismoAnio = periodo.slice(0, 4) === periodoAnterior.slice(0, 4);
  const anio = periodo.slice(0, 4);

  it('lists the customers of the year above 2 UIT, base without IGV compared', async () => {
    const d = await consultar<Daot>(DAOT, { a: anio, t: 'ingresos' });
    expect(d.umbral).toBe(new Decimal(d.uit).times(2).toFixed(2));
    expect(d.terceros).toEqual([
      {
        tipo_documento: '6',
        numero_documento: CLIENTE.numero,
        nombre: 'SUPERMERCADOS PERUANOS S.A.',
        documentos: mismoAnio ? 3 : 1,
        base: mismoAnio ? '22000.00' : '20000.00',
        igv: mismoAnio ? '3960.00' : '3600.00',
        no_gravada: mismoAnio ? '1000.00' : '0.00',
        monto: mismoAnio ? '23000.00' : '20000.00',
        total: mismoAnio ? '26960.00' : '23600.00',
      },
    ]);
  });

  it('lists the suppliers above 2 UIT (BETA with 11,500), not those below', async () => {
    const d = await consultar<Daot>(DAOT, { a: anio, t: 'costos' });
    expect(d.terceros.map((t) => [t.numero_documento, t.monto, t.igv])).toEqual([
      [OTRO_PROVEEDOR.numero, '11500.00', '2070.00'],
    ]);
    const excel = await consultar<{ nombre: string; base64: string }>(EXCEL_DAOT, { a: anio, t: 'costos' });
    expect(excel.nombre).toMatch(new RegExp(`^daot-costos-${anio}-`));
    const filas = await filasDeExcel(excel.base64);
    expect(filas[1]?.slice(0, 4)).toEqual(['Tipo doc.', 'Número', 'Nombre o razón social', 'Documentos']);
    expect(filas[2]?.slice(0, 9)).toEqual([
      '6',
      OTRO_PROVEEDOR.numero,
      'BETA S.A.',
      '1',
      '11500',
      '2070',
      '0',
      '11500',
      '13570',
    ]);
  });

  it('refuses a bad year', async () => {
    const r = await e.t.gql(DAOT, { a: '26', t: 'costos' }, { token: e.ana });
    expect([codigo(r), mensaje(r)]).toEqual(['BAD_USER_INPUT', 'Indique el año de la DAOT (AAAA)']);
  });
});

describe('tenancy and permissions', () => {
  it('shows another company only its own books', async () => {
    const l = await liquidacion(periodo, {}, e.beto);
    expect(l.lineas.every((x) => x.tipo !== 'monto' || x.importe === '0.00')).toBe(true);
    expect((await consultar<Daot>(DAOT, { a: periodo.slice(0, 4), t: 'ingresos' }, e.beto)).terceros).toEqual(
      [],
    );
  });

  it('answers FORBIDDEN to a role without accounting permissions', async () => {
    await esperarProhibido(e.t, e.facturador, [
      [LIQUIDACION, { p: periodo }],
      [PDF, { p: periodo }],
      [EXCEL, { p: periodo }],
      [REGISTRAR, { p: periodo }],
      [DAOT, { a: '2026', t: 'costos' }],
      [EXCEL_DAOT, { a: '2026', t: 'costos' }],
    ]);
  });
});
