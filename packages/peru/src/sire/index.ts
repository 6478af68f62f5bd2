export * from './comparar.ts';
export * from './comprobante-libro.ts';
export * from './nombre-archivo.ts';
export * from './propuesta.ts';
export * from './reemplazo.ts';
