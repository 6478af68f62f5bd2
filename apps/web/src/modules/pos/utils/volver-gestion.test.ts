import { describe, expect, it } from 'vitest';
import { ROLES } from '../../workspace/utils/role-rules';
import { rutaDeGestion } from './volver-gestion';

const SERVICIO = ['POS001', 'POS001002', 'POS001003', 'POS001004', 'POS001005'];
const CONTADOR_FACTURACION = [
  'GEN001',
  'GEN001001',
  'FAC001',
  'FAC001001',
  'POS001',
  'POS001001',
  'POS001002',
];

describe('rutaDeGestion', () => {
  it('takes an accountant inside a module back to /home', () => {
    expect(
      rutaDeGestion({ roleId: ROLES.contador, moduloId: 'facturacion', permisos: CONTADOR_FACTURACION }),
    ).toBe('/home');
  });

  it('takes the top administrator to /home even with no module chosen', () => {
    expect(rutaDeGestion({ roleId: ROLES.administradorGeneral, moduloId: null, permisos: [] })).toBe('/home');
  });

  it('sends a non-privileged role with no module chosen to the module chooser', () => {
    expect(
      rutaDeGestion({ roleId: ROLES.administradorLocal, moduloId: null, permisos: CONTADOR_FACTURACION }),
    ).toBe('/modulos');
  });

  it('offers no way out to the room roles, whom the chooser would send straight back', () => {
    for (const roleId of [ROLES.mozo, ROLES.cocinero, ROLES.cajero, ROLES.vendedor])
      expect(rutaDeGestion({ roleId, moduloId: 'facturacion', permisos: CONTADOR_FACTURACION })).toBeNull();
  });

  it('offers none to any role whose permissions are only service screens', () => {
    expect(rutaDeGestion({ roleId: ROLES.contador, moduloId: 'facturacion', permisos: SERVICIO })).toBeNull();
    expect(rutaDeGestion({ roleId: ROLES.contador, moduloId: 'facturacion', permisos: [] })).toBeNull();
  });

  it('offers it to a role with a back-office screen, such as the point of sale reports', () => {
    expect(
      rutaDeGestion({
        roleId: ROLES.contador,
        moduloId: 'facturacion',
        permisos: [...SERVICIO, 'POS001006'],
      }),
    ).toBe('/home');
  });
});
