export * from './gre/simulador-gre.ts';
export * from './identidad.ts';
export * from './sire.ts';
export * from './sire-propuesta.ts';
export * from './sunat/documento-prueba.ts';
export * from './sunat/firma.ts';
export * from './sunat/simulador-sunat.ts';
