import { expect } from 'vitest';
import type { Escenario } from '../productos/escenario.ts';
import { CREAR_CONTRATO, CREAR_TRABAJADOR, trabajador } from './consultas-planilla.ts';

/**
 * A worker of ana's company (DNI, surname, the worker fields given) with a general-regime contract from
 * 2025 on EsSalud: ONP unless the contract fields say otherwise. Answers the worker's id.
 */
export async function trabajadorConContrato(
  e: Escenario,
  dni: string,
  apellido: string,
  datos: Record<string, string>,
  contrato: Record<string, string>,
): Promise<string> {
  const w = await e.t.gql<{ createEmployee: { id: string } }>(
    CREAR_TRABAJADOR,
    { i: { ...trabajador(dni, apellido), ...datos } },
    { token: e.ana.token },
  );
  expect(w.errors).toBeUndefined();
  const id = w.data?.createEmployee.id ?? '';
  const c = await e.t.gql(
    CREAR_CONTRATO,
    {
      i: {
        trabajador_id: id,
        fecha_inicio: '2025-01-01',
        regimen_laboral: 'general',
        cargo: 'ASISTENTE',
        sistema_pension: 'onp',
        salud: 'essalud',
        ...contrato,
      },
    },
    { token: e.ana.token },
  );
  expect(c.errors).toBeUndefined();
  return id;
}

export const AFP_PRIMA = {
  sistema_pension: 'afp',
  afp: 'PRIMA',
  cuspp: 'PRIM12345678',
  comision_afp: 'flujo',
};
