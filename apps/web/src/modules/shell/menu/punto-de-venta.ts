import { mayuscula } from '@kipu/peru/pos/vocabulario';
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

/**
 * The PUNTO DE VENTA block of the Facturación sidebar: the room's setup and its service screens. The
 * labels are a restaurant's; buildSidebar puts those with a vocabulary in the words of the company's rubro.
 */
export const PUNTO_DE_VENTA_MENU: MenuSection = {
  title: 'PUNTO DE VENTA',
  permiso: PERMISOS_POS.modulo,
  entries: [
    {
      label: 'Toma de pedidos',
      vocabulario: (v) => v.tomaDePedidos,
      icon: 'pi pi-th-large',
      route: '/mcc/pedido/create',
      permiso: PERMISOS_POS.pedidos,
    },
    {
      label: 'Cocina',
      vocabulario: (v) => mayuscula(v.cocina.singular),
      icon: 'pi pi-stopwatch',
      route: '/mcc/cocina',
      permiso: PERMISOS_POS.cocina,
    },
    { label: 'Caja y cobro', icon: 'pi pi-wallet', route: '/mcc/caja', permiso: PERMISOS_POS.caja },
    { label: 'Delivery', icon: 'pi pi-truck', route: '/mcc/delivery', permiso: PERMISOS_POS.delivery },
    { label: 'Reportes', icon: 'pi pi-chart-bar', route: '/pos/reportes', permiso: PERMISOS_POS.reportes },
    {
      label: 'Configuración',
      icon: 'pi pi-cog',
      permiso: PERMISOS_POS.configuracion,
      children: [
        {
          label: 'Zonas',
          vocabulario: (v) => mayuscula(v.zona.plural),
          route: '/pos/zonas',
          permiso: PERMISOS_POS.configuracion,
        },
        {
          label: 'Mesas',
          vocabulario: (v) => mayuscula(v.mesa.plural),
          route: '/pos/mesas',
          permiso: PERMISOS_POS.configuracion,
        },
        { label: 'Cajas', route: '/pos/cajas', permiso: PERMISOS_POS.configuracion },
        {
          label: 'Cocinas',
          vocabulario: (v) => mayuscula(v.cocina.plural),
          route: '/pos/cocinas',
          permiso: PERMISOS_POS.configuracion,
        },
        { label: 'Staff', route: '/pos/staff', permiso: PERMISOS_POS.configuracion },
      ],
    },
  ],
};
