import { describe, expect, it } from 'vitest';
import { insigniaPlazo } from './plazo';

describe('insigniaPlazo', () => {
  it('is green above 5 business days, amber from 1 to 5', () => {
    expect(insigniaPlazo({ dias_restantes: 12, vencido: false })).toEqual({
      texto: '12 días',
      color: 'success',
    });
    expect(insigniaPlazo({ dias_restantes: 6, vencido: false }).color).toBe('success');
    expect(insigniaPlazo({ dias_restantes: 5, vencido: false })).toEqual({
      texto: '5 días',
      color: 'warning',
    });
    expect(insigniaPlazo({ dias_restantes: 1, vencido: false })).toEqual({
      texto: '1 día',
      color: 'warning',
    });
  });

  it("is red 'Vence hoy' on the last day and 'Vencido' after it", () => {
    expect(insigniaPlazo({ dias_restantes: 0, vencido: false })).toEqual({
      texto: 'Vence hoy',
      color: 'danger',
    });
    expect(insigniaPlazo({ dias_restantes: -3, vencido: true })).toEqual({
      texto: 'Vencido',
      color: 'danger',
    });
    expect(insigniaPlazo({ dias_restantes: 4, vencido: true }).texto).toBe('Vencido');
  });

  it('says Atendido once answered (no days)', () => {
    expect(insigniaPlazo({ dias_restantes: null, vencido: false })).toEqual({
      texto: 'Atendido',
      color: 'info',
    });
  });
});
