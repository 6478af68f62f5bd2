import { PERMISOS_APP } from './datos-generales';
import type { MenuSection } from './menu-types';
import { PUNTO_DE_VENTA_MENU } from './punto-de-venta';

/** Permission ids of the /fac screens (spec 02 §2 "Invoicing (/fac)"), seeded with the module's menus. */
export const PERMISOS_FAC = {
  productos: 'FAC002',
  categorias: 'FAC002001',
  listaProductos: 'FAC002002',
  combos: 'FAC002003',
  precios: 'FAC002004',
  stockMinimo: 'FAC002005',
  /** Emitting facturas and boletas and listing the documents (parent FAC001 'Facturación electrónica'). */
  facturador: 'FAC001001',
  /** Guías de remisión (parent of the two below). */
  guiasRemision: 'FAC003',
  /** Transportistas, vehículos y conductores of the guías de remisión. */
  maestrosGuia: 'FAC003001',
  /** Emitting and listing the guías de remisión. */
  guias: 'FAC003002',
  /** /fac/clientes is the DATOS GENERALES clients screen under its own permission. */
  clientes: PERMISOS_APP.clientes,
} as const;

/**
 * Sidebar of the module Facturación Electrónica (spec 02 §2: movimientos de inventario, FACTURACIÓN
 * ELECTRÓNICA, CONTABLE, POS...). Only the screens that exist are listed; the others arrive with them.
 */
export const FACTURACION_MENU: MenuSection[] = [
  {
    title: 'FACTURACIÓN ELECTRÓNICA',
    // Shown with any permission of the module: a clients-only user keeps Clientes under DATOS GENERALES.
    permiso: 'FAC',
    entries: [
      {
        label: 'Facturador',
        icon: 'pi pi-file-edit',
        route: '/fac/facturador',
        permiso: PERMISOS_FAC.facturador,
      },
      { label: 'Comprobantes', icon: 'pi pi-list', route: '/fac/factura', permiso: PERMISOS_FAC.facturador },
      {
        label: 'Notas de crédito y débito',
        icon: 'pi pi-file-o',
        route: '/fac/notas',
        permiso: PERMISOS_FAC.facturador,
      },
      {
        label: 'Notas de venta',
        icon: 'pi pi-receipt',
        route: '/fac/notas-venta',
        permiso: PERMISOS_FAC.facturador,
      },
      { label: 'Proformas', icon: 'pi pi-file', route: '/fac/proformas', permiso: PERMISOS_FAC.facturador },
      {
        label: 'Órdenes de compra',
        icon: 'pi pi-shopping-cart',
        route: '/fac/ordenes-compra',
        permiso: PERMISOS_FAC.facturador,
      },
      {
        label: 'Contingencia',
        icon: 'pi pi-exclamation-triangle',
        permiso: PERMISOS_FAC.facturador,
        children: [
          { label: 'Registrar', route: '/fac/contingencias', permiso: PERMISOS_FAC.facturador },
          { label: 'Lista', route: '/fac/lisContingencias', permiso: PERMISOS_FAC.facturador },
        ],
      },
      {
        label: 'Resúmenes y bajas',
        icon: 'pi pi-send',
        route: '/fac/resumenes',
        permiso: PERMISOS_FAC.facturador,
      },
      {
        label: 'Guías de remisión',
        icon: 'pi pi-truck',
        permiso: PERMISOS_FAC.guiasRemision,
        children: [
          { label: 'Emitir guía', route: '/fac/guias', permiso: PERMISOS_FAC.guias },
          { label: 'Lista de guías', route: '/fac/lisGuias', permiso: PERMISOS_FAC.guias },
          { label: 'Transportistas', route: '/fac/transportistas', permiso: PERMISOS_FAC.maestrosGuia },
        ],
      },
      { label: 'Clientes', icon: 'pi pi-users', route: '/fac/clientes', permiso: PERMISOS_FAC.clientes },
      {
        label: 'Productos',
        icon: 'pi pi-box',
        permiso: PERMISOS_FAC.productos,
        children: [
          {
            label: 'Categorías',
            icon: 'pi pi-tags',
            route: '/fac/categorias',
            permiso: PERMISOS_FAC.categorias,
          },
          {
            label: 'Productos',
            icon: 'pi pi-box',
            route: '/fac/productos',
            permiso: PERMISOS_FAC.listaProductos,
          },
          { label: 'Combos', icon: 'pi pi-th-large', route: '/fac/combos', permiso: PERMISOS_FAC.combos },
          {
            label: 'Categorías de precio',
            icon: 'pi pi-dollar',
            route: '/fac/precios',
            permiso: PERMISOS_FAC.precios,
          },
          {
            label: 'Stock mínimo',
            icon: 'pi pi-exclamation-circle',
            route: '/fac/stock_minimo',
            permiso: PERMISOS_FAC.stockMinimo,
          },
        ],
      },
    ],
  },
  PUNTO_DE_VENTA_MENU,
];
