/** Menu permissions of the point of sale (seeded in PERMISOS); writes check them on every call. */
export const PERMISO_POS = {
  configuracion: 'POS001001',
  pedidos: 'POS001002',
  cocina: 'POS001003',
  caja: 'POS001004',
  delivery: 'POS001005',
  reportes: 'POS001006',
} as const;
