import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { estadoResultados } from './estado-resultados.ts';
import { estadoSituacionFinanciera, lineaDeSituacion } from './estado-situacion.ts';
import { estadoResultadosSmv, estadoSituacionSmv, rubroSmvDe } from './estados-smv.ts';
import { LINEAS_RESULTADOS } from './lineas-resultados.ts';
import { LINEAS_SITUACION, RESULTADO_PERIODO, RESULTADOS_ANTERIORES } from './lineas-situacion.ts';
import { MES, saldo } from './mes-de-prueba.ts';
import { RUBROS_SMV_EDR, SECCIONES_SMV_ESF } from './rubros-smv.ts';

const RUBROS_ESF = SECCIONES_SMV_ESF.flatMap((s) => s.rubros);

describe('rubroSmvDe for the balance sheet', () => {
  it.each<[string, string, string, string]>([
    ['cash', '1041', '500', '1.101'],
    ['a bank overdraft', '1042', '-500', '1.301'],
    ['bank loans', '4511', '-5000', '1.302'],
    ['trade receivables', '1212', '100', '1.103'],
    ['their doubtful part', '1911', '-30', '1.103'],
    ['trade receivables from related parties', '1321', '100', '1.104'],
    ['their doubtful part', '1921', '-10', '1.104'],
    ['sundry receivables from related parties', '1711', '80', '1.104'],
    ['an advance to a related supplier', '4321', '60', '1.104'],
    ['staff receivables', '1411', '40', '1.106'],
    ['IGV in favour', '40111', '54', '1.106'],
    ['goods', '20111', '400', '1.107'],
    ['held for sale', '272', '70', '1.112'],
    ['prepaid services', '1821', '60', '1.116'],
    ['shares held long term', '3011', '900', '1.202'],
    ['deferred income tax asset', '371', '25', '1.205'],
    ['deferred interest', '373', '5', '1.217'],
    ['biological assets', '3511', '300', '1.208'],
    ['investment property', '3111', '800', '1.210'],
    ['equipment', '3361', '900', '1.213'],
    ['right-of-use assets', '3211', '400', '1.213'],
    ['software', '3431', '150', '1.214'],
    ['goodwill', '3471', '500', '1.216'],
    ['suppliers', '4212', '-1416', '1.303'],
    ['related suppliers', '4321', '-300', '1.304'],
    ['sundry payables to related parties', '4711', '-90', '1.304'],
    ['an advance from a related customer', '1321', '-20', '1.304'],
    ['an advance from a customer', '1221', '-80', '1.306'],
    ['income tax payable', '40171', '-120', '1.305'],
    ['participations payable', '4131', '-35', '1.305'],
    ['IGV payable', '40111', '-54', '1.306'],
    ['wages payable', '4111', '-300', '1.306'],
    ['sundry payables', '4699', '-35', '1.306'],
    ['provisions', '481', '-12', '1.409'],
    ['deferred income tax liability', '491', '-18', '1.405'],
    ['deferred income', '496', '-40', '1.416'],
    ['capital', '501', '-10000', '1.701'],
    ['revaluation surplus', '571', '-200', '1.704'],
    ['legal reserve', '582', '-100', '1.705'],
    ['statutory reserve', '584', '-50', '1.706'],
    ['accumulated losses', '592', '250', '1.707'],
  ])('%s: %s with balance %s', (_caso, cuenta, saldoDeudor, rubro) => {
    const { linea } = lineaDeSituacion(cuenta, new Decimal(saldoDeudor));
    expect(rubroSmvDe(RUBROS_ESF, linea.codigo, cuenta).codigo).toBe(rubro);
  });
});

describe('the SMV mappings as data', () => {
  const lineasEsf = new Map(LINEAS_SITUACION.map((l) => [l.codigo, l.seccion]));
  lineasEsf.set(RESULTADOS_ANTERIORES.codigo, 'patrimonio');
  lineasEsf.set(RESULTADO_PERIODO.codigo, 'patrimonio');

  it('takes every ESF line into a rubro of the same section', () => {
    for (const s of SECCIONES_SMV_ESF)
      for (const r of s.rubros)
        for (const f of r.de) expect([r.codigo, lineasEsf.get(f.linea)]).toEqual([r.codigo, s.seccion]);
    for (const linea of lineasEsf.keys())
      expect(RUBROS_ESF.some((r) => r.de.some((f) => f.linea === linea && !f.prefijos))).toBe(true);
  });

  it('takes every detail line of the ER por función into exactly one rubro by default', () => {
    const detalle = LINEAS_RESULTADOS.funcion.filter((l) => !l.subtotal).map((l) => l.codigo);
    for (const linea of detalle)
      expect([
        linea,
        RUBROS_SMV_EDR.filter((r) => r.de.some((f) => f.linea === linea && !f.prefijos)).length,
      ]).toEqual([linea, 1]);
    const fuentes = RUBROS_SMV_EDR.flatMap((r) => r.de.map((f) => f.linea));
    expect(fuentes.filter((f) => !detalle.includes(f))).toEqual([]);
  });
});

/** Balances that reach every kind of rubro: related parties, overdraft, deferred tax, reserves. */
const VARIADO = [
  ...MES,
  saldo('1042', '0.00', '300.00'),
  saldo('1321', '250.00'),
  saldo('1921', '0.00', '10.00'),
  saldo('4321', '0.00', '420.00'),
  saldo('4711', '0.00', '90.00'),
  saldo('1221', '0.00', '80.00'),
  saldo('371', '25.00'),
  saldo('3011', '900.00'),
  saldo('3361', '1200.00'),
  saldo('39521', '0.00', '120.00'),
  saldo('3471', '500.00'),
  saldo('40171', '0.00', '120.00'),
  saldo('4131', '0.00', '35.00'),
  saldo('4511', '0.00', '2000.00'),
  saldo('491', '0.00', '18.00'),
  saldo('496', '0.00', '40.00'),
  saldo('582', '0.00', '100.00'),
  saldo('584', '0.00', '50.00'),
  saldo('571', '0.00', '200.00'),
  saldo('592', '250.00'),
];

describe('estadoSituacionSmv', () => {
  it.each([
    ['the worked month', MES, MES],
    ['varied balances with earlier unclosed results', [...VARIADO, saldo('70122', '0.00', '500.00')], MES],
    ['balances that do not square (a half-posted month)', [saldo('1041', '100.00')], []],
  ])('shows the same totals as the estado de situación financiera: %s', (_caso, acumulado, delPeriodo) => {
    const esf = estadoSituacionFinanciera(acumulado, delPeriodo);
    const smv = estadoSituacionSmv(acumulado, delPeriodo);
    expect({
      activo: smv.totalActivo,
      pasivo: smv.totalPasivo,
      patrimonio: smv.totalPatrimonio,
      pasivoPatrimonio: smv.totalPasivoPatrimonio,
      diferencia: smv.diferencia,
      secciones: smv.secciones.map((s) => s.total),
    }).toEqual({
      activo: esf.totalActivo,
      pasivo: esf.totalPasivo,
      patrimonio: esf.totalPatrimonio,
      pasivoPatrimonio: esf.totalPasivoPatrimonio,
      diferencia: esf.diferencia,
      secciones: esf.secciones.map((s) => s.total),
    });
  });

  it('balances the worked month, activo = pasivo + patrimonio, with the period’s result accumulated', () => {
    const smv = estadoSituacionSmv(MES, MES);
    expect([smv.totalActivo, smv.totalPasivoPatrimonio, smv.diferencia]).toEqual([
      '12170.00',
      '12170.00',
      '0.00',
    ]);
    const rubro = (c: string) => smv.secciones.flatMap((s) => s.lineas).find((l) => l.codigo === c);
    expect(rubro('1.101')).toMatchObject({ importe: '10000.00', cuentas: '1041' });
    expect(rubro('1.707')).toMatchObject({ importe: '700.00', cuentas: '6–9' });
    expect(rubro('1.108')).toMatchObject({ importe: '0.00', cuentas: '' });
  });

  it('splits related parties, the overdraft, deferred tax and reserves into their rubros', () => {
    const smv = estadoSituacionSmv(VARIADO, MES);
    const importes = Object.fromEntries(
      smv.secciones.flatMap((s) => s.lineas).map((l) => [l.codigo, l.importe]),
    );
    expect(importes).toMatchObject({
      '1.101': '10000.00',
      '1.103': '1770.00',
      '1.104': '240.00',
      '1.202': '900.00',
      '1.205': '25.00',
      '1.213': '1080.00',
      '1.216': '500.00',
      '1.301': '300.00',
      '1.302': '2000.00',
      '1.303': '1416.00',
      '1.304': '510.00',
      '1.305': '155.00',
      '1.306': '134.00',
      '1.405': '18.00',
      '1.416': '40.00',
      '1.704': '200.00',
      '1.705': '100.00',
      '1.706': '50.00',
      '1.707': '450.00',
    });
  });
});

describe('estadoResultadosSmv', () => {
  /** A year with other income (75), exchange differences (776, 976), financial costs and income tax. */
  const ANIO = [
    ...MES,
    saldo('7541', '0.00', '300.00'),
    saldo('7311', '0.00', '20.00'),
    saldo('7721', '0.00', '15.00'),
    saldo('776', '0.00', '40.00'),
    saldo('95', '90.00'),
    saldo('96', '10.00'),
    saldo('97', '60.00'),
    saldo('976', '25.00'),
    saldo('7411', '30.00'),
    saldo('8811', '150.00'),
  ];

  it.each([
    ['the worked month', MES],
    ['a year with every kind of line', ANIO],
    ['a year after its closing entries', [...ANIO, saldo('891', '0.00', '100.00'), saldo('591', '100.00')]],
  ])('gives the net result of the ER por función: %s', (_caso, saldos) => {
    expect(estadoResultadosSmv(saldos).resultado).toBe(estadoResultados('funcion', saldos).resultado);
  });

  it('presents the year in SMV’s rubros with their subtotals', () => {
    const edr = estadoResultadosSmv(ANIO);
    const importe = (c: string) => edr.lineas.find((l) => l.codigo === c)?.importe;
    expect(
      [
        'ventas_netas',
        'otros_ingresos_operacionales',
        'ingresos_ordinarios',
        'costo_ventas',
        'ganancia_bruta',
        'gastos_ventas',
        'gastos_administracion',
        'otros_ingresos_operativos',
        'otros_gastos_operativos',
        'ganancia_operativa',
        'ingresos_financieros',
        'gastos_financieros',
        'diferencia_cambio',
        'ganancia_antes_impuestos',
        'impuesto',
        'ganancia_neta',
      ].map((c) => [c, importe(c)]),
    ).toEqual([
      ['ventas_netas', '1470.00'],
      ['otros_ingresos_operacionales', '300.00'],
      ['ingresos_ordinarios', '1770.00'],
      ['costo_ventas', '-600.00'],
      ['ganancia_bruta', '1170.00'],
      ['gastos_ventas', '-90.00'],
      ['gastos_administracion', '-200.00'],
      ['otros_ingresos_operativos', '20.00'],
      ['otros_gastos_operativos', '-10.00'],
      ['ganancia_operativa', '890.00'],
      ['ingresos_financieros', '15.00'],
      ['gastos_financieros', '-60.00'],
      ['diferencia_cambio', '15.00'],
      ['ganancia_antes_impuestos', '860.00'],
      ['impuesto', '-150.00'],
      ['ganancia_neta', '710.00'],
    ]);
    expect(edr.lineas.some((l) => l.codigo === 'cierre')).toBe(false);
    expect(edr.lineas.find((l) => l.codigo === 'diferencia_cambio')?.cuentas).toBe('776, 976');
  });
});
