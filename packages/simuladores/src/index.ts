export * from './identidad.ts';
