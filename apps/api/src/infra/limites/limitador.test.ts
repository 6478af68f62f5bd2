import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitadorEnMemoria } from './limitador.ts';

afterEach(() => vi.useRealTimers());

describe('limitadorEnMemoria', () => {
  it('allows up to the maximum within the window, then refuses until it ends', async () => {
    vi.useFakeTimers();
    const l = limitadorEnMemoria(60);
    const respuestas = [];
    for (let i = 0; i < 4; i++) respuestas.push(await l.intentar('k', 3));
    expect(respuestas).toEqual([true, true, true, false]);
    vi.advanceTimersByTime(61_000);
    expect(await l.intentar('k', 3)).toBe(true);
  });

  it('keeps keys apart and forgets a key on demand', async () => {
    const l = limitadorEnMemoria(60);
    await l.intentar('a', 1);
    expect(await l.intentar('a', 1)).toBe(false);
    expect(await l.intentar('b', 1)).toBe(true);
    await l.limpiar('a');
    expect(await l.intentar('a', 1)).toBe(true);
  });

  it('gives a key its own window when asked', async () => {
    vi.useFakeTimers();
    const l = limitadorEnMemoria(60);
    expect(await l.intentar('hora', 1, 3600)).toBe(true);
    vi.advanceTimersByTime(61_000);
    expect(await l.intentar('hora', 1, 3600)).toBe(false);
    vi.advanceTimersByTime(3600_000);
    expect(await l.intentar('hora', 1, 3600)).toBe(true);
  });
});
