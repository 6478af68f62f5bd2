export * from './client.ts';
export * as schema from './schema/index.ts';
export * from './seeds/referencia.ts';
