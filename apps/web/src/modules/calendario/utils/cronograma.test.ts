import { describe, expect, it } from 'vitest';
import {
  etiquetaGrupo,
  FUENTE_NO_VERIFICADA,
  grupoDeRuc,
  lineaFuente,
  periodosCercanos,
  tablaPorPeriodo,
  ultimoDigito,
} from './cronograma';

const GRUPOS = ['0', '1', '2-3', '4-5', '6-7', '8-9', 'buc'];

describe('cronograma', () => {
  it('maps the last RUC digit to its column', () => {
    expect(grupoDeRuc('20601234560', GRUPOS)).toBe('0');
    expect(grupoDeRuc('20601234561', GRUPOS)).toBe('1');
    expect(grupoDeRuc('20601234562', GRUPOS)).toBe('2-3');
    expect(grupoDeRuc('20601234565', GRUPOS)).toBe('4-5');
    expect(grupoDeRuc('20601234567', GRUPOS)).toBe('6-7');
    expect(grupoDeRuc('20601234569', GRUPOS)).toBe('8-9');
  });

  it('uses the digit itself when the columns are single digits', () => {
    const porDigito = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    expect(grupoDeRuc('10456789013', porDigito)).toBe('3');
  });

  it('has no column without a RUC or a fitting group', () => {
    expect(grupoDeRuc(null, GRUPOS)).toBeNull();
    expect(grupoDeRuc('20601234565', ['buc'])).toBeNull();
    expect(ultimoDigito('')).toBeNull();
  });

  it('takes the previous, current and next periods, across years', () => {
    expect(periodosCercanos('2026-01')).toEqual(['2025-12', '2026-01', '2026-02']);
  });

  it('indexes deadlines by period and group, periods in order', () => {
    const tabla = tablaPorPeriodo([
      { periodo: '2026-02', grupo: '0', vence: '2026-03-13' },
      { periodo: '2026-01', grupo: '0', vence: '2026-02-13' },
      { periodo: '2026-01', grupo: '1', vence: '2026-02-16' },
    ]);
    expect([...tabla.keys()]).toEqual(['2026-01', '2026-02']);
    expect(tabla.get('2026-01')?.get('1')).toBe('2026-02-16');
  });

  it('says where the dates come from in words: the resolution, or that they must be checked', () => {
    expect(
      lineaFuente({
        verificado: true,
        fuente: 'Anexo I de la R.S. N.° 000281-2022/SUNAT (publicada el 24/12/2022)',
      }),
    ).toBe('Fuente: Anexo I de la R.S. N.° 000281-2022/SUNAT (publicada el 24/12/2022).');
    // Whatever an unchecked schedule stored as its source, the user reads what to do about it.
    expect(
      lineaFuente({ verificado: false, fuente: 'codigo publico de terceros (indice 26558826818)' }),
    ).toBe(FUENTE_NO_VERIFICADA);
    expect(FUENTE_NO_VERIFICADA).toContain('compruébelas en sunat.gob.pe');
    expect(lineaFuente({ verificado: true, fuente: null })).toBe(
      'Fuente: cronograma cargado por el administrador.',
    );
  });

  it('names SUNAT’s last column for buenos contribuyentes and UESP', () => {
    expect(etiquetaGrupo('BUC')).toBe('Buenos contribuyentes y UESP');
    expect(etiquetaGrupo('2-3')).toBe('2-3');
  });
});
