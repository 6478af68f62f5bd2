import { describe, expect, it } from 'vitest';
import { dec, sumar } from './importes.ts';
import { parametrosPlanilla } from './parametros.ts';
import { calcularQuintaAnual, calcularRetencionQuinta, impuestoEscalaQuinta } from './renta-quinta.ts';

const escala = parametrosPlanilla('2025-01-01').escalaQuinta;

describe('impuestoEscalaQuinta (art. 53 bands)', () => {
  it.each([
    // UIT 4,300: the bands end at 21,500 / 86,000 / 150,500 / 193,500 (tool.lat table, peru-facts §4)
    ['21500', '4300', '1720.00'],
    ['86000', '4300', '10750.00'],
    ['150500', '4300', '21715.00'],
    ['193500', '4300', '30315.00'],
    ['293500', '4300', '60315.00'],
    ['0', '5350', '0.00'],
  ])('on %s with UIT %s the tax is %s', (renta, uit, impuesto) => {
    expect(impuestoEscalaQuinta(renta, uit, escala).toFixed(2)).toBe(impuesto);
  });
});

describe('calcularQuintaAnual', () => {
  it('reproduces the gob.pe/7319 example: 50,000 − 7 UIT (4,950) − 6,000 of expenses → 748.00', () => {
    expect(
      calcularQuintaAnual({ ingresosAnuales: '50000', uit: '4950', escala, gastosDeducibles: '6000' }),
    ).toEqual({
      rentaBruta: '50000.00',
      deduccion7Uit: '34650.00',
      gastosDeducibles: '6000.00',
      rentaNeta: '9350.00',
      impuesto: '748.00',
    });
  });

  it('caps the deductible expenses at 3 UIT and never goes below zero', () => {
    expect(
      calcularQuintaAnual({ ingresosAnuales: '80000', uit: '5350', escala, gastosDeducibles: '20000' }),
    ).toMatchObject({
      gastosDeducibles: '16050.00',
      rentaNeta: '26500.00',
      impuesto: '2120.00',
    });
    expect(calcularQuintaAnual({ ingresosAnuales: '30000', uit: '5350', escala }).impuesto).toBe('0.00');
  });
});

const enero = (uit: string) =>
  calcularRetencionQuinta({
    mes: 1,
    uit,
    escala,
    ingresoOrdinarioMes: '3000',
    remuneracionMensualProyectada: '3000',
    gratificacionesPorPercibir: '6000',
    remuneracionesAnteriores: '0',
    retencionesAnteriores: [],
  });

describe('calcularRetencionQuinta (Reglamento art. 40)', () => {
  it.each([
    // (3,000 × 12 + 2 gratificaciones − 7 UIT) × 8 % / 12, bonificación not projected (peru-facts §4)
    ['5350', '364.00', '30.33'],
    ['5500', '280.00', '23.33'],
  ])('January on S/ 3,000 with UIT %s: annual %s, monthly %s', (uit, anual, mensual) => {
    expect(enero(uit)).toMatchObject({
      rentaBrutaProyectada: '42000.00',
      impuestoAnualProyectado: anual,
      retencion: mensual,
    });
  });

  /**
   * S/ 10,000 a month in 2025, gratificaciones of 10,000 in July and December, each with a bonificación
   * of 900 withheld apart (art. 40 e). Annual tax without bonificaciones: (140,000 − 37,450) = 102,550 →
   * 26,750 × 8 % + 75,800 × 14 % = 12,752.00; each bonificación adds 900 × 14 % = 126.00.
   */
  function anio() {
    const retenciones: string[] = [];
    let anteriores = dec(0);
    for (let mes = 1; mes <= 12; mes += 1) {
      const grati = mes === 7 || mes === 12 ? 10000 : 0;
      const bonif = grati ? 900 : 0;
      const r = calcularRetencionQuinta({
        mes,
        uit: '5350',
        escala,
        ingresoOrdinarioMes: String(10000 + grati),
        remuneracionMensualProyectada: '10000',
        gratificacionesPorPercibir: String((mes < 7 ? 10000 : 0) + (mes < 12 ? 10000 : 0)),
        remuneracionesAnteriores: anteriores.toFixed(2),
        retencionesAnteriores: retenciones,
        ingresoExtraordinarioMes: String(bonif),
      });
      retenciones.push(r.retencion);
      anteriores = anteriores.plus(10000 + grati + bonif);
    }
    return retenciones;
  }

  it.each([
    [1, '1062.67'], // 12,752 / 12
    [4, '1062.67'], // (12,752 − 3 × 1,062.67) / 9
    [5, '1062.67'], // (12,752 − 4 × 1,062.67) / 8 = 1,062.665
    [7, '1188.67'], // 1,062.67 + 126.00 on the bonificación
    [8, '1062.66'], // (12,878 − 7,564.69) / 5
    [9, '1062.66'],
  ])('month %i withholds %s', (mes, importe) => {
    expect(anio()[mes - 1]).toBe(importe);
  });

  it('withholds over the year exactly the annual tax on all the income (13,004.00)', () => {
    expect(sumar(anio()).toFixed(2)).toBe('13004.00');
  });

  it.each([
    [1, 12],
    [3, 12],
    [4, 9],
    [6, 8],
    [8, 5],
    [11, 4],
    [12, 1],
  ])('month %i divides by %i', (mes, divisor) => {
    const r = calcularRetencionQuinta({
      mes,
      uit: '5350',
      escala,
      ingresoOrdinarioMes: '5000',
      remuneracionMensualProyectada: '5000',
      gratificacionesPorPercibir: '0',
      remuneracionesAnteriores: '0',
      retencionesAnteriores: Array.from({ length: mes - 1 }, () => '0'),
    });
    expect(r.divisor).toBe(divisor);
  });

  it('counts the income and withholdings certified by other employers', () => {
    // 5,000 × 6 (Jul–Dec) + 5,000 (Dec grati) + 25,000 elsewhere = 60,000 − 37,450 = 22,550 × 8 % = 1,804
    // July: (1,804 − 300 withheld elsewhere) / 8 = 188.00
    const r = calcularRetencionQuinta({
      mes: 7,
      uit: '5350',
      escala,
      ingresoOrdinarioMes: '5000',
      remuneracionMensualProyectada: '5000',
      gratificacionesPorPercibir: '5000',
      remuneracionesAnteriores: '0',
      retencionesAnteriores: ['0', '0', '0', '0', '0', '0'],
      otrosEmpleadores: { ingresos: '25000', retenciones: '300' },
    });
    expect(r).toMatchObject({
      impuestoAnualProyectado: '1804.00',
      retencionesDeducidas: '300.00',
      retencion: '188.00',
    });
  });

  it('refuses a month without the earlier withholdings', () => {
    expect(() =>
      calcularRetencionQuinta({
        mes: 5,
        uit: '5350',
        escala,
        ingresoOrdinarioMes: '0',
        remuneracionMensualProyectada: '0',
        gratificacionesPorPercibir: '0',
        remuneracionesAnteriores: '0',
        retencionesAnteriores: ['0'],
      }),
    ).toThrow('Faltan las retenciones');
  });
});
