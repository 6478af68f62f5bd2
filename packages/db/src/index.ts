export * from './client.ts';
export * as schema from './schema/index.ts';
export { ESTADOS_RECLAMO, type EstadoReclamo } from './schema/reclamos.ts';
export * from './seeds/catalogos.ts';
export * from './seeds/cronogramas.ts';
export { celdasCsv, parsearCsv } from './seeds/csv.ts';
export * from './seeds/parametros-planilla.ts';
export * from './seeds/pcge.ts';
export * from './seeds/referencia.ts';
