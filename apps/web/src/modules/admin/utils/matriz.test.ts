import { describe, expect, it } from 'vitest';
import { ROLES } from '../../workspace/utils/role-rules';
import {
  agruparPermisos,
  alternarGrupo,
  alternarPermiso,
  cambiosDe,
  esRolProtegido,
  estadoGrupo,
  hayCambios,
  marcadasDe,
  type PermisoMatriz,
  permisosAGuardar,
  permisosDelRol,
} from './matriz';

const p = (id: string, nombre: string, padre_id: string | null, modulo_id: string | null): PermisoMatriz => ({
  id,
  nombre,
  padre_id,
  modulo_id,
});

// A slice of the seeded catalogue, in its order: shared groups, then modules, a shared one again at the end.
const CATALOGO: PermisoMatriz[] = [
  p('ADM001', 'Administración', null, null),
  p('ADM001001', 'Bandeja de correos', 'ADM001', null),
  p('GEN001', 'Datos generales', null, null),
  p('GEN001001', 'Empresas', 'GEN001', null),
  p('GEN001002', 'Clientes', 'GEN001', null),
  p('GEN002', 'Equipo', null, null),
  p('GEN002001', 'Usuarios y accesos de la empresa', 'GEN002', null),
  p('CON001', 'Mantenimiento contable', null, 'contabilidad'),
  p('CON001001', 'Cuentas financieras', 'CON001', 'contabilidad'),
  p('FAC001', 'Facturación electrónica', null, 'facturacion'),
  p('FAC001001', 'Emitir comprobantes', 'FAC001', 'facturacion'),
  p('POS001', 'Punto de venta', null, 'facturacion'),
  p('POS001002', 'Toma de pedidos', 'POS001', 'facturacion'),
  p('POS001004', 'Caja y cobro', 'POS001', 'facturacion'),
  p('UTI001', 'Utilitarios', null, null),
  p('UTI001001', 'Importación masiva', 'UTI001', null),
  // A top-level permission without children is chosen by itself.
  p('WEB001', 'Webinars', null, 'webinars'),
];

const NOMBRES: Record<string, string> = {
  contabilidad: 'Sistema Contable',
  facturacion: 'Facturación Electrónica',
};
const secciones = agruparPermisos(CATALOGO, (id) => NOMBRES[id] ?? id);
const grupo = (id: string) => {
  const g = secciones.flatMap((s) => s.grupos).find((x) => x.padre.id === id);
  if (!g) throw new Error(`sin grupo ${id}`);
  return g;
};

describe('the role × permission matrix', () => {
  it('groups the catalogue by module, shared permissions first, each top-level parent over its leaves', () => {
    expect(secciones.map((s) => [s.modulo_id, s.nombre, s.grupos.map((g) => g.padre.id)])).toEqual([
      [null, 'General', ['ADM001', 'GEN001', 'GEN002', 'UTI001']],
      ['contabilidad', 'Sistema Contable', ['CON001']],
      ['facturacion', 'Facturación Electrónica', ['FAC001', 'POS001']],
      ['webinars', 'webinars', ['WEB001']],
    ]);
    expect(grupo('GEN001').hojas.map((h) => h.nombre)).toEqual(['Empresas', 'Clientes']);
    expect(grupo('POS001').hojas.map((h) => h.id)).toEqual(['POS001002', 'POS001004']);
    expect(grupo('WEB001').hojas.map((h) => h.id)).toEqual(['WEB001']);
  });

  it('puts a deeper permission under its top-level parent, and an orphan in a group of its own', () => {
    const [general] = agruparPermisos(
      [
        p('GEN001', 'Datos generales', null, null),
        p('GEN001001', 'Empresas', 'GEN001', null),
        p('GEN001001001', 'Locales', 'GEN001001', null),
        p('ZZZ001001', 'Huérfano', 'ZZZ001', null),
      ],
      (id) => id,
    );
    expect(general?.grupos.map((g) => [g.padre.id, g.hojas.map((h) => h.id)])).toEqual([
      ['GEN001', ['GEN001001001']],
      ['ZZZ001001', ['ZZZ001001']],
    ]);
  });

  it('reads a role as its leaves and saves them with every parent, as the seed stores them', () => {
    // The invoicing-only user's seed: GEN001 with only Clientes, and a point-of-sale child.
    const rol = ['GEN001', 'GEN001002', 'POS001', 'POS001002'];
    const marcadas = marcadasDe(rol, secciones);
    expect([...marcadas].sort()).toEqual(['GEN001002', 'POS001002']);
    expect(permisosAGuardar(marcadas, CATALOGO)).toEqual(rol.sort());
    // Ids outside the catalogue are not kept (the server would refuse them).
    expect([...marcadasDe(['XYZ999', 'GEN001001'], secciones)]).toEqual(['GEN001001']);
    // A parent is dropped with its last child.
    const sinHijos = alternarPermiso(marcadas, 'POS001002', false);
    expect(permisosAGuardar(sinHijos, CATALOGO)).toEqual(['GEN001', 'GEN001002']);
    expect(permisosAGuardar(new Set(['WEB001']), CATALOGO)).toEqual(['WEB001']);
    expect(permisosAGuardar(new Set(), CATALOGO)).toEqual([]);
  });

  it("toggles a group's leaves from its parent, and tells how many are chosen", () => {
    const inicio = marcadasDe(['GEN001', 'GEN001002'], secciones);
    expect(estadoGrupo(inicio, grupo('GEN001'))).toEqual({
      marcadas: 1,
      total: 2,
      todas: false,
      alguna: true,
    });

    const todas = alternarGrupo(inicio, grupo('GEN001'), true);
    expect(estadoGrupo(todas, grupo('GEN001'))).toEqual({ marcadas: 2, total: 2, todas: true, alguna: true });
    expect(permisosAGuardar(todas, CATALOGO)).toEqual(['GEN001', 'GEN001001', 'GEN001002']);

    const ninguna = alternarGrupo(todas, grupo('GEN001'), false);
    expect(estadoGrupo(ninguna, grupo('GEN001')).alguna).toBe(false);
    expect(permisosAGuardar(ninguna, CATALOGO)).toEqual([]);
    // The original set is never changed in place.
    expect([...inicio]).toEqual(['GEN001002']);
  });

  it('is dirty only while the choice differs from the role, whatever order or parents it was stored with', () => {
    const rol = ['GEN001002', 'GEN001'];
    const marcadas = marcadasDe(rol, secciones);
    expect(hayCambios(rol, marcadas, secciones)).toBe(false);

    const cambiada = alternarPermiso(alternarPermiso(marcadas, 'GEN001002', false), 'GEN002001', true);
    expect(hayCambios(rol, cambiada, secciones)).toBe(true);
    expect(cambiosDe(rol, cambiada, secciones)).toEqual({
      agregados: ['GEN002001'],
      quitados: ['GEN001002'],
    });

    // Undoing both by hand is clean again.
    const deshecha = alternarPermiso(alternarPermiso(cambiada, 'GEN002001', false), 'GEN001002', true);
    expect(hayCambios(rol, deshecha, secciones)).toBe(false);
  });

  it("keeps the top administrator's role read-only", () => {
    expect(esRolProtegido(ROLES.administradorGeneral)).toBe(true);
    expect(esRolProtegido(ROLES.practicante)).toBe(false);
  });
});

describe('the administration permissions', () => {
  const catalogo = [{ id: 'ADM001' }, { id: 'ADM001001' }, { id: 'GEN001' }, { id: 'GEN001001' }];
  it('are offered on the top administrator’s matrix only', () => {
    expect(permisosDelRol(catalogo, 'ea7e35be').map((p) => p.id)).toEqual([
      'ADM001',
      'ADM001001',
      'GEN001',
      'GEN001001',
    ]);
    expect(permisosDelRol(catalogo, '470e28ec').map((p) => p.id)).toEqual(['GEN001', 'GEN001001']);
    expect(permisosDelRol(catalogo, null).map((p) => p.id)).toEqual(['GEN001', 'GEN001001']);
  });
});
