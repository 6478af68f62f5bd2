import { describe, expect, it } from 'vitest';
import { resumenEnvio } from './envio-boletas';

describe('resumenEnvio', () => {
  it.each([
    [{ enviados: 1, omitidos: [] }, '1 boleta enviada por correo', null],
    [
      { enviados: 2, omitidos: [{ trabajador: 'BACA ROSA', motivo: 'No tiene correo electrónico' }] },
      '2 boletas enviadas por correo',
      'Sin enviar: BACA ROSA (no tiene correo electrónico)',
    ],
    [
      {
        enviados: 0,
        omitidos: [
          { trabajador: 'A', motivo: 'No tiene correo electrónico' },
          { trabajador: 'B', motivo: 'Su correo (x@) no es válido' },
        ],
      },
      '0 boletas enviadas por correo',
      'Sin enviar: A (no tiene correo electrónico); B (su correo (x@) no es válido)',
    ],
  ])('%o', (r, exito, omitidos) => expect(resumenEnvio(r)).toEqual({ exito, omitidos }));
});
