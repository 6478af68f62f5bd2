import { describe, expect, it } from 'vitest';
import { muestraEsqueleto } from './carga-tarjeta';

describe('dashboard card loading', () => {
  it('shows the skeleton from the first render until its own answer', () => {
    // Before urql sends the request, and while it is in flight.
    expect(muestraEsqueleto({ fetching: false })).toBe(true);
    expect(muestraEsqueleto({ fetching: true })).toBe(true);
    expect(muestraEsqueleto({ fetching: false, data: { calendarioTributario: null } })).toBe(false);
  });

  it('keeps the data shown while it refreshes, and shows an error instead of loading forever', () => {
    expect(muestraEsqueleto({ fetching: true, data: { rankingProductos: { labels: [] } } })).toBe(false);
    expect(muestraEsqueleto({ fetching: false, error: new Error('sin conexión') })).toBe(false);
  });

  it('shows nothing to wait for when the query is paused (no period chosen)', () => {
    expect(muestraEsqueleto({ fetching: false }, true)).toBe(false);
  });
});
