export * from './acceso.ts';
export * from './calendario.ts';
export * from './correo.ts';
export * from './credenciales.ts';
export * from './empresas.ts';
export * from './notificaciones.ts';
export * from './reclamos.ts';
export * from './referencia.ts';
