import { describe, expect, it } from 'vitest';
import {
  guardDecision,
  isPrivilegedRole,
  isPublicPath,
  modulosEntry,
  PEDIDO_ROUTE,
  ROLES,
  visibleModulos,
} from './role-rules';

const sinEleccion = { moduloId: null, companyId: null, localId: null };

describe('modulosEntry (spec 01 §6)', () => {
  it('sends the restaurant roles to order taking', () => {
    for (const role of [ROLES.mozo, ROLES.cajero, ROLES.vendedor, ROLES.cocinero]) {
      expect(modulosEntry(role, sinEleccion)).toEqual({ kind: 'redirect', to: PEDIDO_ROUTE });
    }
  });

  it('auto-selects invoicing for the invoicer and the local roles', () => {
    for (const role of [ROLES.facturador, ROLES.vendedorLocal, ROLES.administradorLocal]) {
      expect(modulosEntry(role, sinEleccion)).toEqual({ kind: 'auto-invoicing' });
    }
  });

  it('sends the invoicer straight home once invoicing, company and local are chosen', () => {
    const elegido = { moduloId: 'facturacion', companyId: 'e1', localId: 'l1' };
    expect(modulosEntry(ROLES.facturador, elegido)).toEqual({ kind: 'redirect', to: '/home' });
    expect(modulosEntry(ROLES.facturador, { ...elegido, localId: null })).toEqual({ kind: 'auto-invoicing' });
  });

  it('lets everyone else choose', () => {
    for (const role of [ROLES.administradorGeneral, ROLES.soporte, ROLES.contador, ROLES.practicante, null]) {
      expect(modulosEntry(role, sinEleccion)).toEqual({ kind: 'choose' });
    }
  });
});

describe('visibleModulos', () => {
  const modulos = [{ id: 'contabilidad' }, { id: 'facturacion' }, { id: 'aula' }];

  it("narrows the accountant's and the practitioner's modules to their permissions", () => {
    expect(visibleModulos(modulos, ROLES.contador, ['facturacion']).map((m) => m.id)).toEqual([
      'facturacion',
    ]);
    expect(visibleModulos(modulos, ROLES.practicante, ['aula', 'contabilidad']).map((m) => m.id)).toEqual([
      'contabilidad',
      'aula',
    ]);
  });

  it('keeps the server list when the token has no module list, or for other roles', () => {
    expect(visibleModulos(modulos, ROLES.contador, [])).toHaveLength(3);
    expect(visibleModulos(modulos, ROLES.administradorGeneral, ['facturacion'])).toHaveLength(3);
  });
});

describe('guardDecision (spec 01 §2)', () => {
  const base = { pathname: '/home', authenticated: true, moduloId: null, roleId: ROLES.contador };

  it('sends the unauthenticated to /login', () => {
    expect(guardDecision({ ...base, authenticated: false, requireModulo: false })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('sends users without a module to /modulos unless their role is privileged', () => {
    expect(guardDecision({ ...base, requireModulo: true })).toEqual({ kind: 'redirect', to: '/modulos' });
    for (const role of [ROLES.administradorGeneral, ROLES.soporte, ROLES.facturador]) {
      expect(guardDecision({ ...base, roleId: role, requireModulo: true })).toEqual({ kind: 'allow' });
    }
    expect(guardDecision({ ...base, moduloId: 'contabilidad', requireModulo: true })).toEqual({
      kind: 'allow',
    });
    expect(guardDecision({ ...base, requireModulo: false })).toEqual({ kind: 'allow' });
  });

  it('keeps reset and verify paths public', () => {
    expect(isPublicPath('/password/reset/abc')).toBe(true);
    expect(isPublicPath('/account/verify/abc')).toBe(true);
    expect(
      guardDecision({ ...base, pathname: '/password/reset', authenticated: false, requireModulo: true }),
    ).toEqual({ kind: 'allow' });
  });

  it('knows the three privileged roles', () => {
    expect(isPrivilegedRole('ea7e35be')).toBe(true);
    expect(isPrivilegedRole('f4539214')).toBe(true);
    expect(isPrivilegedRole('fd2b32f2')).toBe(true);
    expect(isPrivilegedRole('04a0a9c2')).toBe(false);
    expect(isPrivilegedRole(null)).toBe(false);
  });
});
