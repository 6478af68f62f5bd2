import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { EMPRESA_DEMO } from '../seed-demo.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { hoyEnLima } from '../shared/fecha-lima.ts';
import { comprasComercial, tieneCompras, tieneComprobantes, ventasComercial } from './actividad-comercial.ts';
import { planillaComercial, tieneTrabajadores } from './actividad-planilla.ts';
import { comprasRestaurante, servicioRestaurante, tienePedidos } from './actividad-restaurante.ts';
import { CUENTAS } from './cuentas-demo.ts';
import { EMPRESA_RESTAURANTE } from './restaurante-demo.ts';
import { sesionDemo } from './sesion-demo.ts';

/**
 * A month of demo activity is seeded unless KIPU_DEMO_ACTIVIDAD says no: on when the product is
 * started as the README says, off in the test harnesses (which expect an empty demo).
 */
export function actividadDemoActivada(env: Record<string, string | undefined> = process.env): boolean {
  const v = (env.KIPU_DEMO_ACTIVIDAD ?? '').trim().toLowerCase();
  return !['no', '0', 'false', 'off'].includes(v);
}

/** What one seeding did: each part's records (0 when the part was there already) and its duration. */
export type ResumenActividad = {
  compras: number;
  ventas: number;
  planilla: string | null;
  comprasRestaurante: number;
  pedidos: number;
  ms: number;
};

type Empresa = { id: string; localId: string };

async function empresaDemo(deps: Dependencias, ruc: string): Promise<Empresa | undefined> {
  const { empresas, locales } = schema;
  const [e] = await deps.db
    .select({ id: empresas.id, localId: locales.id })
    .from(empresas)
    .innerJoin(locales, and(eq(locales.empresaId, empresas.id), eq(locales.codigoEstablecimiento, '0000')))
    .where(and(eq(empresas.ruc, ruc), isNull(empresas.deletedAt)));
  return e;
}

const como = (deps: Dependencias, email: string, e: Empresa): Promise<SesionActiva> =>
  sesionDemo(deps, email, e.id, e.localId);

/**
 * A month of activity in the demo companies, each part through the product's commands and only where
 * that part has nothing yet (so running it again adds nothing): the shop's purchases, its last days'
 * facturas and boletas and last month's closed payroll; the restaurant's supplies and today's service.
 * Records carry DEMO where they keep a text (glosas, observaciones, the orders' note).
 */
export async function sembrarActividadDemo(deps: Dependencias, hoy = hoyEnLima()): Promise<ResumenActividad> {
  const inicio = performance.now();
  const r: ResumenActividad = {
    compras: 0,
    ventas: 0,
    planilla: null,
    comprasRestaurante: 0,
    pedidos: 0,
    ms: 0,
  };
  const comercial = await empresaDemo(deps, EMPRESA_DEMO.ruc);
  if (comercial) {
    const contador = await como(deps, CUENTAS.contador, comercial);
    if (!(await tieneCompras(deps, comercial.id))) r.compras = await comprasComercial(deps, contador, hoy);
    if (!(await tieneComprobantes(deps, comercial.id))) r.ventas = await ventasComercial(deps, contador, hoy);
    if (!(await tieneTrabajadores(deps, comercial.id)))
      r.planilla = await planillaComercial(deps, contador, hoy);
  }
  const restaurante = await empresaDemo(deps, EMPRESA_RESTAURANTE.ruc);
  if (restaurante) {
    const duena = await como(deps, CUENTAS.contador, restaurante);
    if (!(await tieneCompras(deps, restaurante.id)))
      r.comprasRestaurante = await comprasRestaurante(deps, duena, hoy);
    if (!(await tienePedidos(deps, restaurante.id)))
      r.pedidos = await servicioRestaurante(
        deps,
        {
          duena,
          mozo: await como(deps, CUENTAS.mozo, restaurante),
          cajero: await como(deps, CUENTAS.cajero, restaurante),
        },
        restaurante.id,
      );
  }
  r.ms = Math.round(performance.now() - inicio);
  return r;
}

/**
 * Runs the activity seeding in the background once the server listens, so start-up does not wait for
 * it; says how long it took, or why it stopped (the parts already done stay, the rest runs next start).
 */
export function programarActividadDemo(deps: Dependencias, avisar: (linea: string) => void): Promise<void> {
  return sembrarActividadDemo(deps).then(
    (r) => {
      const hecho = r.compras + r.ventas + r.comprasRestaurante + r.pedidos + (r.planilla ? 1 : 0);
      if (hecho > 0)
        avisar(
          `Actividad demo sembrada en ${(r.ms / 1000).toFixed(1)} s: ${r.compras + r.comprasRestaurante} compras, ` +
            `${r.ventas} comprobantes, ${r.pedidos} mesas atendidas en El Tambo` +
            (r.planilla ? `, planilla ${r.planilla.slice(4)}/${r.planilla.slice(0, 4)} cerrada` : ''),
        );
    },
    (e: unknown) =>
      avisar(`No se pudo sembrar la actividad demo: ${e instanceof Error ? e.message : String(e)}`),
  );
}
