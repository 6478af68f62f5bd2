import { crearClienteIdentidad } from '@kipu/peru';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { iniciarSimuladorIdentidad, type SimuladorIdentidad } from './identidad.ts';

let sim: SimuladorIdentidad;
beforeAll(async () => {
  sim = await iniciarSimuladorIdentidad();
});
afterAll(() => sim.cerrar());

describe('identity look-up client against the simulator over HTTP', () => {
  it('finds a DNI and a RUC, and answers null for unknown numbers', async () => {
    const c = crearClienteIdentidad(sim.url, sim.token);
    expect(await c.dni('45678912')).toEqual({
      dni: '45678912',
      nombres: 'ROSA',
      apellidoPaterno: 'HUAMAN',
      apellidoMaterno: 'TORRES',
    });
    expect((await c.ruc('20100070970'))?.razonSocial).toBe('SUPERMERCADOS PERUANOS SOCIEDAD ANONIMA');
    expect(await c.dni('00000000')).toBeNull();
    expect(await c.ruc('20000000001')).toBeNull();
  });

  it('reports a wrong token and an outage as errors', async () => {
    await expect(crearClienteIdentidad(sim.url, 'otro').dni('45678912')).rejects.toThrow('respondió 401');
    sim.fallar(1);
    await expect(crearClienteIdentidad(sim.url, sim.token).dni('45678912')).rejects.toThrow('respondió 503');
  });
});
