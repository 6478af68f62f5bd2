import { schema } from '@kipu/db';
import { eq, sql } from 'drizzle-orm';
import type { SesionActiva } from '../modules/auth/sesion-activa.ts';
import { crearContrato } from '../modules/planillas/contratos/contratos.ts';
import { calcularPlanilla } from '../modules/planillas/planilla/calcular-planilla.ts';
import { cerrarPlanilla } from '../modules/planillas/planilla/cerrar-planilla.ts';
import { crearTrabajador } from '../modules/planillas/trabajadores/trabajadores.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { periodoAnterior } from './fechas-demo.ts';

/** The shop's four workers and their contracts (general regime, EsSalud). */
const PERSONAL = [
  {
    trabajador: {
      numero_documento: '42318765',
      apellido_paterno: 'ALVARADO',
      apellido_materno: 'RIOS',
      nombres: 'CARMEN JULIA',
      sexo: 'F',
      fecha_ingreso: '2024-03-01',
    },
    contrato: {
      cargo: 'ADMINISTRADORA',
      remuneracion_basica: '3200.00',
      sistema_pension: 'afp',
      afp: 'PRIMA',
      cuspp: 'CJAR87654321',
      comision_afp: 'flujo',
    },
  },
  {
    trabajador: {
      numero_documento: '45120987',
      apellido_paterno: 'CONDORI',
      apellido_materno: 'HUAMAN',
      nombres: 'LUIS ALBERTO',
      sexo: 'M',
      fecha_ingreso: '2024-06-15',
    },
    contrato: {
      cargo: 'VENDEDOR',
      remuneracion_basica: '1800.00',
      sistema_pension: 'onp',
      asignacion_familiar: true,
    },
  },
  {
    trabajador: {
      numero_documento: '47210345',
      apellido_paterno: 'SALAZAR',
      apellido_materno: 'MEZA',
      nombres: 'PATRICIA',
      sexo: 'F',
      fecha_ingreso: '2025-02-01',
    },
    contrato: {
      cargo: 'CAJERA',
      remuneracion_basica: '1500.00',
      sistema_pension: 'afp',
      afp: 'INTEGRA',
      cuspp: 'PSMZ47210345',
      comision_afp: 'flujo',
    },
  },
  {
    trabajador: {
      numero_documento: '43987612',
      apellido_paterno: 'QUISPE',
      apellido_materno: 'TTITO',
      nombres: 'JORGE',
      sexo: 'M',
      fecha_ingreso: '2025-08-01',
    },
    contrato: { cargo: 'ALMACENERO', remuneracion_basica: '1400.00', sistema_pension: 'onp' },
  },
];

/**
 * Hires the shop's workers and runs last month's payroll: computed (one worker with overtime) and
 * closed, which posts its asiento to the libro diario.
 */
export async function planillaComercial(
  deps: Dependencias,
  sesion: SesionActiva,
  hoy: string,
): Promise<string> {
  const ids: string[] = [];
  for (const p of PERSONAL) {
    const w = await crearTrabajador(deps, sesion, { tipo_documento: '1', ...p.trabajador });
    await crearContrato(deps, sesion, {
      trabajador_id: w.id,
      fecha_inicio: p.trabajador.fecha_ingreso,
      regimen_laboral: 'general',
      salud: 'essalud',
      ...p.contrato,
    });
    ids.push(w.id);
  }
  const periodo = periodoAnterior(hoy);
  await calcularPlanilla(
    deps,
    sesion,
    periodo,
    ids[1] ? [{ trabajador_id: ids[1], horas_extras_25: 6 }] : [],
  );
  await cerrarPlanilla(deps, sesion, periodo);
  return periodo;
}

export async function tieneTrabajadores(deps: Dependencias, empresaId: string): Promise<boolean> {
  const t = schema.trabajadores;
  const [fila] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(t)
    .where(eq(t.empresaId, empresaId));
  return (fila?.n ?? 0) > 0;
}
