import { describe, expect, it } from 'vitest';
import { validarIngresoOtroEmpleador } from './validar-ingreso-otro-empleador.ts';

const PROPIO = '20601234565';
const base = { trabajador_id: 'x', periodo: '202601', ruc: '20131312955', ingresos: '1000' };

describe('validarIngresoOtroEmpleador', () => {
  it.each([
    [{ periodo: '202613' }, 'El periodo no es válido (AAAAMM)'],
    [{ ruc: '2013131295' }, 'RUC no válido'],
    [{ ruc: PROPIO }, 'El RUC es el de la propia empresa: registre solo ingresos de otros empleadores'],
    [{ ingresos: '1.234' }, 'El importe de ingresos (1.234) no es válido'],
    [{ retenciones: 'abc' }, 'El importe de retenciones (abc) no es válido'],
    [{ ingresos: '', retenciones: '' }, 'Indique los ingresos o las retenciones del otro empleador'],
    [{ retenciones: '1000.01' }, 'Las retenciones no pueden superar los ingresos del otro empleador'],
  ])('%o → %s', (cambio, error) =>
    expect(validarIngresoOtroEmpleador({ ...base, ...cambio }, PROPIO)).toEqual({ error }),
  );

  it('trims, upper-cases the name and keeps two decimals', () => {
    expect(
      validarIngresoOtroEmpleador(
        { ...base, ruc: ' 20131312955 ', razon_social: ' otra sac ', retenciones: '12.5' },
        PROPIO,
      ),
    ).toEqual({
      columnas: {
        periodo: '202601',
        ruc: '20131312955',
        razonSocial: 'OTRA SAC',
        ingresos: '1000.00',
        retenciones: '12.50',
      },
    });
  });
});
