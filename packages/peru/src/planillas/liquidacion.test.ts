import { describe, expect, it } from 'vitest';
import { calcularLiquidacion, type EntradaLiquidacion } from './liquidacion.ts';

/** Hired 01-02-2023, basic 2,500 + AF 113 = 2,613, AFP Integra (flujo), cese 20-09-2025. */
const entrada: EntradaLiquidacion = {
  regimenLaboral: 'general',
  pension: { sistema: 'afp', afp: 'INTEGRA', comision: 'flujo' },
  salud: 'essalud',
  fechaIngreso: '2023-02-01',
  fechaCese: '2025-09-20',
  remuneracionComputable: '2613',
  vacacionesPendientes: [{ dias: 30, vencida: false }],
};

describe('calcularLiquidacion', () => {
  /**
   * CTS trunca May–Oct 2025: May–Aug + 20 days = 140 days; computable 2,613 + July's gratificación / 6
   * (2,613 / 6 = 435.50) = 3,048.50 × 140 / 360 = 1,185.527… → 1,185.53.
   * Gratificación trunca Jul–Dec: July and August = 2 sixths = 871.00; bonificación 9 % = 78.39.
   * Vacaciones truncas from 01-02-2025: 7 months 20 days = 2,613 × 230 / 360 = 1,669.416… → 1,669.42.
   * Pending record 2024–2025, 30 days: 2,613.00.
   * AFP on 1,669.42 + 2,613 = 4,282.42: aporte 428.24, prima 1.37 % = 58.669 → 58.67, comisión 1.55 % =
   * 66.377 → 66.38; total 553.29. Ingresos 6,417.34; neto 5,864.05.
   */
  it('settles CTS, gratificación and vacaciones truncas, pending vacations and the AFP on them', () => {
    const l = calcularLiquidacion(entrada);
    expect(l.ctsTrunca).toMatchObject({
      meses: 4,
      dias: 20,
      remuneracionComputable: '3048.50',
      cts: '1185.53',
    });
    expect(l.gratificacionTrunca).toMatchObject({
      mesesCompletos: 2,
      gratificacion: '871.00',
      bonificacionExtraordinaria: '78.39',
    });
    expect(l.vacacionesTruncas).toMatchObject({ meses: 7, dias: 20, importe: '1669.42' });
    expect(l.ingresos.map((i) => [i.codigo, i.plame, i.importe])).toEqual([
      ['cts', '0904', '1185.53'],
      ['gratificacion_trunca', '0405', '871.00'],
      ['bonificacion_extraordinaria', '0312', '78.39'],
      ['vacaciones_truncas', '0114', '1669.42'],
      ['remuneracion_vacacional', '0118', '2613.00'],
    ]);
    expect(l.basePension).toBe('4282.42');
    expect(l.pension.lineas.map((p) => p.importe)).toEqual(['428.24', '58.67', '66.38']);
    expect(l).toMatchObject({ totalIngresos: '6417.34', neto: '5864.05' });
  });

  it('adds the indemnity of overdue vacations outside the pension base', () => {
    const l = calcularLiquidacion({ ...entrada, vacacionesPendientes: [{ dias: 30, vencida: true }] });
    expect(l.vacacionesPendientes).toEqual({ remuneracion: '2613.00', indemnizacion: '2613.00' });
    expect(l.basePension).toBe('4282.42');
    expect(l.totalIngresos).toBe('9030.34');
  });

  it('adds a given dismissal indemnity outside the pension base and to the net in full', () => {
    const sin = calcularLiquidacion(entrada);
    const l = calcularLiquidacion({ ...entrada, indemnizacionDespido: '4500.50' });
    expect(l.ingresos).toContainEqual({
      codigo: 'indemnizacion_despido',
      nombre: 'Indemnización por despido arbitrario',
      importe: '4500.50',
    });
    expect(l.basePension).toBe(sin.basePension);
    // 6,417.34 + 4,500.50; the net grows by the same amount.
    expect(l).toMatchObject({ totalIngresos: '10917.84', neto: '10364.55' });
  });

  it('settles a gratificación not yet due at the cese and leaves it out of the CTS', () => {
    // Cese 10-07-2025: July's gratificación (full semester, 2,613 + 9 % = 235.17) is settled here.
    const l = calcularLiquidacion({ ...entrada, fechaCese: '2025-07-10', vacacionesPendientes: [] });
    // May, June + 10 days = 70 days × 2,613 / 360 = 508.083… → 508.08, without a sixth of gratificación
    expect(l.ctsTrunca).toMatchObject({ meses: 2, dias: 10, sextoGratificacion: '0.00', cts: '508.08' });
    expect(l.gratificacionTrunca.gratificacion).toBe('0.00');
    expect(l.ingresos.map((i) => [i.codigo, i.importe])).toEqual([
      ['cts', '508.08'],
      ['gratificacion', '2613.00'],
      ['bonificacion_extraordinaria', '235.17'],
      // 01-02-2025 to 10-07-2025: 5 months 10 days = 2,613 × 160 / 360 = 1,161.33
      ['vacaciones_truncas', '1161.33'],
    ]);
    const pagada = calcularLiquidacion({
      ...entrada,
      fechaCese: '2025-07-10',
      gratificacionJulioPagada: true,
    });
    expect(pagada.gratificacionPendiente).toBeNull();
  });

  it('gives a microempresa worker only the vacaciones truncas, at 15 days a year', () => {
    const l = calcularLiquidacion({
      ...entrada,
      regimenLaboral: 'microempresa',
      salud: 'sis',
      pension: { sistema: 'onp' },
      vacacionesPendientes: [],
    });
    // 1,306.50 × 230 / 360 = 834.708… → 834.71 ; ONP 13 % = 108.51
    expect(l.ingresos.map((i) => [i.codigo, i.importe])).toEqual([['vacaciones_truncas', '834.71']]);
    expect(l).toMatchObject({ totalIngresos: '834.71', neto: '726.20' });
  });
});
