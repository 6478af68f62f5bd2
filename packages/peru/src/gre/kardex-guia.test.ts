import { describe, expect, it } from 'vitest';
import { MOTIVOS_TRASLADO } from './catalogos-gre.ts';
import { movimientoDeGuia } from './kardex-guia.ts';

describe('movimientoDeGuia', () => {
  it('moves goods out for sales, exports, consignments and returns to a supplier', () => {
    expect(movimientoDeGuia('09', '01')).toEqual({ sentido: 'salida', operacion: '01' });
    expect(movimientoDeGuia('09', '03')).toEqual({ sentido: 'salida', operacion: '01' });
    expect(movimientoDeGuia('09', '14')).toEqual({ sentido: 'salida', operacion: '01' });
    expect(movimientoDeGuia('09', '09')).toEqual({ sentido: 'salida', operacion: '17' });
    expect(movimientoDeGuia('09', '05')).toEqual({ sentido: 'salida', operacion: '04' });
    expect(movimientoDeGuia('09', '06')).toEqual({ sentido: 'salida', operacion: '25' });
  });

  it('leaves incoming goods to the purchase’s registration, which carries their cost', () => {
    expect(movimientoDeGuia('09', '02')).toBeNull();
    expect(movimientoDeGuia('09', '08')).toBeNull();
  });

  it('moves nothing where the goods stay the company’s, for carriers, or for unknown codes', () => {
    for (const motivo of ['04', '07', '13', '17', '18']) expect(movimientoDeGuia('09', motivo)).toBeNull();
    expect(movimientoDeGuia('31', '01')).toBeNull();
    expect(movimientoDeGuia('09', null)).toBeNull();
    expect(movimientoDeGuia('09', '19')).toBeNull();
  });

  it('decides every motivo of catálogo 20', () => {
    const decididos = Object.keys(MOTIVOS_TRASLADO).filter((m) => movimientoDeGuia('09', m) !== null);
    expect(decididos.sort()).toEqual(['01', '03', '05', '06', '09', '14']);
  });
});
