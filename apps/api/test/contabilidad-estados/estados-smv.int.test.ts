import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import {
  type Archivo,
  archivo,
  consultor,
  ER,
  type Er,
  ESF,
  type Esf,
  type EsfSmv,
  importes,
  SMV_EDR,
  SMV_ESF,
} from './consultas-estados.ts';
import { periodo, registrarMes } from './mes-contable.ts';

let e: Escenario;
const mes = { d: periodo, h: periodo };

const consultarComo = consultor(() => e);
const consultar = <T>(query: string, variables: Record<string, unknown> = mes, token?: string) =>
  consultarComo<T>(query, variables, token);

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarMes(e);
});
afterAll(() => e.t.cerrar());

describe('SMV formats', () => {
  it('presents the month’s balance sheet in SMV’s rubros with the totals of the estado de situación', async () => {
    const smv = await consultar<EsfSmv>(SMV_ESF);
    const esf = await consultar<Esf>(ESF);
    const rubros = smv.secciones.flatMap((s) => s.lineas);
    expect(importes(rubros)).toMatchObject({
      '1.101': '10000.00',
      '1.103': '2360.00',
      '1.104': '0.00',
      '1.107': '400.00',
      '1.303': '1534.00',
      '1.306': '126.00',
      '1.701': '10000.00',
      '1.707': '1100.00',
    });
    expect(rubros.find((r) => r.codigo === '1.103')?.cuentas).toBe('1212');
    expect(smv.secciones.map((s) => s.codigo)).toEqual(['1.100', '1.200', '1.300', '1.400', '1.700']);
    const { resultado_periodo: _, secciones, ...totales } = esf;
    expect(smv).toMatchObject(totales);
    expect(smv.secciones.map((s) => s.total)).toEqual(secciones.map((s) => s.total));
    expect([smv.total_activo, smv.total_pasivo_patrimonio, smv.diferencia]).toEqual([
      '12760.00',
      '12760.00',
      '0.00',
    ]);
  });

  it('presents the estado de resultados por función with the same net result', async () => {
    const edr = await consultar<Er>(SMV_EDR);
    expect(importes(edr.lineas)).toMatchObject({
      ventas_netas: '2000.00',
      ingresos_ordinarios: '2000.00',
      costo_ventas: '-600.00',
      ganancia_bruta: '1400.00',
      gastos_ventas: '-100.00',
      gastos_administracion: '-200.00',
      ganancia_operativa: '1100.00',
      ganancia_neta: '1100.00',
    });
    expect(edr.resultado).toBe((await consultar<Er>(ER, { ...mes, t: 'funcion' })).resultado);
  });

  it('exports both to Excel and PDF under SMV’s numbers', async () => {
    const descargar = (campo: string) => consultar<Archivo>(archivo(campo));
    const esf = await descargar('excelSmvEsf');
    expect(esf.nombre).toMatch(new RegExp(`^smv-estado-situacion-financiera-${periodo}-${periodo}-`));
    const filas = await filasDeExcel(esf.base64);
    expect(filas.find((f) => f[0] === '1.101 Efectivo y equivalentes de efectivo')?.slice(1)).toEqual([
      '1041',
      '10000',
    ]);
    expect(filas.find((f) => f[0] === 'TOTAL PASIVO Y PATRIMONIO')?.[2]).toBe('12760');
    const edr = await filasDeExcel((await descargar('excelSmvEdr')).base64);
    expect(edr.find((f) => f[0] === 'Ganancia (pérdida) neta del ejercicio')?.[2]).toBe('1100');
    for (const [campo, titulo, cifra] of [
      ['pdfSmvEsf', 'ESTADO DE SITUACIÓN FINANCIERA (FORMATO SMV)', '12,760.00'],
      ['pdfSmvEdr', 'ESTADO DE RESULTADOS (FORMATO SMV)', '1,100.00'],
    ] as const) {
      const a = await descargar(campo);
      expect(a.mime).toBe('application/pdf');
      const texto = await textoDePdf(Buffer.from(a.base64, 'base64'));
      expect(texto).toContain(titulo);
      expect(texto).toContain(cifra);
    }
  });

  it('shows another company only its own books', async () => {
    const smv = await consultar<EsfSmv>(SMV_ESF, mes, e.beto);
    const rubros = importes(smv.secciones.flatMap((s) => s.lineas));
    expect([rubros['1.101'], rubros['1.103'], rubros['1.707'], smv.total_activo]).toEqual([
      '0.00',
      '999.00',
      '999.00',
      '999.00',
    ]);
    expect((await consultar<Er>(SMV_EDR, mes, e.beto)).resultado).toBe('999.00');
  });

  it('refuses a bad range in Spanish and a role without accounting permissions', async () => {
    for (const query of [SMV_ESF, SMV_EDR, archivo('excelSmvEsf'), archivo('pdfSmvEdr')]) {
      const r = await e.t.gql(query, { d: periodo, h: '2020-01' }, { token: e.ana });
      expect([codigo(r), mensaje(r)]).toEqual([
        'BAD_USER_INPUT',
        'Indique un rango de periodos válido (AAAAMM)',
      ]);
      expect(codigo(await e.t.gql(query, mes, { token: e.facturador }))).toBe('FORBIDDEN');
    }
  });
});
