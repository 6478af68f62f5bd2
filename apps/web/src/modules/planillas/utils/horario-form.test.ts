import { describe, expect, it } from 'vitest';
import { entradaHorario, horarioFormDe, validarHorarioForm } from './horario-form';

describe('the schedule form', () => {
  it('starts as Monday to Friday 08:00–17:00 and sends only the working days', () => {
    const f = { ...horarioFormDe(null), nombre: ' Oficina ' };
    expect(validarHorarioForm(f)).toEqual({});
    expect(entradaHorario(f)).toEqual({
      nombre: 'Oficina',
      atipico: false,
      dias: [1, 2, 3, 4, 5].map((dia) => ({ dia, entrada: '08:00', salida: '17:00' })),
      refrigerio_minutos: 60,
      tolerancia_minutos: 0,
      predeterminado: false,
    });
  });

  it("sends each day's own hours when atypical", () => {
    const f = horarioFormDe(null);
    f.atipico = true;
    f.dias[6] = { laborable: true, entrada: '09:00', salida: '13:00' };
    expect(entradaHorario({ ...f, nombre: 'Tienda' }).dias.at(-1)).toEqual({
      dia: 6,
      entrada: '09:00',
      salida: '13:00',
    });
  });

  it('flags a missing name, no working day and a bad time', () => {
    const f = horarioFormDe(null);
    for (const d of Object.values(f.dias)) d.laborable = false;
    expect(validarHorarioForm({ ...f, entrada: '8:00' })).toEqual({
      nombre: 'Ingrese el nombre',
      dias: 'Marque al menos un día laborable',
      entrada: 'Las horas deben tener el formato HH:MM',
    });
  });
});
