import { describe, expect, it } from 'vitest';
import { cursoFormDe, entradaCurso, esRutaInterna, validarCursoForm } from './cursos';

describe('classroom course form', () => {
  it('starts a new course in the tab being looked at and sends the typed values', () => {
    const f = { ...cursoFormDe(null, 'planillas'), titulo: ' CTS de mayo ', enlace: '/pla/cts', orden: '4' };
    expect(validarCursoForm(f)).toEqual({});
    expect(entradaCurso(f)).toEqual({
      modulo: 'planillas',
      titulo: 'CTS de mayo',
      enlace: '/pla/cts',
      orden: 4,
      descripcion: '',
    });
  });

  it('puts each message on its field', () => {
    expect(
      validarCursoForm({
        modulo: 'contable',
        titulo: '',
        enlace: 'http://x.pe',
        orden: 'dos',
        descripcion: '',
      }),
    ).toEqual({
      titulo: 'Escriba el título del curso',
      enlace: 'El enlace debe ser una dirección https:// o una ruta del sistema que empiece con /',
      orden: 'El orden es un número entero de 0 a 9999',
    });
  });

  it('opens routes inside the product and web pages apart', () => {
    expect(esRutaInterna('/fac/facturador')).toBe(true);
    expect(esRutaInterna('https://www.youtube.com/watch?v=1')).toBe(false);
  });
});
