import { describe, expect, it } from 'vitest';
import { errorDeRegistro, evaluarDia, type RegistroAsistencia, reglaSobretiempo } from './asistencia-dia.ts';
import { errorDeHorario, type Horario, horarioDeNormal, normalizarHora } from './asistencia-horario.ts';
import { fechasDelPeriodo, resumirAsistencia } from './asistencia-mensual.ts';

// Monday to Friday 08:00–17:00 with an hour's break and 10 minutes of tolerance.
const oficina = horarioDeNormal({
  entrada: '08:00',
  salida: '17:00',
  diasLaborables: [1, 2, 3, 4, 5],
  refrigerioMinutos: 60,
  toleranciaMinutos: 10,
});
// An atypical schedule: the same week plus Saturday morning.
const atipico: Horario = {
  ...oficina,
  dias: oficina.dias.map((d, i) => (i === 6 ? { entrada: '08:00', salida: '13:00' } : d)),
};

const horas = (entrada: string, salida: string): RegistroAsistencia => ({ entrada, salida });

describe('schedules', () => {
  it.each([
    ['8:05', '08:05'],
    ['08:05:00', '08:05'],
    ['23:59', '23:59'],
    ['24:00', null],
    ['8.30', null],
    ['', null],
  ])('reads %s as %s', (texto, hora) => {
    expect(normalizarHora(texto)).toBe(hora);
  });

  it('maps a normal schedule to one day per weekday', () => {
    expect(oficina.dias.map((d) => (d ? d.entrada : null))).toEqual([
      null,
      '08:00',
      '08:00',
      '08:00',
      '08:00',
      '08:00',
      null,
    ]);
  });

  it.each([
    [oficina, null],
    [atipico, null],
    [{ ...oficina, dias: oficina.dias.slice(0, 6) }, 'El horario debe indicar los siete días de la semana'],
    [{ ...oficina, refrigerioMinutos: 300 }, 'El refrigerio es de 0 a 240 minutos'],
    [{ ...oficina, toleranciaMinutos: -1 }, 'La tolerancia es de 0 a 60 minutos'],
    [
      { ...oficina, dias: [null, null, null, null, null, null, null] },
      'El horario debe tener al menos un día laborable',
    ],
    [
      { ...oficina, dias: [null, { entrada: '17:00', salida: '08:00' }, null, null, null, null, null] },
      'La salida del lunes debe ser posterior a la entrada',
    ],
    [
      { ...oficina, dias: [null, null, { entrada: '8:00', salida: '17:00' }, null, null, null, null] },
      'Las horas del martes deben tener el formato HH:MM',
    ],
    [
      { ...oficina, dias: [null, null, null, { entrada: '08:00', salida: '09:00' }, null, null, null] },
      'El refrigerio del miércoles no puede ocupar toda la jornada',
    ],
  ] as const)('checks a schedule (%#)', (horario, error) => {
    expect(errorDeHorario(horario)).toBe(error);
  });
});

describe('a day against the schedule', () => {
  // 2026-01-05 is a Monday, 2026-01-10 a Saturday, 2026-01-11 a Sunday, 2026-01-01 a holiday (Thursday).
  it.each([
    ['on time', oficina, '2026-01-05', horas('08:00', '17:00'), false, 480, 0, 0, 0, false],
    ['late within the tolerance', oficina, '2026-01-05', horas('08:10', '17:00'), false, 470, 0, 0, 0, false],
    // 20 minutes late counts whole; 2 h 30 min after 17:00: 2 h at 25 %, 30 min at 35 %.
    ['late with overtime', oficina, '2026-01-05', horas('08:20', '19:30'), false, 610, 20, 120, 30, false],
    // An early arrival is not overtime: only the 4 h after 17:00, 2 h at 25 % and 2 h at 35 %.
    [
      'early with four hours after',
      oficina,
      '2026-01-05',
      horas('07:30', '21:00'),
      false,
      750,
      0,
      120,
      120,
      false,
    ],
    ['leaving early', oficina, '2026-01-05', horas('08:00', '13:00'), false, 240, 0, 0, 0, false],
    // No break on a rest day or holiday. Saturday is a rest day in the normal schedule and a working morning in the atypical one.
    ['Saturday, normal schedule', oficina, '2026-01-10', horas('08:00', '13:00'), false, 300, 0, 0, 0, true],
    [
      'Saturday, atypical schedule',
      atipico,
      '2026-01-10',
      horas('08:30', '14:00'),
      false,
      270,
      30,
      60,
      0,
      false,
    ],
    ['Sunday worked', oficina, '2026-01-11', horas('09:00', '13:00'), false, 240, 0, 0, 0, true],
    ['holiday worked', oficina, '2026-01-01', horas('08:30', '17:00'), true, 510, 0, 0, 0, true],
  ] as const)(
    '%s',
    (_, horario, fecha, registro, feriado, trabajados, tardanza, m25, m35, feriadoTrabajado) => {
      expect(evaluarDia(horario, fecha, registro, feriado)).toEqual({
        fecha,
        minutosTrabajados: trabajados,
        minutosTardanza: tardanza,
        minutos25: m25,
        minutos35: m35,
        feriadoTrabajado,
        marca: null,
      });
    },
  );

  it('keeps a mark without minutes', () => {
    expect(evaluarDia(oficina, '2026-01-05', { marca: 'falta' }, false)).toMatchObject({
      minutosTrabajados: 0,
      marca: 'falta',
      feriadoTrabajado: false,
    });
  });

  it.each([
    [{ entrada: '08:00', salida: '17:00' }, null],
    [{ marca: 'vacaciones' }, null],
    [{}, 'Indique las horas de entrada y salida o una marca'],
    [
      { entrada: '08:00', salida: '17:00', marca: 'falta' },
      'Indique las horas de entrada y salida o una marca, no ambas',
    ],
    [{ marca: 'permiso' }, 'La marca "permiso" no existe'],
    [{ entrada: '25:00', salida: '17:00' }, 'La hora de entrada no es válida (HH:MM)'],
    [{ entrada: '08:00' }, 'La hora de salida no es válida (HH:MM)'],
    [{ entrada: '18:00', salida: '17:00' }, 'La hora de salida debe ser posterior a la de entrada'],
  ])('checks the record %o', (registro, error) => {
    expect(errorDeRegistro(registro)).toBe(error);
  });

  it('splits overtime by the rule in force (DS 007-2002-TR)', () => {
    expect(reglaSobretiempo('2026-01-05').minutosAl25).toBe(120);
    expect(() => reglaSobretiempo('2001-12-31')).toThrow(RangeError);
  });
});

describe("a worker's month", () => {
  const registros = new Map<string, RegistroAsistencia>([
    ['2026-01-01', horas('08:00', '12:00')], // holiday worked
    ['2026-01-05', horas('08:20', '19:30')], // late 20, overtime 120 + 30
    ['2026-01-06', horas('08:15', '18:10')], // late 15, overtime 70
    ['2026-01-07', { marca: 'falta' }],
    ['2026-01-08', horas('08:00', '17:00')],
    ['2026-01-12', { marca: 'vacaciones' }],
    ['2026-01-13', { marca: 'vacaciones' }],
    ['2026-01-14', { marca: 'descanso_medico' }],
    ['2026-01-15', { marca: 'licencia' }],
    ['2026-01-16', horas('08:00', '20:00')], // overtime 120 + 60
    ['2026-01-17', horas('09:00', '13:00')], // Saturday worked
    ['2026-02-02', horas('08:00', '17:00')], // another month: ignored
  ]);
  const feriados = new Set(['2026-01-01']);

  it('adds up the days, the late minutes and the overtime split per day', () => {
    const r = resumirAsistencia({ periodo: '202601', horario: oficina, registros, feriados });
    expect(r).toMatchObject({
      diasCalendario: 31,
      diasLaborados: 6,
      minutosTardanza: 35,
      diasTardanza: 2,
      // 120 + 70 + 120 = 310 min = 5.1666… h; 30 + 60 = 90 min = 1.50 h.
      horas25: '5.17',
      horas35: '1.50',
      faltas: 1,
      diasVacaciones: 2,
      diasSubsidiados: 1,
      diasSuspension: 2,
      feriadosTrabajados: 2,
    });
    expect(r.dias).toHaveLength(11);
  });

  it('counts only the days inside the contract', () => {
    const r = resumirAsistencia({
      periodo: '202601',
      horario: oficina,
      registros,
      feriados,
      desde: '2026-01-14',
      hasta: '2026-01-16',
    });
    expect(r).toMatchObject({ diasCalendario: 3, diasLaborados: 1, diasSuspension: 2, horas25: '2.00' });
  });

  it.each([
    ['202602', 28],
    ['202402', 29],
    ['202612', 31],
  ])('%s has %i dates', (periodo, dias) => {
    const fechas = fechasDelPeriodo(periodo);
    expect(fechas).toHaveLength(dias);
    expect(fechas[0]).toBe(`${periodo.slice(0, 4)}-${periodo.slice(4)}-01`);
  });
});
