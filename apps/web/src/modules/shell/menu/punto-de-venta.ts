import type { MenuSection } from './menu-types';

/** Permission ids of the point of sale (the seeded menu permissions POS001…, under Facturación). */
export const PERMISOS_POS = {
  modulo: 'POS001',
  configuracion: 'POS001001',
  pedidos: 'POS001002',
  cocina: 'POS001003',
  caja: 'POS001004',
  delivery: 'POS001005',
  reportes: 'POS001006',
} as const;

/** The PUNTO DE VENTA block of the Facturación sidebar: the room's setup and its service screens. */
export const PUNTO_DE_VENTA_MENU: MenuSection = {
  title: 'PUNTO DE VENTA',
  permiso: PERMISOS_POS.modulo,
  entries: [
    {
      label: 'Toma de pedidos',
      icon: 'pi pi-th-large',
      route: '/mcc/pedido/create',
      permiso: PERMISOS_POS.pedidos,
    },
    { label: 'Cocina', icon: 'pi pi-stopwatch', route: '/mcc/cocina', permiso: PERMISOS_POS.cocina },
    { label: 'Caja y cobro', icon: 'pi pi-wallet', route: '/mcc/caja', permiso: PERMISOS_POS.caja },
    { label: 'Delivery', icon: 'pi pi-truck', route: '/mcc/delivery', permiso: PERMISOS_POS.delivery },
    { label: 'Reportes', icon: 'pi pi-chart-bar', route: '/pos/reportes', permiso: PERMISOS_POS.reportes },
    {
      label: 'Configuración',
      icon: 'pi pi-cog',
      permiso: PERMISOS_POS.configuracion,
      children: [
        { label: 'Zonas', route: '/pos/zonas', permiso: PERMISOS_POS.configuracion },
        { label: 'Mesas', route: '/pos/mesas', permiso: PERMISOS_POS.configuracion },
        { label: 'Cajas', route: '/pos/cajas', permiso: PERMISOS_POS.configuracion },
        { label: 'Cocinas', route: '/pos/cocinas', permiso: PERMISOS_POS.configuracion },
        { label: 'Staff', route: '/pos/staff', permiso: PERMISOS_POS.configuracion },
      ],
    },
  ],
};
