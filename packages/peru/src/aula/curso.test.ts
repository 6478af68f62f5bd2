import { describe, expect, it } from 'vitest';
import { enGruposDeDiez, esEnlaceCurso, validarCurso } from './curso.ts';

describe('classroom courses', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc123', true],
    ['/fac/facturador', true],
    ['/sleple5.1/compras/8.1', true],
    ['http://videos.example.pe/1', false],
    ['javascript:alert(1)', false],
    ['//evil.example/x', false],
    ['/', false],
    ['https://localhost/x', false],
    ['ftp://videos.pe/1', false],
  ])('%s is a course link: %s', (enlace, esperado) => {
    expect(esEnlaceCurso(enlace)).toBe(esperado);
  });

  it('says in Spanish everything a course lacks', () => {
    expect(
      validarCurso({
        modulo: 'contable',
        titulo: 'Registro de compras',
        enlace: '/contable/compras',
        orden: 1,
      }),
    ).toEqual([]);
    expect(validarCurso({ modulo: 'ventas', titulo: ' ', enlace: 'http://x.pe', orden: -1 })).toEqual([
      'Elija la pestaña del curso: contable, facturación, planillas, aplicativos o webinars',
      'Escriba el título del curso',
      'El enlace debe ser una dirección https:// o una ruta del sistema que empiece con /',
      'El orden es un número entero de 0 a 9999',
    ]);
    expect(validarCurso({ modulo: 'webinars', titulo: 'x'.repeat(151), enlace: '/home', orden: 0 })).toEqual([
      'El título admite hasta 150 caracteres',
    ]);
  });

  it('groups courses in tens', () => {
    const cursos = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(enGruposDeDiez(cursos).map((g) => g.length)).toEqual([10, 10, 3]);
    expect(enGruposDeDiez([])).toEqual([]);
  });
});
