import { describe, expect, it } from 'vitest';
import { diasHabilesEntre, sumarDiasHabiles } from '../calendario/dias-habiles.ts';
import { plazoDeRespuesta } from './plazo.ts';

describe('plazo de respuesta (Ley 31435: 15 business days)', () => {
  it('counts 15 business days skipping weekends', () => {
    // Filed Monday 2026-11-02: 3 weeks of business days end on Monday 2026-11-23.
    expect(plazoDeRespuesta('2026-11-02')).toMatchObject({
      vence: '2026-11-23',
      dias: 15,
      tipo: 'habiles',
      norma: 'Ley 31435',
    });
  });

  it('skips national holidays (8 and 9 December, 25 December, 1 January)', () => {
    // From Fri 2026-12-04: Dec 7, 10, 11, 14–18, 21–24, 28–30 = 15 business days → Wednesday 30 Dec.
    expect(plazoDeRespuesta('2026-12-04').vence).toBe('2026-12-30');
    // Day 16 is the 31st; day 17 jumps New Year's Day and the weekend of 2–3 January 2027.
    expect(sumarDiasHabiles('2026-12-04', 17)).toBe('2027-01-04');
  });

  it('skips Holy Thursday and Good Friday', () => {
    // 2026-03-31 (Tue) + 3 business days: Apr 1 (Wed), [Apr 2–3 holidays, 4–5 weekend], Apr 6, Apr 7.
    expect(sumarDiasHabiles('2026-03-31', 3)).toBe('2026-04-07');
  });

  it('applies the old 30 calendar days to complaints filed before 21-05-2022', () => {
    expect(plazoDeRespuesta('2022-05-20')).toMatchObject({
      vence: '2022-06-19',
      tipo: 'calendario',
      norma: 'DS 011-2011-PCM',
    });
  });

  it('tells business days left and, negative, days overdue', () => {
    expect(diasHabilesEntre('2026-11-20', '2026-11-23')).toBe(1);
    expect(diasHabilesEntre('2026-11-23', '2026-11-20')).toBe(-1);
    expect(diasHabilesEntre('2026-12-07', '2026-12-10')).toBe(1);
  });
});
