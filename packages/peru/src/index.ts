export * from './calendario/cronograma.ts';
export * from './calendario/feriados.ts';
export * from './cuentas/password.ts';
export * from './identidad/dni.ts';
export * from './identidad/email.ts';
export * from './identidad/ruc.ts';
export * from './identidad/telefono.ts';
