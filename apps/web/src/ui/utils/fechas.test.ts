import { describe, expect, it } from 'vitest';
import {
  anioActualLima,
  esPeriodo,
  fechaDePeriodo,
  formatFecha,
  formatFechaHora,
  formatFechaLima,
  formatPeriodo,
  hoyLima,
  parseFecha,
  periodoActualLima,
  periodoDeFecha,
  sumarMeses,
} from './fechas';

describe('fechas', () => {
  it('shows YYYY-MM-DD as DD/MM/YYYY', () => {
    expect(formatFecha('2026-11-05')).toBe('05/11/2026');
    expect(formatFecha('2026-11-05T10:00:00Z')).toBe('05/11/2026');
    expect(formatFecha('')).toBe('');
    expect(formatFecha(null)).toBe('');
    expect(formatFecha('05/11/2026')).toBe('');
  });

  it('reads DD/MM/YYYY back, refusing impossible dates', () => {
    expect(parseFecha('05/11/2026')).toBe('2026-11-05');
    expect(parseFecha('5/1/2026')).toBe('2026-01-05');
    expect(parseFecha('29/02/2024')).toBe('2024-02-29');
    expect(parseFecha('29/02/2026')).toBeNull();
    expect(parseFecha('31/04/2026')).toBeNull();
    expect(parseFecha('2026-11-05')).toBeNull();
  });

  it('labels periods in Spanish', () => {
    expect(formatPeriodo('2026-11')).toBe('Noviembre 2026');
    expect(formatPeriodo('2027-01')).toBe('Enero 2027');
    expect(formatPeriodo('2026-13')).toBe('2026-13');
    expect(esPeriodo('2026-00')).toBe(false);
  });

  it('takes today and the period in Lima (UTC-5), not in the browser zone', () => {
    // 2027-01-01 03:00 UTC is still 31 December 2026 in Lima.
    const instante = new Date('2027-01-01T03:00:00Z');
    expect(hoyLima(instante)).toBe('2026-12-31');
    expect(periodoActualLima(instante)).toBe('2026-12');
    expect(anioActualLima(instante)).toBe(2026);
    expect(hoyLima(new Date('2027-01-01T05:00:00Z'))).toBe('2027-01-01');
  });

  it('shows server timestamps in Lima time', () => {
    expect(formatFechaHora('2026-11-23T15:04:00Z')).toBe('23/11/2026 10:04');
    expect(formatFechaHora('2026-11-23 15:04:00')).toBe('23/11/2026 10:04');
    expect(formatFechaHora(null)).toBe('');
    expect(formatFechaHora('ayer')).toBe('ayer');
  });

  it('moves across years and converts to and from month pickers', () => {
    expect(sumarMeses('2026-01', -1)).toBe('2025-12');
    expect(sumarMeses('2026-12', 1)).toBe('2027-01');
    expect(sumarMeses('2026-11', 14)).toBe('2028-01');
    expect(periodoDeFecha(new Date(2026, 10, 15))).toBe('2026-11');
    expect(fechaDePeriodo('2026-11')?.getMonth()).toBe(10);
    expect(fechaDePeriodo('x')).toBeNull();
  });

  it('shows a server instant as its date in Lima', () => {
    expect(formatFechaLima('2027-05-01T03:00:00.000Z')).toBe('30/04/2027');
    expect(formatFechaLima('2027-05-01T05:00:00.000Z')).toBe('01/05/2027');
    expect(formatFechaLima(null)).toBe('');
    expect(formatFechaLima('no es fecha')).toBe('');
  });
});
