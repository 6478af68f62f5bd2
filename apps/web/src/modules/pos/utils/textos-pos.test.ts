import { vocabularioPos } from '@kipu/peru/pos/vocabulario';
import { describe, expect, it } from 'vitest';
import { textosMaestro } from './textos-pos';

describe('textosMaestro', () => {
  it("keeps a restaurant's zone texts", () => {
    const t = textosMaestro(vocabularioPos('restaurante').zona);
    expect([t.titulo, t.nuevo, t.editar('S1'), t.vacio, t.nombre('S1'), t.eliminada, ...t.exito]).toEqual([
      'Zonas',
      'Nueva zona',
      'Editar zona S1',
      'No hay zonas registradas',
      'la zona S1',
      'Zona eliminada',
      'Zona registrada',
      'Zona actualizada',
    ]);
  });

  it("agrees a hotel's floors in the masculine and a shop's areas with 'el'", () => {
    const piso = textosMaestro(vocabularioPos('hotel').zona);
    expect([piso.titulo, piso.nuevo, piso.vacio, piso.nombre('2'), piso.eliminada, ...piso.exito]).toEqual([
      'Pisos',
      'Nuevo piso',
      'No hay pisos registrados',
      'el piso 2',
      'Piso eliminado',
      'Piso registrado',
      'Piso actualizado',
    ]);
    const area = textosMaestro(vocabularioPos('comercial').zona);
    expect([area.nuevo, area.vacio, area.nombre('A'), area.eliminada]).toEqual([
      'Nueva área',
      'No hay áreas registradas',
      'el área A',
      'Área eliminada',
    ]);
  });

  it("names a bar's kitchens barras and a hotel's tables habitaciones", () => {
    expect(textosMaestro(vocabularioPos('bar').cocina).vacio).toBe('No hay barras registradas');
    expect(textosMaestro(vocabularioPos('hotel').mesa).nombre('101')).toBe('la habitación 101');
  });
});
