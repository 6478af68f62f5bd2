import { describe, expect, it } from 'vitest';
import { periodoMenos, periodosEntre } from './periodos.ts';

describe('periodos', () => {
  it('lists the months between two periods across a year end', () => {
    expect(periodosEntre('202511', '202602')).toEqual(['202511', '202512', '202601', '202602']);
    expect(periodosEntre('202603', '202603')).toEqual(['202603']);
    expect(periodosEntre('202604', '202603')).toEqual([]);
  });

  it.each([
    ['202603', 11, '202504'],
    ['202601', 1, '202512'],
    ['202512', -1, '202601'],
    ['202603', 0, '202603'],
  ])('%s less %i months → %s', (p, n, esperado) => {
    expect(periodoMenos(p, n)).toBe(esperado);
  });
});
