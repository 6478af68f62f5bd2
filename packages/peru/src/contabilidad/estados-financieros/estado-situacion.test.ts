import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { estadoSituacionFinanciera, lineaDeSituacion } from './estado-situacion.ts';
import { MES, saldo } from './mes-de-prueba.ts';

describe('lineaDeSituacion', () => {
  it.each<[string, string, string, string, string]>([
    ['cash', '1041', '500', 'efectivo', '500'],
    ['a bank overdraft', '1042', '-500', 'obligaciones_financieras', '500'],
    ['receivables', '1212', '100', 'cxc_comerciales', '100'],
    ['advances from customers', '122', '-80', 'otras_cxp', '80'],
    ['doubtful trade receivables', '1911', '-30', 'cxc_comerciales', '-30'],
    ['doubtful other receivables', '1941', '-20', 'otras_cxc', '-20'],
    ['staff receivables', '1411', '40', 'otras_cxc', '40'],
    ['prepaid services', '1821', '60', 'gastos_anticipados', '60'],
    ['goods', '20111', '400', 'inventarios', '400'],
    ['impairment of stock', '2911', '-10', 'inventarios', '-10'],
    ['held for sale (NIIF 5)', '272', '70', 'mantenidos_venta', '70'],
    ['equipment', '3361', '900', 'ppe', '900'],
    ['its depreciation', '39521', '-90', 'ppe', '-90'],
    ['amortisation', '3961', '-15', 'intangibles', '-15'],
    ['software', '3431', '150', 'intangibles', '150'],
    ['deferred assets', '371', '25', 'activos_diferidos', '25'],
    ['IGV payable', '40111', '-54', 'tributos', '54'],
    ['IGV in favour', '40111', '54', 'otras_cxc', '54'],
    ['wages payable', '4111', '-300', 'remuneraciones', '300'],
    ['suppliers', '4212', '-1416', 'cxp_comerciales', '1416'],
    ['advances to suppliers', '4221', '200', 'otras_cxc', '200'],
    ['loans', '4511', '-5000', 'obligaciones_financieras', '5000'],
    ['loans paid in excess stay where they are', '4511', '10', 'obligaciones_financieras', '-10'],
    ['sundry payables', '4699', '-35', 'otras_cxp', '35'],
    ['provisions', '481', '-12', 'provisiones', '12'],
    ['capital', '501', '-10000', 'capital', '10000'],
    ['legal reserve', '582', '-100', 'reservas', '100'],
    ['accumulated losses', '592', '250', 'resultados_acumulados', '-250'],
  ])('%s: %s with balance %s', (_caso, cuenta, saldoDeudor, linea, importe) => {
    const r = lineaDeSituacion(cuenta, new Decimal(saldoDeudor));
    expect([r.linea.codigo, r.importe.toString()]).toEqual([linea, importe]);
  });
});

describe('estadoSituacionFinanciera', () => {
  const esf = estadoSituacionFinanciera(MES, MES);
  const importe = (codigo: string) =>
    esf.secciones.flatMap((s) => s.lineas).find((l) => l.codigo === codigo)?.importe;

  it('adds up the month: activo 12,170 = pasivo 1,470 + patrimonio 10,700 with the utilidad of 700', () => {
    expect([importe('efectivo'), importe('cxc_comerciales'), importe('inventarios')]).toEqual([
      '10000.00',
      '1770.00',
      '400.00',
    ]);
    expect([
      importe('tributos'),
      importe('cxp_comerciales'),
      importe('capital'),
      importe('resultado_periodo'),
    ]).toEqual(['54.00', '1416.00', '10000.00', '700.00']);
    expect(esf).toMatchObject({
      totalActivo: '12170.00',
      totalPasivo: '1470.00',
      totalPatrimonio: '10700.00',
      totalPasivoPatrimonio: '12170.00',
      resultadoPeriodo: '700.00',
      diferencia: '0.00',
    });
    expect(esf.secciones.map((s) => s.total)).toEqual(['12170.00', '0.00', '1470.00', '0.00', '10700.00']);
    expect(importe('resultados_no_cerrados')).toBeUndefined();
  });

  it('keeps earlier unclosed results apart from the period’s, and still balances', () => {
    // A sale of 500 collected in an earlier month, never closed.
    const acumulado = [
      ...MES.filter((s) => s.cuenta !== '1041'),
      saldo('1041', '10500.00'),
      saldo('70122', '0.00', '500.00'),
    ];
    const r = estadoSituacionFinanciera(acumulado, MES);
    expect(r.resultadoPeriodo).toBe('700.00');
    const lineas = r.secciones.flatMap((s) => s.lineas);
    expect(lineas.find((l) => l.codigo === 'resultados_no_cerrados')?.importe).toBe('500.00');
    expect([r.totalActivo, r.totalPasivoPatrimonio, r.diferencia]).toEqual(['12670.00', '12670.00', '0.00']);
  });

  it('moves an overdraft and IGV in favour to their sides without unbalancing', () => {
    const r = estadoSituacionFinanciera(
      [
        saldo('1041', '100.00'),
        saldo('1042', '0.00', '300.00'),
        saldo('40111', '18.00'),
        saldo('4212', '0.00', '118.00'),
        saldo('6011', '300.00'),
      ],
      [],
    );
    const lineas = r.secciones.flatMap((s) => s.lineas);
    const de = (c: string) => lineas.find((l) => l.codigo === c)?.importe;
    expect([de('efectivo'), de('obligaciones_financieras'), de('otras_cxc')]).toEqual([
      '100.00',
      '300.00',
      '18.00',
    ]);
    expect([r.totalActivo, r.totalPasivoPatrimonio, r.diferencia]).toEqual(['118.00', '118.00', '0.00']);
  });

  it('lists every section in order', () => {
    expect(esf.secciones.map((s) => s.titulo)).toEqual([
      'Activo corriente',
      'Activo no corriente',
      'Pasivo corriente',
      'Pasivo no corriente',
      'Patrimonio',
    ]);
  });
});
