import { describe, expect, it } from 'vitest';
import { MENSAJES_RECLAMO, type ReclamoEntrada, validarReclamo } from './validacion.ts';

const FIRMA = `data:image/png;base64,${'iVBORw0KGgo'.repeat(20)}`;
const BUENO: ReclamoEntrada = {
  namefull: 'Juana Quispe Mamani',
  ubicate: '150101',
  address: 'Jr. Junín 123, Cercado de Lima',
  email: 'juana@correo.pe',
  phone: '987654321',
  description: 'Me cobraron dos veces la suscripción mensual',
  nro: '45678912',
  opcion0: '1',
  opcion1: 'SERVICIO',
  option2: 'RECLAMO',
  firma: FIRMA,
};

describe('validarReclamo', () => {
  it('accepts a complete form', () => expect(validarReclamo(BUENO)).toEqual({}));

  it.each([
    ['namefull', 'Juana Q.', MENSAJES_RECLAMO.namefull], // 8 characters: must be longer than 10
    ['namefull', 'Juana Quis', MENSAJES_RECLAMO.namefull], // exactly 10
    ['ubicate', '', MENSAJES_RECLAMO.ubicate],
    ['address', 'Jr. 123', MENSAJES_RECLAMO.address],
    ['email', 'juana@', MENSAJES_RECLAMO.email],
    ['phone', '12345678', MENSAJES_RECLAMO.phone],
    ['description', 'Muy mal', MENSAJES_RECLAMO.description],
    ['nro', '1234567', MENSAJES_RECLAMO.nro],
    ['opcion0', '', MENSAJES_RECLAMO.opcion0],
    ['opcion1', 'OTRO', MENSAJES_RECLAMO.opcion1],
    ['option2', '', MENSAJES_RECLAMO.option2],
    ['firma', 'data:image/png;base64,', MENSAJES_RECLAMO.firma],
  ] as const)('%s = %j → %s', (campo, valor, mensaje) => {
    expect(validarReclamo({ ...BUENO, [campo]: valor })).toEqual({ [campo]: mensaje });
  });

  it('accepts a name of 11 characters and a document number of 8', () => {
    expect(validarReclamo({ ...BUENO, namefull: 'Juana Quisp', nro: '12345678' })).toEqual({});
  });
});
