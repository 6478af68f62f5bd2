import { describe, expect, it } from 'vitest';
import { estadoMiembro, type Nombres, nombreAccion, textoDetalle, textoModulos } from './auditoria';

const nombres: Nombres = {
  rol: (id) => ({ r1: 'Cajero' })[id] ?? id,
  local: (id) => ({ l1: 'PRINCIPAL' })[id] ?? id,
  modulo: (id) => ({ facturacion: 'Facturación Electrónica', contabilidad: 'Sistema Contable' })[id] ?? id,
};

describe('the access log in words', () => {
  it('names each action, and shows an unknown one as it came', () => {
    expect(nombreAccion('invitacion')).toBe('Invitación enviada');
    expect(nombreAccion('acceso_suspendido')).toBe('Acceso suspendido');
    expect(nombreAccion('cuenta_desactivada')).toBe('Cuenta desactivada');
    expect(nombreAccion('otra_cosa')).toBe('otra_cosa');
  });

  it('tells the detail with the names of its role, local and modules', () => {
    expect(
      textoDetalle(
        JSON.stringify({
          email: 'ana@estudio.pe',
          rol_id: 'r1',
          local_id: 'l1',
          modulos: ['facturacion', 'contabilidad'],
          demo_dias: 7,
        }),
        nombres,
      ),
    ).toBe(
      'Correo: ana@estudio.pe · Rol: Cajero · Local: PRINCIPAL · Módulos: Facturación Electrónica, Sistema Contable · Demo: 7 días',
    );
    expect(textoDetalle(JSON.stringify({ rol_id: 'r9', local_id: null, modulos: null }), nombres)).toBe(
      'Rol: r9',
    );
    expect(textoDetalle(JSON.stringify({ antes: 'r9', despues: 'r1' }), nombres)).toBe('Rol: r9 → Cajero');
    expect(textoDetalle(JSON.stringify({ email_confirmado: true }), nombres)).toBe(
      'Correo confirmado por el administrador',
    );
    expect(textoDetalle(JSON.stringify({ email_confirmado: false }), nombres)).toBe('');
    expect(
      textoDetalle(JSON.stringify({ rol_id: 'r1', quitados: ['POS001002'], agregados: [] }), nombres),
    ).toBe('Rol: Cajero · Permisos quitados: POS001002');
    expect(textoDetalle('null', nombres)).toBe('');
    expect(textoDetalle('{roto', nombres)).toBe('{roto');
  });

  it('says a grant without modules opens every module of its role', () => {
    expect(textoModulos(null, nombres.modulo)).toBe('Todos');
    expect(textoModulos([], nombres.modulo)).toBe('Todos');
    expect(textoModulos(['facturacion'], nombres.modulo)).toBe('Facturación Electrónica');
  });
});

describe('the state of a member', () => {
  const ahora = new Date('2026-11-29T12:00:00Z');
  it('is suspended before anything else, then an ended demo, else active', () => {
    expect(estadoMiembro({ suspendido: true, demo_vence_at: '2026-01-01T00:00:00Z' }, ahora).texto).toBe(
      'Suspendido',
    );
    expect(estadoMiembro({ suspendido: false, demo_vence_at: '2026-11-29T11:59:00Z' }, ahora).texto).toBe(
      'Demo vencida',
    );
    expect(estadoMiembro({ suspendido: false, demo_vence_at: '2026-12-01T00:00:00Z' }, ahora).texto).toBe(
      'Activo',
    );
    expect(estadoMiembro({ suspendido: false }, ahora).severidad).toBe('success');
  });
});
