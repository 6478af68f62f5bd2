import { ROL } from '@kipu/db';

export type CuentaDemo = {
  rol: string;
  rolId: string;
  nombres: string;
  email: string;
  password: string;
  /** Where the account works, as start-up prints it. */
  trabaja: string;
};

/** The demo accounts' e-mails, by what they do. */
export const CUENTAS = {
  admin: 'admin@kipu.pe',
  contador: 'contador@kipu.pe',
  mozo: 'mozo@kipu.pe',
  cajero: 'cajero@kipu.pe',
  cocinero: 'cocinero@kipu.pe',
} as const;

export const CUENTAS_DEMO: CuentaDemo[] = [
  {
    rol: 'Administrador general',
    rolId: ROL.administradorGeneral,
    nombres: 'Administrador Kipu',
    email: CUENTAS.admin,
    password: 'Admin2026',
    trabaja: 'todas las empresas',
  },
  {
    rol: 'Contador',
    rolId: ROL.contador,
    nombres: 'Carla Quispe Mamani',
    email: CUENTAS.contador,
    password: 'Contador2026',
    trabaja: 'titular de COMERCIAL ANDINA DEMO y de RESTAURANTE EL TAMBO DEMO',
  },
  {
    rol: 'Mozo',
    rolId: '1990d988',
    nombres: 'Pedro Huamán Ríos',
    email: CUENTAS.mozo,
    password: 'Mozo2026',
    trabaja: 'RESTAURANTE EL TAMBO DEMO (también COMERCIAL ANDINA DEMO)',
  },
  {
    rol: 'Cajero',
    rolId: '129965aa',
    nombres: 'Lucía Mendoza Flores',
    email: CUENTAS.cajero,
    password: 'Cajero2026',
    trabaja: 'RESTAURANTE EL TAMBO DEMO, caja C1',
  },
  {
    rol: 'Cocinero',
    rolId: 'fc7a149a',
    nombres: 'Mario Quispe Condori',
    email: CUENTAS.cocinero,
    password: 'Cocinero2026',
    trabaja: 'RESTAURANTE EL TAMBO DEMO, cocina caliente',
  },
];
