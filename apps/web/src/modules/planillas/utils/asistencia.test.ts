import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { base64DeArchivo, erroresDeFilas, textoDia } from './asistencia';

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
