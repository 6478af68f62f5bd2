import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { comoErrorApi, opcionesReportes } from './hilos-reportes.ts';
import { ErrorDeHilo } from './pool-hilos.ts';

describe('rendering threads of the API', () => {
  it('reads WORKERS_REPORTES and REPORTES_TIEMPO_MAXIMO_S, keeping the defaults for anything else', () => {
    expect(opcionesReportes({ WORKERS_REPORTES: '3', REPORTES_TIEMPO_MAXIMO_S: '30' })).toMatchObject({
      hilos: 3,
      tiempoMaximoMs: 30_000,
    });
    const porDefecto = opcionesReportes({});
    expect(porDefecto.hilos).toBeGreaterThanOrEqual(1);
    expect(porDefecto.hilos).toBeLessThanOrEqual(2);
    expect(porDefecto.tiempoMaximoMs).toBe(120_000);
    for (const malo of ['0', '-1', '1.5', 'dos', ''])
      expect(opcionesReportes({ WORKERS_REPORTES: malo, REPORTES_TIEMPO_MAXIMO_S: malo })).toMatchObject({
        hilos: porDefecto.hilos,
        tiempoMaximoMs: 120_000,
      });
  });

  it('a full queue is RATE_LIMITED and an overrun asks for less; other failures stay unexpected', () => {
    const cola = comoErrorApi(
      new ErrorDeHilo('cola', 'El servidor está generando muchos reportes; intente en unos segundos'),
    );
    expect(cola).toBeInstanceOf(GraphQLError);
    expect((cola as GraphQLError).extensions.code).toBe('RATE_LIMITED');
    const tiempo = comoErrorApi(new ErrorDeHilo('tiempo', 'El reporte tardó más de 120 s y se canceló'));
    expect((tiempo as GraphQLError).extensions.code).toBe('BAD_USER_INPUT');
    expect((tiempo as GraphQLError).message).toBe(
      'El reporte tardó más de 120 s y se canceló: pida un período más corto o descárguelo en Excel',
    );
    const caida = new ErrorDeHilo('caida', 'El proceso de reportes terminó (código 1)');
    expect(comoErrorApi(caida)).toBe(caida);
  });
});
