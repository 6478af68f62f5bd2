import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsearCsv } from '../../../db/src/seeds/csv.ts';
import {
  abreviaturaDocumentoIdentidad,
  CODIGOS_DOCUMENTO_IDENTIDAD,
  nombreDocumentoIdentidad,
} from './documentos-identidad.ts';
import { nombreUnidadMedida, UNIDADES_CON_NOMBRE } from './unidades-medida.ts';

const catalogo = (archivo: string) =>
  parsearCsv(
    readFileSync(new URL(`../../../db/reference-data/sunat-catalogos/${archivo}`, import.meta.url), 'utf8'),
  );

describe('catálogo 03 in Spanish', () => {
  it('names the usual units in Spanish, whatever the case or blanks of the code', () => {
    expect(nombreUnidadMedida('NIU')).toBe('Unidad');
    expect(nombreUnidadMedida(' zz ')).toBe('Servicio');
    expect(nombreUnidadMedida('kgm')).toBe('Kilogramo');
    expect(nombreUnidadMedida('MTQ')).toBe('Metro cúbico');
  });

  it('has no name for a code it does not know, so the caller keeps the catalogue’s', () => {
    expect(nombreUnidadMedida('05')).toBeUndefined();
    expect(nombreUnidadMedida('')).toBeUndefined();
  });

  it('offers NIU and ZZ first, and every named code is a real catálogo 03 code', () => {
    expect(UNIDADES_CON_NOMBRE.slice(0, 2)).toEqual(['NIU', 'ZZ']);
    const codigos = new Set(catalogo('cat03-unidades-medida.csv').map((f) => f.codigo));
    expect(UNIDADES_CON_NOMBRE.filter((c) => !codigos.has(c))).toEqual([]);
  });
});

describe('catálogo 06 in Spanish', () => {
  it('names every document of the catalogue, none in SUNAT’s abbreviations nor in English', () => {
    const filas = catalogo('cat06-documentos-identidad.csv');
    expect(filas.map((f) => f.codigo).sort()).toEqual([...CODIGOS_DOCUMENTO_IDENTIDAD].sort());
    for (const f of filas) {
      const nombre = nombreDocumentoIdentidad(f.codigo ?? '');
      expect(nombre).toBeDefined();
      expect(nombre).not.toBe(f.descripcion);
      expect(nombre).not.toMatch(/Number|Identification|\.[A-Z]/);
    }
  });

  it('has a short form for narrow places and printed documents', () => {
    expect(abreviaturaDocumentoIdentidad('6')).toBe('RUC');
    expect(abreviaturaDocumentoIdentidad('1')).toBe('DNI');
    expect(abreviaturaDocumentoIdentidad('a')).toBe('Cédula diplomática');
    expect(nombreDocumentoIdentidad('6')).toBe('RUC - Registro único de contribuyentes');
    expect(abreviaturaDocumentoIdentidad('-')).toBeUndefined();
    expect(nombreDocumentoIdentidad('Z')).toBeUndefined();
  });
});
