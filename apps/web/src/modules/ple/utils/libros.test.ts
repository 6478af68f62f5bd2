import { describe, expect, it } from 'vitest';
import {
  avisoNoDisponibles,
  librosDelGrupo,
  librosNoDisponibles,
  periodoApi,
  resumenGeneracion,
  ubicacionHallazgo,
} from './libros';

const libros = ['14.1', '8.1', '8.2', '5.1', '5.3', '6.1'].map((numero) => ({ numero }));

describe('PLE sections', () => {
  it.each([
    [undefined, ['14.1', '8.1', '8.2', '5.1', '5.3', '6.1']],
    ['compras', ['8.1', '8.2']],
    ['ventas', ['14.1']],
    ['diario', ['5.1', '5.3']],
    ['mayor', ['6.1']],
    ['simplificado', []],
    ['otro', ['14.1', '8.1', '8.2', '5.1', '5.3', '6.1']],
  ])('section %s shows %j', (grupo, esperado) => {
    expect(librosDelGrupo(libros, grupo).map((l) => l.numero)).toEqual(esperado);
  });

  it('names the books of a section the server does not generate', () => {
    const numeros = libros.map((l) => l.numero);
    expect(librosNoDisponibles(numeros, 'compras')).toEqual(['8.3']);
    expect(librosNoDisponibles(numeros, 'simplificado')).toEqual(['5.2', '5.4']);
    expect(librosNoDisponibles(numeros)).toEqual([]);
    expect(avisoNoDisponibles(['14.2'])).toBe(
      'El libro 14.2 (régimen simplificado) aún no se genera en Kipu',
    );
    expect(avisoNoDisponibles(['5.2', '5.4'])).toBe(
      'Los libros 5.2, 5.4 (régimen simplificado) aún no se generan en Kipu',
    );
  });
});

describe('what the screen says', () => {
  it('turns the session period into the API one', () => {
    expect(periodoApi('2026-11')).toBe('202611');
  });

  it.each([
    [{ linea: 0, campo: null }, 'Archivo'],
    [{ linea: 3 }, 'Línea 3'],
    [{ linea: 3, campo: 25 }, 'Línea 3, campo 25'],
  ])('places %j as %s', (h, texto) => {
    expect(ubicacionHallazgo(h)).toBe(texto);
  });

  it.each([
    [
      { lineas: 4, valido: true, hallazgos: [], omitidos: 0 },
      'Archivo generado (4 líneas): cumple la estructura de SUNAT',
    ],
    [
      { lineas: 0, valido: true, hallazgos: [], omitidos: 0 },
      'Archivo generado (libro vacío): cumple la estructura de SUNAT',
    ],
    [
      { lineas: 1, valido: false, hallazgos: [{}], omitidos: 0 },
      'Archivo generado (1 línea) con 1 observación: revíselas antes de presentarlo',
    ],
    [
      { lineas: 900, valido: false, hallazgos: Array(500).fill({}), omitidos: 20 },
      'Archivo generado (900 líneas) con 520 observaciones: revíselas antes de presentarlo',
    ],
  ])('summarises %j', (r, texto) => {
    expect(resumenGeneracion(r)).toBe(texto);
  });
});
