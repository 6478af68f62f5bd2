import { describe, expect, it } from 'vitest';
import { columnasBoleta, ENTRADA_VACIA, entradasDeGrilla, periodoApi, totalesBoletas } from './planilla';

const boleta = (neto: string, quinta: string) => ({
  trabajador_id: 't',
  contrato_id: 'c',
  trabajador: 'ALVA',
  numero_documento: '40000001',
  dias_laborados: 30,
  total_ingresos: '3000.00',
  total_retenciones: '0',
  total_descuentos: '0',
  total_aportes: '270.00',
  neto,
  advertencias: [],
  retenciones: [
    { codigo: 'aporte_afp', plame: '0608', importe: '300.00' },
    { codigo: 'comision_afp', plame: '0601', importe: '48.00' },
    { codigo: 'renta_quinta', plame: '0605', importe: quinta },
  ],
  aportes_empleador: [{ codigo: 'essalud', plame: '0804', importe: '270.00' }],
});

describe('planilla screen', () => {
  it('splits each payslip into pension, quinta and EsSalud and adds the columns exactly', () => {
    expect(columnasBoleta(boleta('2628.67', '23.33'))).toEqual({
      bruto: '3000.00',
      pension: '348.00',
      quinta: '23.33',
      essalud: '270.00',
      neto: '2628.67',
    });
    expect(totalesBoletas([boleta('0.10', '0.10'), boleta('0.20', '0.20')])).toMatchObject({
      quinta: '0.30',
      neto: '0.30',
      bruto: '6000.00',
    });
  });

  it('sends only the workers with something typed, counts as numbers and the advance as text', () => {
    expect(
      entradasDeGrilla({
        a: ENTRADA_VACIA,
        b: { ...ENTRADA_VACIA, faltas: '2', horas_extras_25: '1.5', adelanto: '100.50' },
      }),
    ).toEqual([
      {
        trabajador_id: 'b',
        faltas: 2,
        horas_extras_25: 1.5,
        horas_extras_35: null,
        minutos_tardanza: null,
        adelanto: '100.50',
      },
    ]);
    expect(periodoApi('2026-01')).toBe('202601');
  });
});
