import { describe, expect, it } from 'vitest';
import {
  type BoletaMensual,
  type Contrato,
  calcularBoletaMensual,
  clasificarSobretiempo,
  diasDeVinculo,
  type EntradaBoletaMensual,
} from './boleta-mensual.ts';
import { CONCEPTOS_PLANILLA } from './conceptos.ts';

const contrato: Contrato = {
  regimenLaboral: 'general',
  remuneracionBasica: '4000',
  asignacionFamiliar: false,
  pension: { sistema: 'onp' },
  salud: 'essalud',
  fechaIngreso: '2020-01-01',
};

const boleta = (e: Partial<Omit<EntradaBoletaMensual, 'contrato'>> & { contrato?: Partial<Contrato> }) =>
  calcularBoletaMensual({ periodo: '202508', ...e, contrato: { ...contrato, ...e.contrato } });

const importes = (lineas: BoletaMensual['ingresos']) =>
  Object.fromEntries(lineas.map((l) => [l.codigo, l.importe]));

describe('diasDeVinculo (30-day month)', () => {
  it.each([
    ['202503', '2020-01-01', null, 30],
    ['202502', '2020-01-01', null, 30],
    ['202502', '2025-02-15', null, 16],
    ['202503', '2025-03-10', null, 21],
    ['202503', '2025-03-01', '2025-03-31', 30],
    ['202509', '2023-02-01', '2025-09-20', 20],
    ['202502', '2023-02-01', '2025-02-28', 30],
    ['202504', '2025-05-01', null, 0],
  ])('%s, hired %s, cese %s: %i days', (periodo, ingreso, cese, dias) => {
    expect(diasDeVinculo(periodo, ingreso, cese)).toBe(dias);
  });
});

describe('clasificarSobretiempo', () => {
  it('takes the first two hours of each day at 25 % and the rest at 35 %', () => {
    expect(clasificarSobretiempo([3, 1, 2, 0.5])).toEqual({ al25: 5.5, al35: 1 });
  });
});

describe('calcularBoletaMensual', () => {
  /**
   * ONP, March 2025: basic 2,500 + AF 113.00 = 2,613; day 87.10, hour 10.8875.
   * HE 25 %: 4 × 10.8875 × 1.25 = 54.4375 → 54.44 ; HE 35 %: 1 × 10.8875 × 1.35 = 14.698 → 14.70
   * comisión 400, movilidad 200 (inafecta) → ingresos 3,282.14
   * tardanza 30 min: 10.8875 / 60 × 30 = 5.44375 → 5.44 ; adelanto 300
   * base EsSalud = ONP = quinta = 3,282.14 − 200 − 5.44 = 3,076.70
   * ONP 13 % = 399.971 → 399.97 ; EsSalud 9 % = 276.903 → 276.90
   * quinta: 3,076.70 + 2,613 × 9 + gratificaciones 2 × 2,613 + 5,226 earlier = 37,045.70 < 7 UIT 37,450 → 0
   * neto = 3,282.14 − 399.97 − 5.44 − 300 = 2,576.73
   */
  it('computes an ONP worker with overtime, commission, movilidad, late arrival and an advance', () => {
    const b = calcularBoletaMensual({
      periodo: '202503',
      contrato: { ...contrato, remuneracionBasica: '2500', asignacionFamiliar: true },
      horasExtras25: 4,
      horasExtras35: 1,
      minutosTardanza: 30,
      conceptos: [
        { codigo: 'comision', importe: '400' },
        { codigo: 'movilidad', importe: '200' },
      ],
      descuentos: [{ codigo: 'adelanto', importe: '300' }],
      quinta: { remuneracionesAnteriores: '5226', retencionesAnteriores: ['0', '0'] },
    });
    expect(b).toMatchObject({
      diasLaborados: 30,
      remuneracionMensual: '2613.00',
      valorDia: '87.10',
      valorHora: '10.89',
      bases: { essalud: '3076.70', pension: '3076.70', quinta: '3076.70' },
      totalIngresos: '3282.14',
      totalRetenciones: '399.97',
      totalDescuentos: '305.44',
      neto: '2576.73',
      totalAportesEmpleador: '276.90',
      advertencias: [],
    });
    expect(importes(b.ingresos)).toEqual({
      remuneracion_basica: '2500.00',
      asignacion_familiar: '113.00',
      horas_extras_25: '54.44',
      horas_extras_35: '14.70',
      comision: '400.00',
      movilidad: '200.00',
    });
    expect(importes(b.descuentos)).toEqual({ tardanza: '5.44', adelanto: '300.00' });
    expect(b.quinta?.rentaBrutaProyectada).toBe('37045.70');
    expect(b.ingresos.find((l) => l.codigo === 'remuneracion_basica')?.plame).toBe('0121');
  });

  /**
   * AFP, August 2025 (prima 1.37 %, RMA 12,184.88), S/ 4,000:
   * aporte 400.00 ; prima 54.80 ; comisión flujo 4,000 × 1.47 / 1.55 / 1.60 / 1.69 % ; mixta nothing.
   * quinta: annual (4,000 × 12 + 2 × 4,000 + July's bonificación 360 − 37,450) × 8 % = 1,512.80;
   * Jan–Jul withheld 7 × 123.67 + 28.80 (bonificación) = 894.49; (1,512.80 − 894.49) / 5 = 123.662 → 123.66.
   * neto = 4,000 − 400 − 54.80 − comisión − 123.66 ; EsSalud 360.00.
   */
  it.each([
    ['HABITAT', 'flujo', '58.80', '3362.74'],
    ['INTEGRA', 'flujo', '62.00', '3359.54'],
    ['PRIMA', 'flujo', '64.00', '3357.54'],
    ['PROFUTURO', 'flujo', '67.60', '3353.94'],
    ['PRIMA', 'mixta', '0.00', '3421.54'],
  ] as const)('computes an AFP %s (%s) worker: commission %s, net %s', (afp, comision, importe, neto) => {
    const b = boleta({
      contrato: { pension: { sistema: 'afp', afp, comision } },
      quinta: {
        remuneracionesAnteriores: '32360',
        retencionesAnteriores: ['123.67', '123.67', '123.67', '123.67', '123.67', '123.67', '152.47'],
      },
    });
    expect(importes(b.retenciones)).toEqual({
      aporte_afp: '400.00',
      prima_seguro_afp: '54.80',
      comision_afp: importe,
      renta_quinta: '123.66',
    });
    expect(b.quinta).toMatchObject({
      impuestoAnualProyectado: '1512.80',
      retencionesDeducidas: '894.49',
      divisor: 5,
    });
    expect(b.neto).toBe(neto);
    expect(importes(b.aportesEmpleador)).toEqual({ essalud: '360.00' });
  });

  /**
   * The only payslip example found (a public repository, peru-facts §4): AFP Prima, S/ 3,000, April 2026:
   * aporte 300.00, prima 41.10, comisión 48.00, quinta 31.11, neto 2,579.79. Its quinta is (280 − 0) / 9:
   * (3,000 × 9 + 2 × 3,000 + 9,000 earlier − 38,500) × 8 % = 280 with nothing withheld in January–March.
   */
  it('reproduces the repository payslip under its assumption of no earlier withholding', () => {
    const b = calcularBoletaMensual({
      periodo: '202604',
      contrato: {
        ...contrato,
        remuneracionBasica: '3000',
        pension: { sistema: 'afp', afp: 'PRIMA', comision: 'flujo' },
      },
      quinta: { remuneracionesAnteriores: '9000', retencionesAnteriores: ['0', '0', '0'] },
    });
    expect(importes(b.retenciones)).toEqual({
      aporte_afp: '300.00',
      prima_seguro_afp: '41.10',
      comision_afp: '48.00',
      renta_quinta: '31.11',
    });
    expect(b.neto).toBe('2579.79');
  });

  /**
   * Microempresa with SIS, June 2025, the RMV 1,130: ONP 146.90, SIS 15.00 (no EsSalud), no
   * gratificación projected; quinta 0. Neto 983.10.
   */
  it('computes a microempresa worker with SIS', () => {
    const b = boleta({
      periodo: '202506',
      contrato: { regimenLaboral: 'microempresa', remuneracionBasica: '1130', salud: 'sis' },
      quinta: { remuneracionesAnteriores: '5650', retencionesAnteriores: ['0', '0', '0', '0', '0'] },
    });
    expect(importes(b.retenciones)).toEqual({ onp: '146.90' });
    expect(importes(b.aportesEmpleador)).toEqual({ sis: '15.00' });
    expect(b.quinta?.rentaBrutaProyectada).toBe('13560.00');
    expect(b.neto).toBe('983.10');
    expect(() => boleta({ contrato: { salud: 'sis' } })).toThrow('microempresa');
  });

  /**
   * Hired 10 March 2025, S/ 1,800, ONP: 21 days → 1,800 × 21 / 30 = 1,260.00; ONP 163.80; EsSalud
   * 9 % × 1,260 = 113.40 (above the RMV). Quinta: 1,260 + 1,800 × 9 + July's 3 sixths (900) +
   * December's 1,800 = 20,160 < 37,450 → 0. Neto 1,096.20.
   */
  it('computes the month of a mid-month hire', () => {
    const b = boleta({
      periodo: '202503',
      contrato: { remuneracionBasica: '1800', fechaIngreso: '2025-03-10' },
    });
    expect(b).toMatchObject({
      diasVinculo: 21,
      diasLaborados: 21,
      totalIngresos: '1260.00',
      neto: '1096.20',
    });
    expect(importes(b.retenciones)).toEqual({ onp: '163.80' });
    expect(importes(b.aportesEmpleador)).toEqual({ essalud: '113.40' });
    expect(b.quinta?.rentaBrutaProyectada).toBe('20160.00');
    expect(b.advertencias).toEqual([
      'Sin datos de meses anteriores: la renta de quinta se calculó como si fuera el primer mes',
    ]);
  });

  it('takes the RMV as the minimum EsSalud base of a short month', () => {
    // Hired 25 March: 6 days × 1,800 / 30 = 360; EsSalud 9 % × 1,130 = 101.70 (SUNAT Informe 003-2007)
    const b = boleta({
      periodo: '202503',
      contrato: { remuneracionBasica: '1800', fechaIngreso: '2025-03-25' },
    });
    expect(importes(b.aportesEmpleador)).toEqual({ essalud: '101.70' });
    expect(b.aportesEmpleador[0]?.detalle).toBe('9 % (base mínima RMV 1130)');
  });

  it('splits EsSalud and the EPS credit and adds SCTR, Vida Ley and SENATI', () => {
    const b = boleta({
      contrato: {
        remuneracionBasica: '3000',
        salud: 'eps',
        tasaSctrSalud: '1.2',
        tasaSctrPension: '1',
        tasaVidaLey: '0.5',
        senati: true,
      },
    });
    expect(importes(b.aportesEmpleador)).toEqual({
      essalud: '202.50',
      credito_eps: '67.50',
      sctr_salud: '36.00',
      sctr_pension: '30.00',
      vida_ley: '15.00',
      senati: '22.50',
    });
  });

  it('pays a worked holiday twice the day, discounts absences and lowers the bases with them', () => {
    // 3,000 / 30 = 100 a day: holiday + 200.00, 2 absences − 200.00; bases 3,000
    const b = boleta({ contrato: { remuneracionBasica: '3000' }, diasFeriadoTrabajados: 1, faltas: 2 });
    expect(importes(b.ingresos)).toMatchObject({ feriado_trabajado: '200.00' });
    expect(importes(b.descuentos)).toEqual({ inasistencia: '200.00' });
    expect(b.bases.essalud).toBe('3000.00');
  });

  it('pays vacation days as remuneración vacacional and subsidised days not at all', () => {
    const b = boleta({ contrato: { remuneracionBasica: '3000' }, diasVacaciones: 10, diasSubsidiados: 5 });
    expect(b.diasLaborados).toBe(15);
    expect(importes(b.ingresos)).toEqual({
      remuneracion_basica: '1500.00',
      remuneracion_vacacional: '1000.00',
    });
  });

  /**
   * July: gratificación 4,000 and bonificación 360 are outside the EsSalud and ONP bases; the
   * gratificación is ordinary 5ta income, the bonificación is withheld apart: 360 × 8 % = 28.80.
   */
  it('keeps the gratificación out of EsSalud and ONP and withholds the bonificación apart', () => {
    const b = boleta({
      periodo: '202507',
      conceptos: [
        { codigo: 'gratificacion', importe: '4000' },
        { codigo: 'bonificacion_extraordinaria', importe: '360' },
      ],
      quinta: {
        remuneracionesAnteriores: '24000',
        retencionesAnteriores: Array.from({ length: 6 }, () => '123.67'),
      },
    });
    expect(b.bases).toEqual({ essalud: '4000.00', pension: '4000.00', quinta: '8360.00' });
    expect(b.quinta).toMatchObject({
      retencionOrdinaria: '123.67',
      retencionExtraordinaria: '28.80',
      retencion: '152.47',
    });
  });

  it('uses the API copy of the concept table and refuses unknown or misplaced concepts', () => {
    const catalogo = [
      ...CONCEPTOS_PLANILLA,
      { ...CONCEPTOS_PLANILLA[0]!, codigo: 'bono_altura', nombre: 'Bono de altura' },
    ];
    expect(
      importes(boleta({ conceptos: [{ codigo: 'bono_altura', importe: '150' }], catalogo }).ingresos),
    ).toMatchObject({
      bono_altura: '150.00',
    });
    expect(() => boleta({ conceptos: [{ codigo: 'bono_altura', importe: '1' }] })).toThrow('desconocido');
    expect(() => boleta({ conceptos: [{ codigo: 'adelanto', importe: '1' }] })).toThrow('no es un ingreso');
    expect(() => boleta({ descuentos: [{ codigo: 'comision', importe: '1' }] })).toThrow(
      'no es un descuento',
    );
  });
});
