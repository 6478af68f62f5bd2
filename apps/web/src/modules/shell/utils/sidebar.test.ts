import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../menu/menu-types';
import { buildSidebar, filtrarEntradas, permisoPermitido } from './sidebar';

const ADMIN = 'ea7e35be';
const CONTADOR = '04a0a9c2';

function labels(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((e) => [e.label, ...labels(e.children ?? []).map((l) => `${e.label}/${l}`)]);
}

describe('permission filter', () => {
  it('allows an id, its exact permission or any permission below it', () => {
    expect(permisoPermitido(undefined, [])).toBe(true);
    expect(permisoPermitido('ADM001001', ['ADM001001'])).toBe(true);
    expect(permisoPermitido('ADM001', ['ADM001002'])).toBe(true);
    expect(permisoPermitido('ADM001001', ['ADM001'])).toBe(false);
    expect(permisoPermitido('FAC001', ['ADM001001'])).toBe(false);
  });

  it('keeps a parent for an allowed child and drops the others', () => {
    const menu: MenuEntry[] = [
      {
        label: 'Mantenimiento',
        permiso: 'FAC001',
        children: [
          { label: 'Clientes', route: '/fac/clientes', permiso: 'FAC001001' },
          { label: 'Productos', route: '/fac/productos', permiso: 'FAC001002' },
        ],
      },
      {
        label: 'Reportes',
        permiso: 'FAC002',
        children: [{ label: 'Ventas', route: '/r', permiso: 'FAC002001' }],
      },
      { label: 'Inicio', route: '/home' },
    ];
    expect(labels(filtrarEntradas(menu, ['FAC001002']))).toEqual([
      'Mantenimiento',
      'Mantenimiento/Productos',
      'Inicio',
    ]);
  });
});

const DATOS_GENERALES = ['GEN001', 'GEN001001', 'GEN001002', 'GEN001003', 'GEN001004'];

describe('buildSidebar', () => {
  it('gives the top administrator Inicio, every DATOS GENERALES entry and every ADMINISTRADOR entry', () => {
    const sections = buildSidebar({ moduloId: 'contabilidad', roleId: ADMIN, permisos: [], rubro: null });
    expect(sections.map((s) => s.title ?? '')).toEqual([
      '',
      'DATOS GENERALES',
      'MANTENIMIENTO',
      'ANOTACIÓN DE OPERACIONES',
      'CIERRE CONTABLE',
      'TESORERÍA',
      'INVENTARIOS',
      'HOJA DE TRABAJO',
      'SIRE SUNAT',
      'REPORTES CONTABLES',
      'LIBROS ELECTRÓNICOS (PLE)',
      'ESTADOS FINANCIEROS',
      'DECLARACIONES E IMPUESTOS',
      'UTILITARIOS',
      'ADMINISTRADOR',
    ]);
    expect((sections[1]?.entries ?? []).map((e) => [e.label, e.route, e.permiso])).toEqual([
      ['Empresas', '/app/empresas', 'GEN001001'],
      ['Clientes', '/app/clientes', 'GEN001002'],
      ['Proveedores', '/app/proveedores', 'GEN001003'],
      ['Plan contable', '/app/pcge', 'GEN001004'],
      ['Tributos', '/app/tributos', 'GEN001005'],
      ['Centros de costo', '/app/centro-costos', 'GEN001006'],
      ['Tipos de adjunto', '/app/tipos-adjuntos', 'GEN001007'],
      ['Responsables', '/app/responsables', 'GEN001008'],
      ['Usuarios y accesos', '/app/usuarios', 'GEN002001'],
    ]);
    // Blocks by their title: a block added to the module does not shift what the others must hold.
    const bloque = (titulo: string) => sections.find((x) => x.title === titulo)?.entries ?? [];
    expect(bloque('MANTENIMIENTO').map((e) => [e.label, e.route])).toEqual([
      ['Cuentas financieras', '/contable/cuentas_financieras'],
    ]);
    expect(bloque('ANOTACIÓN DE OPERACIONES').map((e) => [e.label, e.route])).toEqual([
      ['Compras', '/contable/compras'],
      ['Registrar compra', '/contable/compra/create'],
      ['Ventas', '/contable/ventas'],
      ['Registrar venta', '/contable/venta/create'],
      ['Asientos varios', '/contable/asientos_varios'],
      ['Asientos prediseñados', '/contable/asientos_predisenados'],
      ['Cuentas por cobrar', '/contable/cuentas/cobrar'],
      ['Cuentas por pagar', '/contable/cuentas/pagar'],
    ]);
    expect(labels(bloque('CIERRE CONTABLE'))).toEqual([
      'Inventarios iniciales',
      'Cierre contable',
      'Reprocesar CUO',
    ]);
    expect(labels(bloque('HOJA DE TRABAJO'))).toEqual(['Hoja de trabajo', 'Balance de comprobación']);
    expect(bloque('SIRE SUNAT').map((e) => [e.label, e.route, e.permiso])).toEqual([
      ['SIRE Ventas (RVIE)', '/sire/rvie/comparar', 'CON002002'],
      ['SIRE Compras (RCE)', '/sire/rce/comparar', 'CON002001'],
    ]);
    expect(labels(bloque('INVENTARIOS'))).toEqual(['Kardex en unidades', 'Kardex valorizado']);
    expect(labels(bloque('TESORERÍA'))).toEqual(['Conciliación bancaria']);
    expect(labels(bloque('REPORTES CONTABLES'))).toEqual([
      'Libro diario',
      'Libro mayor',
      'Libro caja',
      'Libro bancos',
    ]);
    expect(bloque('LIBROS ELECTRÓNICOS (PLE)').map((e) => [e.label, e.route])).toEqual([
      ['Todos los libros del periodo', '/sleple5.1'],
      ['8.1 Registro de compras', '/sleple5.1/compras/8.1'],
      ['14.1 Registro de ventas', '/sleple5.1/ventas/14.1'],
      ['5.1 Libro diario', '/sleple5.1/diario/5.1'],
      ['5.2 Diario simplificado', '/sleple5.1/simplificado/5.2'],
      ['6.1 Libro mayor', '/sleple5.1/mayor/6.1'],
    ]);
    expect(bloque('ESTADOS FINANCIEROS').map((e) => e.route)).toEqual([
      '/repo/ef/bgc',
      '/repo/ef/ern',
      '/repo/ef/erf',
      '/repo/ef/smv/esf',
      '/repo/ef/edr',
      '/repo/ef/cambios-pn',
    ]);
    expect(labels(bloque('UTILITARIOS'))).toEqual(['Importación masiva']);
    expect(labels(bloque('ADMINISTRADOR'))).toEqual([
      'Bandeja de correos',
      'Cronogramas tributarios',
      'Libro de reclamaciones',
      'Usuarios',
      'Roles y permisos',
    ]);
  });

  it('shows the electronic books (PLE) to whoever holds an accounting permission, and to nobody else', () => {
    const titulos = (permisos: string[], moduloId = 'contabilidad') =>
      buildSidebar({ moduloId, roleId: CONTADOR, permisos, rubro: null }).map((s) => s.title ?? '');
    expect(titulos(['CON002', 'CON002001'])).toContain('LIBROS ELECTRÓNICOS (PLE)');
    expect(titulos(['GEN001', 'GEN001001'])).not.toContain('LIBROS ELECTRÓNICOS (PLE)');
    // The block belongs to the accounting module's menu only.
    expect(titulos(['CON002', 'CON002001'], 'planillas')).not.toContain('LIBROS ELECTRÓNICOS (PLE)');
  });

  it('shows other roles no ADMINISTRADOR block, even with its permissions', () => {
    const sections = buildSidebar({
      moduloId: 'contabilidad',
      roleId: CONTADOR,
      permisos: ['ADM001001'],
      rubro: null,
    });
    expect(sections.map((s) => labels(s.entries))).toEqual([['Inicio']]);
  });

  it('shows DATOS GENERALES in every module but the online consultation one', () => {
    for (const moduloId of ['contabilidad', 'facturacion', 'planillas', 'webinars']) {
      const sections = buildSidebar({ moduloId, roleId: CONTADOR, permisos: DATOS_GENERALES, rubro: null });
      expect(sections.map((s) => s.title ?? '')).toEqual(['', 'DATOS GENERALES']);
      expect(labels(sections[1]?.entries ?? [])).toEqual([
        'Empresas',
        'Clientes',
        'Proveedores',
        'Plan contable',
      ]);
    }
    const aplicativos = buildSidebar({
      moduloId: 'aplicativos',
      roleId: CONTADOR,
      permisos: DATOS_GENERALES,
      rubro: null,
    });
    expect(aplicativos.map((s) => s.title ?? '')).toEqual(['', 'CONSULTAS ONLINE']);
    const admin = buildSidebar({ moduloId: 'aplicativos', roleId: ADMIN, permisos: [], rubro: null });
    expect(admin.map((s) => s.title ?? '')).toEqual(['', 'CONSULTAS ONLINE', 'ADMINISTRADOR']);
  });

  it('shows the payroll screens with PLA001001', () => {
    const sections = buildSidebar({
      moduloId: 'planillas',
      roleId: CONTADOR,
      permisos: ['PLA001', 'PLA001001'],
      rubro: null,
    });
    expect(sections.map((s) => [s.title ?? '', ...s.entries.map((e) => `${e.label} ${e.route}`)])).toEqual([
      ['', 'Inicio /home'],
      [
        'MANTENIMIENTO',
        'Trabajadores /pla/trabajador',
        'Horarios y feriados /pla/horario',
        'Comisiones AFP /pla/commission',
        'Parámetros de planilla /pla/parametros',
      ],
      [
        'PLANILLA MENSUAL',
        'Asistencia /pla/operation/assistance',
        'Planilla /pla/planilla',
        'Salario y beneficios /pla/salario-beneficios',
        'Utilidades /pla/utilidades',
        'Estructuras PLAME /pla/plame',
      ],
      [
        'REPORTES',
        'Reportes de planilla /pla/reporte-planillas',
        'Renta de quinta /pla/reporte-rentaquinta',
        'Gratificaciones /pla/reporte-gratificaciones',
        'CTS /pla/reporte-cts',
        'Vacaciones /pla/reporte-vacaciones',
      ],
    ]);
  });

  it("shows a cashier's PUNTO DE VENTA screens, the reports among them, without the room's setup", () => {
    const cajero = buildSidebar({
      moduloId: 'facturacion',
      roleId: '129965aa',
      permisos: ['POS001', 'POS001002', 'POS001004', 'POS001005', 'POS001006'],
      rubro: 'restaurante',
    });
    const pos = cajero.find((s) => s.title === 'PUNTO DE VENTA');
    expect(pos?.entries.map((e) => `${e.label} ${e.route}`)).toEqual([
      'Toma de pedidos /mcc/pedido/create',
      'Caja y cobro /mcc/caja',
      'Delivery /mcc/delivery',
      'Reportes /pos/reportes',
    ]);
  });

  const puntoDeVenta = (rubro: string | null) =>
    labels(
      buildSidebar({ moduloId: 'facturacion', roleId: ADMIN, permisos: [], rubro }).find(
        (s) => s.title === 'PUNTO DE VENTA',
      )?.entries ?? [],
    );

  it("names a restaurant's PUNTO DE VENTA entries as always, also when no rubro is declared", () => {
    const restaurante = [
      'Toma de pedidos',
      'Cocina',
      'Caja y cobro',
      'Delivery',
      'Reportes',
      'Configuración',
      'Configuración/Zonas',
      'Configuración/Mesas',
      'Configuración/Cajas',
      'Configuración/Cocinas',
      'Configuración/Staff',
    ];
    expect(puntoDeVenta('restaurante')).toEqual(restaurante);
    expect(puntoDeVenta(null)).toEqual(restaurante);
  });

  it("names a hotel's PUNTO DE VENTA entries by floors, rooms and consumptions", () => {
    expect(puntoDeVenta('hotel')).toEqual([
      'Consumos',
      'Cocina',
      'Caja y cobro',
      'Delivery',
      'Reportes',
      'Configuración',
      'Configuración/Pisos',
      'Configuración/Habitaciones',
      'Configuración/Cajas',
      'Configuración/Cocinas',
      'Configuración/Staff',
    ]);
  });

  it("names a bar's kitchen its bar, and a shop's entries with neutral words", () => {
    const bar = puntoDeVenta('bar');
    expect(bar.slice(0, 2)).toEqual(['Toma de pedidos', 'Barra']);
    expect(bar.filter((l) => l.startsWith('Configuración/'))).toEqual([
      'Configuración/Zonas',
      'Configuración/Mesas',
      'Configuración/Cajas',
      'Configuración/Barras',
      'Configuración/Staff',
    ]);
    const comercial = puntoDeVenta('comercial');
    expect(comercial.slice(0, 2)).toEqual(['Pedidos', 'Despacho']);
    expect(comercial.filter((l) => l.startsWith('Configuración/'))).toEqual([
      'Configuración/Áreas',
      'Configuración/Puntos de atención',
      'Configuración/Cajas',
      'Configuración/Despachos',
      'Configuración/Staff',
    ]);
  });

  it("relabels a cashier's filtered entries too", () => {
    const cajero = buildSidebar({
      moduloId: 'facturacion',
      roleId: '129965aa',
      permisos: ['POS001', 'POS001002', 'POS001004'],
      rubro: 'hotel',
    });
    expect(labels(cajero.find((s) => s.title === 'PUNTO DE VENTA')?.entries ?? [])).toEqual([
      'Consumos',
      'Caja y cobro',
    ]);
  });

  it('narrows DATOS GENERALES to the allowed entries and hides it without its parent permission', () => {
    const facturador = buildSidebar({
      moduloId: 'facturacion',
      roleId: 'fd2b32f2',
      permisos: ['GEN001', 'GEN001002'],
      rubro: null,
    });
    expect(facturador.map((s) => labels(s.entries))).toEqual([['Inicio'], ['Clientes']]);
    expect(
      buildSidebar({ moduloId: 'contabilidad', roleId: CONTADOR, permisos: [], rubro: null }),
    ).toHaveLength(1);
  });

  it('shows Usuarios y accesos to who manages members (GEN002001) and not to a trainee', () => {
    const datos = (permisos: string[]) =>
      labels(
        buildSidebar({ moduloId: 'contabilidad', roleId: CONTADOR, permisos, rubro: null })[1]?.entries ?? [],
      );
    expect(datos([...DATOS_GENERALES, 'GEN002', 'GEN002001'])).toContain('Usuarios y accesos');
    expect(datos(DATOS_GENERALES)).not.toContain('Usuarios y accesos');
    // The parent alone opens no screen.
    expect(datos([...DATOS_GENERALES, 'GEN002'])).not.toContain('Usuarios y accesos');
  });

  it('hides the classroom sidebar from everyone but the top administrator, without Inicio', () => {
    expect(
      buildSidebar({ moduloId: 'aula', roleId: CONTADOR, permisos: DATOS_GENERALES, rubro: null }),
    ).toEqual([]);
    expect(
      buildSidebar({ moduloId: 'aula', roleId: ADMIN, permisos: [], rubro: null }).map((s) => s.title),
    ).toEqual(['DATOS GENERALES', 'MULTIMEDIA', 'ADMINISTRADOR']);
  });
});
