import { describe, expect, it } from 'vitest';
import {
  asientoVarioInicial,
  cuadreDelFormulario,
  entradaDeAsientoVario,
  lineaAsientoVacia,
} from './asiento-vario-form';

describe('the asientos varios grid', () => {
  it('shows the running difference of the typed lines and sends only those', () => {
    const f = {
      ...asientoVarioInicial('2026-11-20'),
      glosa: ' Depósito ',
      lineas: [
        { ...lineaAsientoVacia(), cuenta: '1041', debe: '250' },
        { ...lineaAsientoVacia(), cuenta: '1031', haber: '200' },
        lineaAsientoVacia(),
      ],
    };
    expect(cuadreDelFormulario(f)).toEqual({
      debe: '250.00',
      haber: '200.00',
      diferencia: '50.00',
      cuadrado: false,
    });
    const [deposito, caja] = f.lineas;
    if (!deposito || !caja) throw new Error('sin líneas');
    const cuadrado = { ...f, lineas: [deposito, { ...caja, haber: '250' }] };
    expect(cuadreDelFormulario(cuadrado).cuadrado).toBe(true);
    expect(entradaDeAsientoVario(cuadrado)).toEqual({
      fecha: '2026-11-20',
      glosa: 'Depósito',
      moneda: 'PEN',
      tipo_cambio: null,
      lineas: [
        { cuenta: '1041', debe: '250', haber: null, glosa: null },
        { cuenta: '1031', debe: null, haber: '250', glosa: null },
      ],
    });
  });
});
