import { describe, expect, it } from 'vitest';
import { AREAS_PENDIENTES, areaPendienteDe } from './areas-pendientes';

describe('areaPendienteDe', () => {
  it('knows the five areas of spec 02 that are not built, by their first path segment', () => {
    expect(AREAS_PENDIENTES.map((a) => a.ruta)).toEqual([
      'prod',
      'consultas-sunat',
      'operaciones',
      'xml',
      'lrcontables',
    ]);
    expect(areaPendienteDe('/prod')?.nombre).toBe('Producción');
    expect(areaPendienteDe('/lrcontables/libro-mayor')?.nombre).toBe('Libros y registros contables');
    expect(areaPendienteDe('/operaciones/detraccion/provclie')?.nombre).toBe('Operaciones (detracciones)');
  });

  it('is none for an area that exists or a path that only starts alike', () => {
    expect(areaPendienteDe('/contable/compras')).toBeUndefined();
    expect(areaPendienteDe('/produccion')).toBeUndefined();
    expect(areaPendienteDe('/')).toBeUndefined();
  });

  it('points only at screens of the product', () => {
    for (const a of AREAS_PENDIENTES)
      for (const alt of a.alternativas) expect(alt.ruta).toMatch(/^\/(aplicativos|contable|util|repo)\//);
  });
});
