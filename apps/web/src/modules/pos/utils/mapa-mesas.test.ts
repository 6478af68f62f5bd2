import { describe, expect, it } from 'vitest';
import {
  COLUMNAS_MAPA,
  celdaEn,
  colocar,
  enTablero,
  FILAS_MAPA,
  posicionesCambiadas,
  primeraCeldaLibre,
} from './mapa-mesas';

const mesa = (id: string, pos_x: number, pos_y: number) => ({ id, codigo: id, pos_x, pos_y });

describe('mapa de mesas', () => {
  it('halla la celda bajo un punto del tablero, dentro de sus bordes', () => {
    expect(celdaEn(0, 0, 800, 600)).toEqual({ pos_x: 0, pos_y: 0 });
    expect(celdaEn(250, 350, 800, 600)).toEqual({ pos_x: 2, pos_y: 3 });
    expect(celdaEn(900, -20, 800, 600)).toEqual({ pos_x: COLUMNAS_MAPA - 1, pos_y: 0 });
  });

  it('coloca una mesa e intercambia la que ocupaba la celda', () => {
    const mesas = [mesa('1', 0, 0), mesa('2', 3, 1)];
    expect(colocar(mesas, '1', { pos_x: 3, pos_y: 1 })).toEqual([mesa('1', 3, 1), mesa('2', 0, 0)]);
    expect(colocar(mesas, 'x', { pos_x: 5, pos_y: 5 })).toEqual(mesas);
  });

  it('envía solo las mesas que cambiaron de lugar', () => {
    const antes = [mesa('1', 0, 0), mesa('2', 1, 0)];
    const despues = [mesa('1', 0, 0), mesa('2', 4, 2)];
    expect(posicionesCambiadas(antes, despues)).toEqual([{ id: '2', pos_x: 4, pos_y: 2 }]);
    expect(posicionesCambiadas(antes, antes)).toEqual([]);
  });

  it('pone una mesa nueva en la primera celda libre', () => {
    expect(primeraCeldaLibre([])).toEqual({ pos_x: 0, pos_y: 0 });
    expect(primeraCeldaLibre([mesa('1', 0, 0), mesa('2', 1, 0)])).toEqual({ pos_x: 2, pos_y: 0 });
  });

  it('muestra en el borde una mesa guardada fuera del tablero', () => {
    expect(enTablero(mesa('1', 120, 300))).toEqual(mesa('1', COLUMNAS_MAPA - 1, FILAS_MAPA - 1));
  });
});
