export * from './acceso.ts';
export * from './correo.ts';
export * from './empresas.ts';
export * from './referencia.ts';
