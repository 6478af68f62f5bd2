import { describe, expect, it } from 'vitest';
import { calcularUtilidades, type EntradaUtilidades } from './utilidades.ts';

const entrada: EntradaUtilidades = {
  actividad: 'comercio_restaurantes',
  regimenLaboral: 'general',
  rentaAntesDeParticipacion: '500000',
  trabajadores: [
    { id: 'A', diasLaborados: 360, remuneraciones: '36000' },
    { id: 'B', diasLaborados: 180, remuneraciones: '18000' },
  ],
};

describe('calcularUtilidades (DL 892)', () => {
  it('shares 8 % of 500,000 half by days and half by remuneraciones', () => {
    // 40,000 / 2 = 20,000 each half; A: 20,000 × 360 / 540 = 13,333.33 twice; B: 6,666.67 twice
    expect(calcularUtilidades(entrada)).toMatchObject({
      porcentaje: '8',
      montoADistribuir: '40000.00',
      totalDias: 540,
      totalRemuneraciones: '54000.00',
      trabajadores: [
        { id: 'A', porDias: '13333.33', porRemuneraciones: '13333.33', total: '26666.66', excedente: '0.00' },
        { id: 'B', porDias: '6666.67', porRemuneraciones: '6666.67', total: '13333.34', excedente: '0.00' },
      ],
      totalDistribuido: '40000.00',
    });
  });

  it.each([
    ['pesquera', '50000.00'],
    ['industrial', '50000.00'],
    ['minera', '40000.00'],
    ['otras', '25000.00'],
  ] as const)('a %s company distributes %s', (actividad, monto) => {
    expect(calcularUtilidades({ ...entrada, actividad }).montoADistribuir).toBe(monto);
  });

  it('caps a worker at 18 monthly remuneraciones and reports the excess', () => {
    const [a] = entrada.trabajadores;
    const r = calcularUtilidades({
      ...entrada,
      trabajadores: [{ ...a!, remuneracionMensual: '1000' }, entrada.trabajadores[1]!],
    });
    expect(r.trabajadores[0]).toMatchObject({ total: '18000.00', excedente: '8666.66' });
    expect(r.totalExcedente).toBe('8666.66');
  });

  it('distributes nothing in a microempresa or with a loss', () => {
    expect(calcularUtilidades({ ...entrada, regimenLaboral: 'microempresa' }).totalDistribuido).toBe('0.00');
    expect(calcularUtilidades({ ...entrada, rentaAntesDeParticipacion: '-1000' }).totalDistribuido).toBe(
      '0.00',
    );
  });
});
