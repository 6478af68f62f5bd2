import { describe, expect, it } from 'vitest';
import { periodoInicial, periodoLibro, periodoMes } from './periodo';

describe('book periods', () => {
  it('converts between the month input and the books', () => {
    expect(periodoLibro('2026-11')).toBe('202611');
    expect(periodoMes('202611')).toBe('2026-11');
    expect(periodoMes('202613')).toBeNull();
    expect(periodoMes(null)).toBeNull();
  });

  it('opens on the address’s period, else the session’s', () => {
    expect(periodoInicial('202510', '2026-11')).toBe('2025-10');
    expect(periodoInicial(null, '2026-11')).toBe('2026-11');
    expect(periodoInicial('x', null)).toMatch(/^\d{4}-\d{2}$/);
  });
});
