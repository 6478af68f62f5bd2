import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarOperacion } from '../../src/modules/contabilidad/libro/registrar-operacion.ts';
import { type Escenario, mensaje, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { CERRAR } from './consultas-cierre.ts';

let e: Escenario;
beforeAll(async () => {
  e = await prepararEscenario();
});
afterAll(() => e.t.cerrar());

const mov = (cuenta: string, debe: string, haber: string) => ({
  cuenta,
  debe,
  haber,
  debeMe: '0.00',
  haberMe: '0.00',
});
const cabecera = (fecha: string) => ({
  empresaId: e.empresaAna,
  libro: '050100',
  tipoOperacion: 5 as const,
  fechaContable: fecha,
  glosa: 'Aporte de capital',
});
const registrar = (fecha: string) =>
  e.t.deps.db.transaction((tx) =>
    registrarOperacion(tx, cabecera(fecha), [mov('1041', '100.00', '0.00'), mov('5011', '0.00', '100.00')]),
  );

describe('closing a month while something is being posted in it', () => {
  it('waits for the posting under way to commit, and refuses the ones after it', async () => {
    // The month already has postings (and its period row).
    await registrar('2025-03-01');
    const orden: string[] = [];
    let liberar: () => void = () => undefined;
    const retenida = new Promise<void>((ok) => {
      liberar = ok;
    });
    // A posting that has read the month open and has not committed yet.
    let tomada: () => void = () => undefined;
    const leida = new Promise<void>((ok) => {
      tomada = ok;
    });
    const posting = e.t.deps.db
      .transaction(async (tx) => {
        await registrarOperacion(tx, cabecera('2025-03-10'), [
          mov('1041', '250.00', '0.00'),
          mov('5011', '0.00', '250.00'),
        ]);
        tomada();
        await retenida;
      })
      .then(() => orden.push('asiento'));
    await leida;
    const cierre = e.t.gql(CERRAR, { p: '202503' }, { token: e.ana }).then((r) => {
      orden.push('cierre');
      return r;
    });
    await new Promise((ok) => setTimeout(ok, 300));
    expect(orden).toEqual([]);
    liberar();
    const [, r] = await Promise.all([posting, cierre]);
    expect(r.errors).toBeUndefined();
    expect(orden).toEqual(['asiento', 'cierre']);

    const despues = await registrar('2025-03-20').then(
      () => undefined,
      (err: Error) => err.message,
    );
    expect(despues).toBe('El periodo 03/2025 está cerrado');
    // A month without a period row yet takes postings as before.
    await expect(registrar('2025-04-02')).resolves.toMatchObject({ periodo: '202504' });
    const otra = await e.t.gql(CERRAR, { p: '202503' }, { token: e.ana });
    expect(mensaje(otra)).toBe('El periodo 03/2025 ya está cerrado');
  });
});
