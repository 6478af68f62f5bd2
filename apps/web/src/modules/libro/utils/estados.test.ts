import { describe, expect, it } from 'vitest';
import {
  ESTADO_FINAL,
  esEstadoFinal,
  estadoActual,
  estadosSiguientes,
  etiquetaEstado,
  lineaDeTiempo,
  PASOS_RECLAMO,
  type Seguimiento,
} from './estados';

function entrada(status: string, created_at: string, updated_at = created_at): Seguimiento {
  return { id: status, status, description: `desc ${status}`, created_at, updated_at };
}

describe('estadosSiguientes', () => {
  it('offers only the states after the current one', () => {
    expect(estadosSiguientes('INICIO DEL RECLAMO')).toEqual([...PASOS_RECLAMO.slice(1), ESTADO_FINAL]);
    expect(estadosSiguientes('CONTACTO AL CLIENTE')).toEqual([ESTADO_FINAL]);
  });

  it('offers nothing once answered or for an unknown state', () => {
    expect(estadosSiguientes(ESTADO_FINAL)).toEqual([]);
    expect(estadosSiguientes('OTRO')).toEqual([]);
  });
});

describe('etiquetaEstado / esEstadoFinal', () => {
  it('calls the final state Respuesta final', () => {
    expect(etiquetaEstado(ESTADO_FINAL)).toBe('Respuesta final');
    expect(etiquetaEstado('PROCESANDO EL RECLAMO')).toBe('PROCESANDO EL RECLAMO');
  });

  it('takes any status outside the five steps as final', () => {
    expect(esEstadoFinal('RECLAMO ATENDIDO')).toBe(true);
    expect(esEstadoFinal('CERRADO')).toBe(true);
    expect(esEstadoFinal('VALIDACIÓN DEL RECLAMO')).toBe(false);
  });
});

describe('lineaDeTiempo', () => {
  it('lists the five steps in order, then a pending final answer', () => {
    const pasos = lineaDeTiempo([entrada('INICIO DEL RECLAMO', '2026-03-02T15:00:00.000Z')]);
    expect(pasos.map((p) => p.estado)).toEqual([...PASOS_RECLAMO, ESTADO_FINAL]);
    expect(pasos.map((p) => p.situacion)).toEqual([
      'actual',
      'pendiente',
      'pendiente',
      'pendiente',
      'pendiente',
      'pendiente',
    ]);
    expect(pasos[0]).toMatchObject({
      fecha: '2026-03-02T15:00:00.000Z',
      descripcion: 'desc INICIO DEL RECLAMO',
    });
    expect(pasos[1]).toMatchObject({ fecha: null, descripcion: null });
  });

  it('dates each entry by its update, or its creation when never updated', () => {
    const pasos = lineaDeTiempo([
      entrada('INICIO DEL RECLAMO', '2026-03-02T15:00:00.000Z', '2026-03-03T10:00:00.000Z'),
      entrada('PROCESANDO EL RECLAMO', '2026-03-04T15:00:00.000Z', ''),
    ]);
    expect(pasos[0]?.fecha).toBe('2026-03-03T10:00:00.000Z');
    expect(pasos[1]?.fecha).toBe('2026-03-04T15:00:00.000Z');
  });

  it('marks skipped steps and keeps the order whatever the entries order', () => {
    const pasos = lineaDeTiempo([
      entrada('INICIO DEL RECLAMO', '2026-03-02T15:00:00.000Z'),
      entrada('PRESENTACIÓN DE DESCARGOS', '2026-03-05T15:00:00.000Z'),
    ]);
    expect(pasos.map((p) => p.situacion)).toEqual([
      'hecho',
      'omitido',
      'omitido',
      'actual',
      'pendiente',
      'pendiente',
    ]);
  });

  it('shows any other status as the closed final step', () => {
    const pasos = lineaDeTiempo([
      entrada('INICIO DEL RECLAMO', '2026-03-02T15:00:00.000Z'),
      entrada('PROCESANDO EL RECLAMO', '2026-03-03T15:00:00.000Z'),
      entrada('RECLAMO ATENDIDO', '2026-03-06T15:00:00.000Z'),
    ]);
    expect(pasos.map((p) => p.situacion)).toEqual([
      'hecho',
      'hecho',
      'omitido',
      'omitido',
      'omitido',
      'cerrado',
    ]);
    expect(pasos[5]).toMatchObject({ estado: 'RECLAMO ATENDIDO', descripcion: 'desc RECLAMO ATENDIDO' });
  });
});

describe('estadoActual', () => {
  it('is the latest entry', () => {
    expect(estadoActual([])).toBeNull();
    expect(
      estadoActual([
        entrada('INICIO DEL RECLAMO', '2026-03-02T15:00:00.000Z'),
        entrada('PROCESANDO EL RECLAMO', '2026-03-03T15:00:00.000Z'),
      ]),
    ).toBe('PROCESANDO EL RECLAMO');
  });
});
