import { expect } from 'vitest';
import type { Escenario } from './escenario.ts';
import { gql, tokenDe } from './sesion.ts';

/** Payroll calls the browser tests seed their data with. */
export const CREAR_TRABAJADOR = 'mutation($i: TrabajadorInput!) { createEmployee(input: $i) { id } }';
export const CREAR_CONTRATO = 'mutation($i: ContratoInput!) { createContract(input: $i) { id } }';

/** Runs a call as the scenario's logged-in user and answers its data, failing on any error. */
export async function apiDe<T>(e: Escenario, query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await gql<T>(e.producto.url, query, variables, await tokenDe(e.page));
  expect(r.cuerpo.errors).toBeUndefined();
  return r.cuerpo.data as T;
}
