import { describe, expect, it } from 'vitest';
import {
  anioActualLima,
  esPeriodo,
  fechaDeIso,
  fechaDePeriodo,
  formatFecha,
  formatFechaHora,
  formatFechaLima,
  formatPeriodo,
  hoyLima,
  isoDeFecha,
  leerFecha,
  leerPeriodo,
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

  it('reads a typed date written day first, or in ISO', () => {
    expect(leerFecha('15/11/2026')).toEqual({ estado: 'valida', valor: '2026-11-15' });
    expect(leerFecha(' 5-1-2026 ')).toEqual({ estado: 'valida', valor: '2026-01-05' });
    expect(leerFecha('05.01.2026')).toEqual({ estado: 'valida', valor: '2026-01-05' });
    expect(leerFecha('2026-11-15')).toEqual({ estado: 'valida', valor: '2026-11-15' });
    expect(leerFecha('29/02/2028')).toEqual({ estado: 'valida', valor: '2028-02-29' });
    expect(leerFecha('')).toEqual({ estado: 'vacia' });
    expect(leerFecha('   ')).toEqual({ estado: 'vacia' });
  });

  it('refuses what is not a real date with a Spanish message that shows the format', () => {
    for (const texto of [
      '31/02/2026',
      '29/02/2026',
      '15/13/2026',
      '00/11/2026',
      '15/11/26',
      '15/11/0226',
      'mañana',
      '2026-11-31',
      '11/15/2026',
    ]) {
      const lectura = leerFecha(texto);
      expect(lectura.estado, texto).toBe('invalida');
      if (lectura.estado === 'invalida')
        expect(lectura.mensaje).toBe(`Fecha no válida («${texto}»): use dd/mm/aaaa`);
    }
  });

  it('keeps a typed date within its bounds', () => {
    const limites = { min: '2026-11-01', max: '2026-11-30' };
    expect(leerFecha('01/11/2026', limites)).toEqual({ estado: 'valida', valor: '2026-11-01' });
    expect(leerFecha('30/11/2026', limites)).toEqual({ estado: 'valida', valor: '2026-11-30' });
    expect(leerFecha('31/10/2026', limites)).toEqual({
      estado: 'invalida',
      mensaje: 'La fecha no puede ser anterior al 01/11/2026',
    });
    expect(leerFecha('01/12/2026', limites)).toEqual({
      estado: 'invalida',
      mensaje: 'La fecha no puede ser posterior al 30/11/2026',
    });
  });

  it('reads a typed period by number or by its Spanish name', () => {
    const valida = { estado: 'valida', valor: '2026-11' };
    for (const texto of [
      '11/2026',
      '11-2026',
      '2026-11',
      'noviembre 2026',
      'Noviembre 2026',
      'NOV 2026',
      'nov. 2026',
      'noviembre de 2026',
    ]) {
      expect(leerPeriodo(texto), texto).toEqual(valida);
    }
    expect(leerPeriodo('setiembre 2026')).toEqual({ estado: 'valida', valor: '2026-09' });
    expect(leerPeriodo('Septiembre 2026')).toEqual({ estado: 'valida', valor: '2026-09' });
    expect(leerPeriodo('set 2026')).toEqual({ estado: 'valida', valor: '2026-09' });
    expect(leerPeriodo('1/2027')).toEqual({ estado: 'valida', valor: '2027-01' });
    expect(leerPeriodo('')).toEqual({ estado: 'vacia' });
  });

  it('refuses an unreadable period with a Spanish message', () => {
    for (const texto of [
      '13/2026',
      '00/2026',
      'brumario 2026',
      'noviembre',
      '2026',
      '11/26',
      'November 2026',
    ]) {
      const lectura = leerPeriodo(texto);
      expect(lectura.estado, texto).toBe('invalida');
      if (lectura.estado === 'invalida') expect(lectura.mensaje).toContain(`Periodo no válido («${texto}»)`);
    }
  });

  it("converts between ISO dates and a date picker's local Date", () => {
    const d = fechaDeIso('2026-02-09');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate(), d?.getHours()]).toEqual([2026, 1, 9, 0]);
    expect(fechaDeIso('2026-02-30')).toBeNull();
    expect(fechaDeIso('')).toBeNull();
    expect(isoDeFecha(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
    expect(isoDeFecha(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
