import { describe, expect, it } from 'vitest';
import {
  avisoNoDisponibles,
  librosDelGrupo,
  librosNoDisponibles,
  periodoApi,
  resumenGeneracion,
  ubicacionHallazgo,
} from './libros';

const todos = ['14.1', '14.2', '8.1', '8.2', '8.3', '5.1', '5.2', '5.3', '5.4', '6.1'];
const libros = todos.map((numero) => ({ numero }));

describe('PLE sections', () => {
  it.each([
    [undefined, todos],
    ['compras', ['8.1', '8.2', '8.3']],
    ['ventas', ['14.1', '14.2']],
    ['diario', ['5.1', '5.3']],
    ['mayor', ['6.1']],
    ['simplificado', ['5.2', '5.4']],
    ['otro', todos],
  ])('section %s shows %j', (grupo, esperado) => {
    expect(librosDelGrupo(libros, grupo).map((l) => l.numero)).toEqual(esperado);
  });

  it('has nothing to say when the server generates every book of the section', () => {
    for (const grupo of [undefined, 'compras', 'ventas', 'diario', 'simplificado', 'mayor'])
      expect(librosNoDisponibles(todos, grupo)).toEqual([]);
  });

  it('names the books of a section a server does not offer', () => {
    const anteriores = ['14.1', '8.1', '8.2', '5.1', '5.3', '6.1'];
    expect(librosNoDisponibles(anteriores, 'compras')).toEqual(['8.3']);
    expect(librosNoDisponibles(anteriores, 'simplificado')).toEqual(['5.2', '5.4']);
    expect(avisoNoDisponibles(['14.2'])).toBe('El libro 14.2 aún no se genera en Kipu');
    expect(avisoNoDisponibles(['5.2', '5.4'])).toBe('Los libros 5.2, 5.4 aún no se generan en Kipu');
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
