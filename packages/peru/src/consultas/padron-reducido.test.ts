import { describe, expect, it } from 'vitest';
import { advertenciaContribuyente, leerLineaPadron } from './padron-reducido.ts';

describe('padrón reducido', () => {
  it('reads a line and rebuilds the address', () => {
    const l =
      '20100070970|SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA|ACTIVO|HABIDO|150131|CAL.|MORELLI|-|-|181|-|-|-|-|-|';
    expect(leerLineaPadron(l)).toEqual({
      ruc: '20100070970',
      razonSocial: 'SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA',
      estado: 'ACTIVO',
      condicion: 'HABIDO',
      ubigeo: '150131',
      direccion: 'CAL. MORELLI NRO. 181',
    });
    const rural = '10456789019|QUISPE MAMANI JUAN|ACTIVO|HABIDO|080101|-|-|LOS INCAS|URB.|-|-|5|-|B|-|';
    expect(leerLineaPadron(rural)?.direccion).toBe('MZA. B LOTE. 5 URB. LOS INCAS');
  });

  it('skips the header and broken lines', () => {
    expect(leerLineaPadron('RUC|NOMBRE O RAZÓN SOCIAL|ESTADO')).toBeUndefined();
    expect(leerLineaPadron('')).toBeUndefined();
  });

  it("warns on 'NO HABIDO' and 'BAJA'", () => {
    expect(advertenciaContribuyente({ estado: 'ACTIVO', condicion: 'NO HABIDO' })).toBe(
      'El contribuyente está NO HABIDO',
    );
    expect(advertenciaContribuyente({ estado: 'BAJA DE OFICIO', condicion: 'HABIDO' })).toBe(
      'El contribuyente está de BAJA DE OFICIO',
    );
    expect(advertenciaContribuyente({ estado: 'ACTIVO', condicion: 'HABIDO' })).toBeNull();
  });
});
