import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { abreviaturaDia, base64DeArchivo, erroresDeFilas, textoDia } from './asistencia';

describe('attendance helpers', () => {
  it("reads an import's refused rows from the error", () => {
    const error = new CombinedError({
      graphQLErrors: [
        {
          message: 'El archivo tiene 1 fila(s) con errores',
          extensions: {
            code: 'BAD_USER_INPUT',
            errores: [{ fila: 3, mensaje: 'La marca "x" no existe' }, { x: 1 }],
          },
        },
      ],
    });
    expect(erroresDeFilas(error)).toEqual([{ fila: 3, mensaje: 'La marca "x" no existe' }]);
    expect(erroresDeFilas(undefined)).toEqual([]);
  });

  it('encodes a file as base64', async () => {
    expect(await base64DeArchivo(new Blob(['hola']))).toBe('aG9sYQ==');
  });

  it('shows a day as its times or its mark', () => {
    expect(textoDia({ entrada: '08:00', salida: '17:00' })).toBe('08:00–17:00');
    expect(textoDia({ marca: 'descanso_medico' })).toBe('Descanso médico (subsidio)');
  });
});

describe("the month's grid", () => {
  const dia = { minutos_tardanza: 0, minutos_25: 0, minutos_35: 0, feriado_trabajado: false };
  it.each([
    [{ ...dia, entrada: '08:00', salida: '17:00' }, 'T', '08:00–17:00'],
    [
      { ...dia, entrada: '08:20', salida: '19:30', minutos_tardanza: 20, minutos_25: 120, minutos_35: 30 },
      'T+*',
      '08:20–19:30 · tardanza 20 min · extras 120 min al 25 % y 30 min al 35 %',
    ],
    [{ ...dia, entrada: '08:00', salida: '12:00', feriado_trabajado: true }, 'FT', '08:00–12:00'],
    [{ ...dia, marca: 'falta' }, 'F', 'Falta'],
    [{ ...dia, marca: 'descanso_medico' }, 'DM', 'Descanso médico (subsidio)'],
  ])('abbreviates %o as %s', (d, texto, detalle) => {
    expect(abreviaturaDia(d)).toEqual({ texto, detalle });
  });
});
