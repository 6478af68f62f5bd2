import { describe, expect, it } from 'vitest';
import { modoPruebas } from './modo-pruebas';

describe("the header's test-mode badge", () => {
  it('shows for a company sending to the simulator or SUNAT beta, saying where', () => {
    expect(modoPruebas('simulador')).toEqual({
      etiqueta: 'Modo pruebas',
      detalle: 'Los comprobantes se envían al simulador de SUNAT: no tienen valor tributario',
    });
    expect(modoPruebas('beta')?.detalle).toBe(
      'Los comprobantes se envían a la beta de SUNAT: no tienen valor tributario',
    );
  });

  it('does not show for SUNAT production, an OSE or an unknown setting', () => {
    for (const soap of ['produccion', 'ose', '', null, undefined]) expect(modoPruebas(soap)).toBeNull();
  });
});
