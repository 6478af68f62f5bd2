/** The table map editor's geometry: a board of cells where each table sits at (pos_x, pos_y). */

/** Board size in cells; a table takes one cell. */
export const COLUMNAS_MAPA = 8;
export const FILAS_MAPA = 6;

export interface PosicionMesa {
  id: string;
  pos_x: number;
  pos_y: number;
}

const limitar = (v: number, max: number) => Math.min(Math.max(Math.round(v), 0), max - 1);

/** The cell under a point of the board (pixels from its top-left corner, board size in pixels). */
export function celdaEn(x: number, y: number, ancho: number, alto: number): { pos_x: number; pos_y: number } {
  return {
    pos_x: limitar(Math.floor((x / ancho) * COLUMNAS_MAPA), COLUMNAS_MAPA),
    pos_y: limitar(Math.floor((y / alto) * FILAS_MAPA), FILAS_MAPA),
  };
}

/**
 * Places a table on a cell; a table already there swaps into the moved one's old cell, so no two
 * tables share a cell.
 */
export function colocar<M extends PosicionMesa>(
  mesas: readonly M[],
  id: string,
  destino: { pos_x: number; pos_y: number },
): M[] {
  const movida = mesas.find((m) => m.id === id);
  if (!movida) return [...mesas];
  return mesas.map((m) => {
    if (m.id === id) return { ...m, ...destino };
    if (m.pos_x === destino.pos_x && m.pos_y === destino.pos_y)
      return { ...m, pos_x: movida.pos_x, pos_y: movida.pos_y };
    return m;
  });
}

/** The tables whose place differs from the saved one: what moverMesas is sent. */
export function posicionesCambiadas(
  guardadas: readonly PosicionMesa[],
  actuales: readonly PosicionMesa[],
): PosicionMesa[] {
  const antes = new Map(guardadas.map((m) => [m.id, m]));
  return actuales
    .filter((m) => {
      const g = antes.get(m.id);
      return !g || g.pos_x !== m.pos_x || g.pos_y !== m.pos_y;
    })
    .map(({ id, pos_x, pos_y }) => ({ id, pos_x, pos_y }));
}

/** A table stored outside the board (placed with another layout) is shown on its nearest edge cell. */
export const enTablero = <M extends PosicionMesa>(m: M): M => ({
  ...m,
  pos_x: limitar(m.pos_x, COLUMNAS_MAPA),
  pos_y: limitar(m.pos_y, FILAS_MAPA),
});

/** The first empty cell, row by row, where a new table is put (the last cell when the board is full). */
export function primeraCeldaLibre(mesas: readonly PosicionMesa[]): { pos_x: number; pos_y: number } {
  const ocupadas = new Set(mesas.map((m) => `${m.pos_x},${m.pos_y}`));
  for (let pos_y = 0; pos_y < FILAS_MAPA; pos_y++)
    for (let pos_x = 0; pos_x < COLUMNAS_MAPA; pos_x++)
      if (!ocupadas.has(`${pos_x},${pos_y}`)) return { pos_x, pos_y };
  return { pos_x: COLUMNAS_MAPA - 1, pos_y: FILAS_MAPA - 1 };
}
