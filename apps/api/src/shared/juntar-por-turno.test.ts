import { describe, expect, it } from 'vitest';
import { juntarPorTurno } from './juntar-por-turno.ts';

describe('juntarPorTurno', () => {
  it('writes the items of one turn in one batch, and the next turn in another', async () => {
    const lotes: number[][] = [];
    const juntar = juntarPorTurno<number>(async (lote) => {
      lotes.push(lote);
    });
    await Promise.all([juntar(1), juntar(2), juntar(3)]);
    await juntar(4);
    expect(lotes).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every caller of a failed batch with its error, and the next batch starts afresh', async () => {
    let fallar = true;
    const juntar = juntarPorTurno<string>(async () => {
      if (fallar) throw new Error('sin conexión');
    });
    const r = await Promise.allSettled([juntar('a'), juntar('b')]);
    expect(r.map((x) => (x.status === 'rejected' ? (x.reason as Error).message : 'ok'))).toEqual([
      'sin conexión',
      'sin conexión',
    ]);
    fallar = false;
    await expect(juntar('c')).resolves.toBeUndefined();
  });
});
