import { describe, expect, it } from 'vitest';
import { empresaAutomatica, periodoDeEmpresa, primerLocal, puedeSeleccionar } from './seleccion';

describe('seleccion', () => {
  it('enables Seleccionar only with a local longer than 4 characters and a period longer than 3', () => {
    expect(puedeSeleccionar('3f2c9a7e-0000', '2026-11')).toBe(true);
    expect(puedeSeleccionar('abcd', '2026-11')).toBe(false);
    expect(puedeSeleccionar('abcde', '202')).toBe(false);
    expect(puedeSeleccionar(null, '2026-11')).toBe(false);
    expect(puedeSeleccionar('abcde', '')).toBe(false);
  });

  it('picks the active company that is not deleted, else the first one', () => {
    expect(empresaAutomatica([{ id: 'a' }, { id: 'b', activa: true }])?.id).toBe('b');
    expect(empresaAutomatica([{ id: 'a', deleted_at: '2026-01-01' }, { id: 'b' }])?.id).toBe('b');
    expect(empresaAutomatica([])).toBeNull();
  });

  it('picks the first active local', () => {
    expect(
      primerLocal([
        { id: 'x', activo: false },
        { id: 'y', activo: true },
      ])?.id,
    ).toBe('y');
    expect(primerLocal([{ id: 'x', activo: false }])?.id).toBe('x');
    expect(primerLocal([])).toBeNull();
  });

  it("uses the company's period, else the current one", () => {
    expect(periodoDeEmpresa('2026-05', '2026-11')).toBe('2026-05');
    expect(periodoDeEmpresa(null, '2026-11')).toBe('2026-11');
    expect(periodoDeEmpresa('2026', '2026-11')).toBe('2026-11');
  });
});
