export * from './cambios-patrimonio.ts';
export * from './estado-resultados.ts';
export * from './estado-situacion.ts';
export * from './hoja-trabajo.ts';
export * from './lineas-resultados.ts';
export * from './lineas-situacion.ts';
export * from './saldos.ts';
