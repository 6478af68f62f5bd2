import { schema } from '@kipu/db';
import {
  type BoletaMensual,
  type Contrato,
  calcularBoletaMensual,
  type EntradaBoletaMensual,
} from '@kipu/peru';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marcarPeriodoCerrado } from '../helpers/periodo-cerrado.ts';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import {
  CALCULAR,
  CERRAR,
  CREAR_CONTRATO,
  CREAR_TRABAJADOR,
  PLANILLA,
  type PlanillaGql,
  REVERTIR,
  trabajador,
} from './consultas-planilla.ts';

const PERIODO = '202601';
const onp = { sistema: 'onp' } as const;
const base = (remuneracionBasica: string, fechaIngreso = '2025-01-01') => ({
  regimenLaboral: 'general' as const,
  remuneracionBasica,
  asignacionFamiliar: false,
  salud: 'essalud' as const,
  fechaIngreso,
  fechaCese: null,
  horasDiarias: 8,
});
const afp = (nombre: string, comision = 'flujo') => ({
  sistema_pension: 'afp',
  afp: nombre,
  cuspp: `${nombre.slice(0, 4)}12345678`,
  comision_afp: comision,
});

/**
 * The demo company's ten workers: the contract sent to the API, the same terms as the payroll rules
 * read them, and the month's entry both ways (GraphQL and calcularBoletaMensual).
 */
const PLANTILLA: {
  dni: string;
  apellido: string;
  inicio?: string;
  api: Record<string, unknown>;
  contrato: Contrato;
  mes?: Record<string, unknown>;
  directo?: Partial<EntradaBoletaMensual>;
}[] = [
  {
    dni: '40000001',
    apellido: 'ALVA',
    api: { remuneracion_basica: '3000' },
    contrato: { ...base('3000'), pension: onp },
  },
  {
    dni: '40000002',
    apellido: 'BACA',
    api: { remuneracion_basica: '2500', ...afp('HABITAT') },
    contrato: { ...base('2500'), pension: { sistema: 'afp', afp: 'HABITAT', comision: 'flujo' } },
  },
  {
    dni: '40000003',
    apellido: 'CANO',
    api: { remuneracion_basica: '1800', ...afp('INTEGRA') },
    contrato: { ...base('1800'), pension: { sistema: 'afp', afp: 'INTEGRA', comision: 'flujo' } },
  },
  {
    dni: '40000004',
    apellido: 'DIAZ',
    api: { remuneracion_basica: '4000', ...afp('PRIMA', 'mixta') },
    contrato: { ...base('4000'), pension: { sistema: 'afp', afp: 'PRIMA', comision: 'mixta' } },
  },
  {
    dni: '40000005',
    apellido: 'ESPINOZA',
    api: { remuneracion_basica: '2200', ...afp('PROFUTURO'), salud: 'eps' },
    contrato: {
      ...base('2200'),
      salud: 'eps',
      pension: { sistema: 'afp', afp: 'PROFUTURO', comision: 'flujo' },
    },
  },
  {
    dni: '40000006',
    apellido: 'FLORES',
    api: { remuneracion_basica: '1130', regimen_laboral: 'microempresa', salud: 'sis' },
    contrato: { ...base('1130'), regimenLaboral: 'microempresa', salud: 'sis', pension: onp },
  },
  {
    dni: '40000007',
    apellido: 'GARCIA',
    inicio: '2026-01-16',
    api: { remuneracion_basica: '1500' },
    contrato: { ...base('1500', '2026-01-16'), pension: onp },
  },
  {
    dni: '40000008',
    apellido: 'HUAMAN',
    api: { remuneracion_basica: '1600', asignacion_familiar: true, ...afp('PRIMA') },
    contrato: {
      ...base('1600'),
      asignacionFamiliar: true,
      pension: { sistema: 'afp', afp: 'PRIMA', comision: 'flujo' },
    },
  },
  {
    dni: '40000009',
    apellido: 'ISLA',
    api: { remuneracion_basica: '9000' },
    contrato: { ...base('9000'), pension: onp },
    mes: {
      horas_extras_25: 10,
      horas_extras_35: 2,
      minutos_tardanza: 30,
      conceptos: [{ codigo: 'comision', importe: '1000' }],
      adelanto: '500',
    },
    directo: {
      horasExtras25: 10,
      horasExtras35: 2,
      minutosTardanza: 30,
      conceptos: [{ codigo: 'comision', importe: '1000' }],
      descuentos: [{ codigo: 'adelanto', importe: '500' }],
    },
  },
  {
    dni: '40000010',
    apellido: 'JARA',
    api: { remuneracion_basica: '1130', tasa_sctr_salud: '0.53', tasa_sctr_pension: '0.71' },
    contrato: { ...base('1130'), pension: onp, tasaSctrSalud: '0.53', tasaSctrPension: '0.71' },
    mes: { faltas: 2, otros_ingresos: '12000', otras_retenciones: '0' },
    directo: {
      faltas: 2,
      quinta: {
        remuneracionesAnteriores: '0',
        retencionesAnteriores: [],
        otrosEmpleadores: { ingresos: '12000', retenciones: '0' },
      },
    },
  },
];

let e: Escenario;
const ids = new Map<string, string>();
beforeAll(async () => {
  e = await crearEscenario();
  for (const p of PLANTILLA) {
    const inicio = p.inicio ?? '2025-01-01';
    const w = await e.t.gql<{ createEmployee: { id: string } }>(
      CREAR_TRABAJADOR,
      { i: trabajador(p.dni, p.apellido, inicio) },
      { token: e.ana.token },
    );
    const id = w.data?.createEmployee.id ?? '';
    ids.set(p.dni, id);
    const c = await e.t.gql(
      CREAR_CONTRATO,
      {
        i: {
          trabajador_id: id,
          fecha_inicio: inicio,
          regimen_laboral: 'general',
          cargo: 'Operario',
          sistema_pension: 'onp',
          salud: 'essalud',
          ...p.api,
        },
      },
      { token: e.ana.token },
    );
    expect(c.errors).toBeUndefined();
  }
});
afterAll(() => e.t.cerrar());

const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown> = {}, token = e.ana.token) =>
  e.t.gql<T>(q, v, { token });
const entradas = () =>
  PLANTILLA.filter((p) => p.mes).map((p) => ({ trabajador_id: ids.get(p.dni), ...p.mes }));
const calcular = (token = e.ana.token, lista: unknown[] = entradas()) =>
  gql<{ calcularPlanilla: PlanillaGql }>(CALCULAR, { p: PERIODO, e: lista }, token);
const directa = (dni: string): BoletaMensual => {
  const p = PLANTILLA.find((x) => x.dni === dni);
  if (!p) throw new Error(dni);
  return calcularBoletaMensual({ periodo: PERIODO, contrato: p.contrato, ...p.directo });
};
const suma = (importes: string[]) => importes.reduce((s, i) => s.plus(i), new Decimal(0)).toFixed(2);
const operacionesDe = (empresaId: string) =>
  e.t.deps.db.select().from(schema.operaciones).where(eq(schema.operaciones.empresaId, empresaId));
const filasPlanilla = async () => (await e.t.deps.db.select().from(schema.planillaTrabajadores)).length;

describe('planilla mensual', () => {
  it('refuses wrong entries in Spanish and writes nothing', async () => {
    const casos: [unknown[], string][] = [
      [
        [{ trabajador_id: ids.get('40000001'), faltas: -1 }],
        'ALVA QUISPE ROSA: faltas debe ser un número entero no negativo',
      ],
      [
        [{ trabajador_id: ids.get('40000001'), conceptos: [{ codigo: 'bono_x', importe: '10' }] }],
        'ALVA QUISPE ROSA: el concepto bono_x no existe',
      ],
      [
        [{ trabajador_id: ids.get('40000001'), adelanto: '10.999' }],
        'ALVA QUISPE ROSA: el importe 10.999 no es válido',
      ],
      [
        [{ trabajador_id: ids.get('40000001'), faltas: 20, dias_vacaciones: 11 }],
        'ALVA QUISPE ROSA: las faltas, suspensiones y vacaciones superan los 30 días del mes',
      ],
    ];
    for (const [lista, mensaje] of casos)
      expect(errorDe(await calcular(e.ana.token, lista))).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect(errorDe(await gql(CALCULAR, { p: '2026-1', e: [] }))).toEqual({
      mensaje: 'El periodo no es válido (AAAAMM)',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await gql(PLANILLA, { p: PERIODO })).mensaje).toBe('No hay planilla calculada de 01/2026');
    expect(await filasPlanilla()).toBe(0);
  });

  it('computes every current contract with the payroll rules, to the cent', async () => {
    // A first computation without entries is replaced by the second one (still a borrador).
    expect((await calcular(e.ana.token, [])).errors).toBeUndefined();
    const r = await calcular();
    expect(r.errors).toBeUndefined();
    const planilla = r.data?.calcularPlanilla;
    expect(planilla?.estado).toBe('borrador');
    expect(planilla?.boletas).toHaveLength(10);
    expect(await filasPlanilla()).toBe(10);

    for (const p of PLANTILLA) {
      const api = planilla?.boletas.find((b) => b.numero_documento === p.dni);
      const d = directa(p.dni);
      const lineas = (l: { codigo: string; importe: string }[]) =>
        l.map(({ codigo, importe }) => ({ codigo, importe }));
      expect(api, p.apellido).toMatchObject({
        dias_vinculo: d.diasVinculo,
        dias_laborados: d.diasLaborados,
        total_ingresos: d.totalIngresos,
        total_retenciones: d.totalRetenciones,
        total_descuentos: d.totalDescuentos,
        total_aportes: d.totalAportesEmpleador,
        neto: d.neto,
        ingresos: lineas(d.ingresos),
        retenciones: lineas(d.retenciones),
        descuentos: lineas(d.descuentos),
        aportes_empleador: lineas(d.aportesEmpleador),
      });
    }

    // By hand: ALVA, ONP, S/ 3,000 in January 2026 (UIT 5,500). ONP 13 % = 390.00; EsSalud 9 % = 270.00.
    // Quinta: 3,000 × 12 + July's and December's gratificaciones 6,000 = 42,000 − 7 UIT 38,500 = 3,500;
    // × 8 % = 280.00 a year, ÷ 12 in January = 23.33. Net 3,000 − 390 − 23.33 = 2,586.67.
    const alva = planilla?.boletas.find((b) => b.numero_documento === '40000001');
    expect(alva?.retenciones).toEqual([
      { codigo: 'onp', importe: '390.00' },
      { codigo: 'renta_quinta', importe: '23.33' },
    ]);
    expect(alva?.aportes_empleador).toEqual([{ codigo: 'essalud', importe: '270.00' }]);
    expect(alva?.neto).toBe('2586.67');

    const garcia = planilla?.boletas.find((b) => b.numero_documento === '40000007');
    expect(garcia).toMatchObject({
      dias_vinculo: 15,
      ingresos: [{ codigo: 'remuneracion_basica', importe: '750.00' }],
    });
    const huaman = planilla?.boletas.find((b) => b.numero_documento === '40000008');
    expect(huaman?.ingresos).toContainEqual({ codigo: 'asignacion_familiar', importe: '113.00' });
    const flores = planilla?.boletas.find((b) => b.numero_documento === '40000006');
    expect(flores?.aportes_empleador).toEqual([{ codigo: 'sis', importe: '15.00' }]);
    const isla = planilla?.boletas.find((b) => b.numero_documento === '40000009');
    expect(isla?.retenciones.map((l) => l.codigo)).toContain('renta_quinta');

    const todas = PLANTILLA.map((p) => directa(p.dni));
    expect(planilla).toMatchObject({
      total_ingresos: suma(todas.map((b) => b.totalIngresos)),
      total_retenciones: suma(todas.map((b) => b.totalRetenciones)),
      total_descuentos: suma(todas.map((b) => b.totalDescuentos)),
      total_aportes: suma(todas.map((b) => b.totalAportesEmpleador)),
      total_neto: suma(todas.map((b) => b.neto)),
    });
  });

  it('closes the month once, posting a balanced asiento to the payroll accounts', async () => {
    const r = await gql<{ cerrarPlanilla: PlanillaGql }>(CERRAR, { p: PERIODO });
    expect(r.errors).toBeUndefined();
    const planilla = r.data?.cerrarPlanilla;
    expect(planilla?.estado).toBe('cerrada');
    const [operacion] = await e.t.deps.db
      .select()
      .from(schema.operaciones)
      .where(eq(schema.operaciones.id, planilla?.operacion_id ?? ''));
    expect(operacion).toMatchObject({
      tipoOperacion: 3,
      libro: '050100',
      fechaContable: '2026-01-31',
      deletedAt: null,
    });
    const lineas = await e.t.deps.db
      .select()
      .from(schema.asientoLineas)
      .where(eq(schema.asientoLineas.operacionId, operacion?.id ?? ''));
    const saldo = (cuenta: string) =>
      suma(
        lineas.filter((l) => l.cuenta === cuenta).map((l) => new Decimal(l.debe).minus(l.haber).toFixed(2)),
      );
    expect(suma(lineas.map((l) => l.debe))).toBe(suma(lineas.map((l) => l.haber)));

    const todas = PLANTILLA.map((p) => directa(p.dni));
    const de = (lista: (b: BoletaMensual) => { codigo: string; importe: string }[], codigos: string[]) =>
      suma(
        todas
          .flatMap(lista)
          .filter((l) => codigos.includes(l.codigo))
          .map((l) => l.importe),
      );
    const negativo = (v: string) => new Decimal(v).negated().toFixed(2);
    expect(saldo('4111')).toBe(negativo(planilla?.total_neto ?? '0'));
    expect(saldo('4032')).toBe(negativo(de((b) => b.retenciones, ['onp'])));
    expect(saldo('417')).toBe(
      negativo(de((b) => b.retenciones, ['aporte_afp', 'prima_seguro_afp', 'comision_afp'])),
    );
    expect(saldo('40173')).toBe(negativo(de((b) => b.retenciones, ['renta_quinta'])));
    expect(saldo('4031')).toBe(negativo(de((b) => b.aportesEmpleador, ['essalud'])));
    expect(saldo('1412')).toBe('-500.00');
    expect(saldo('6212')).toBe('1000.00');
    expect(saldo('6271')).toBe(de((b) => b.aportesEmpleador, ['essalud', 'sis']));
    // 6211 carries the pay less late arrivals and absences.
    expect(saldo('6211')).toBe(
      new Decimal(
        de(
          (b) => b.ingresos,
          ['remuneracion_basica', 'asignacion_familiar', 'horas_extras_25', 'horas_extras_35'],
        ),
      )
        .minus(de((b) => b.descuentos, ['tardanza', 'inasistencia']))
        .toFixed(2),
    );

    expect(errorDe(await gql(CERRAR, { p: PERIODO }))).toEqual({
      mensaje: 'La planilla de 01/2026 ya está cerrada',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await calcular())).toEqual({
      mensaje: 'La planilla de 01/2026 está cerrada: revierta el cierre para recalcularla',
      codigo: 'BAD_USER_INPUT',
    });
    expect(await operacionesDe(e.ana.empresaId)).toHaveLength(1);
  });

  it('rolls the close back while the period is open, and not once it is closed', async () => {
    const cerrada = (await gql<{ planilla: PlanillaGql }>(PLANILLA, { p: PERIODO })).data?.planilla;
    const r = await gql<{ rollbackPlanilla: PlanillaGql }>(REVERTIR, { p: PERIODO });
    expect(r.data?.rollbackPlanilla).toMatchObject({ estado: 'borrador', operacion_id: null });
    const [anulada] = await e.t.deps.db
      .select()
      .from(schema.operaciones)
      .where(eq(schema.operaciones.id, cerrada?.operacion_id ?? ''));
    expect(anulada?.deletedAt).not.toBeNull();
    expect(errorDe(await gql(REVERTIR, { p: PERIODO })).mensaje).toBe(
      'La planilla de 01/2026 no está cerrada',
    );

    const otra = (await gql<{ cerrarPlanilla: PlanillaGql }>(CERRAR, { p: PERIODO })).data?.cerrarPlanilla;
    expect(otra?.operacion_id).not.toBe(cerrada?.operacion_id);
    await marcarPeriodoCerrado(e.t.deps.db, e.ana.empresaId, PERIODO);
    expect(errorDe(await gql(REVERTIR, { p: PERIODO }))).toEqual({
      mensaje: 'No se puede anular: el periodo 01/2026 está cerrado',
      codigo: 'BAD_USER_INPUT',
    });
    const sigue = (await gql<{ planilla: PlanillaGql }>(PLANILLA, { p: PERIODO })).data?.planilla;
    expect(sigue).toMatchObject({ estado: 'cerrada', operacion_id: otra?.operacion_id });
  });

  it('names a missing account and posts nothing; other companies and roles are refused', async () => {
    // beto's company has no chart of accounts copied.
    const w = await gql<{ createEmployee: { id: string } }>(
      CREAR_TRABAJADOR,
      { i: trabajador('41000001', 'BETO') },
      e.beto.token,
    );
    const betoId = w.data?.createEmployee.id ?? '';
    await gql(
      CREAR_CONTRATO,
      {
        i: {
          trabajador_id: betoId,
          fecha_inicio: '2025-01-01',
          regimen_laboral: 'general',
          cargo: 'Vendedor',
          remuneracion_basica: '2000',
          sistema_pension: 'onp',
          salud: 'essalud',
        },
      },
      e.beto.token,
    );
    expect((await calcular(e.beto.token, [])).errors).toBeUndefined();
    expect(errorDe(await gql(CERRAR, { p: PERIODO }, e.beto.token))).toEqual({
      mensaje: 'La cuenta 6211 no existe en el plan de cuentas de la empresa',
      codigo: 'BAD_USER_INPUT',
    });
    expect(await operacionesDe(e.beto.empresaId)).toHaveLength(0);
    expect(
      (await gql<{ planilla: PlanillaGql }>(PLANILLA, { p: PERIODO }, e.beto.token)).data?.planilla.estado,
    ).toBe('borrador');

    expect(errorDe(await calcular(e.ana.token, [{ trabajador_id: betoId }])).codigo).toBe('FORBIDDEN');
    expect(errorDe(await calcular(e.mozo.token, [])).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(CERRAR, { p: PERIODO }, e.mozo.token)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(REVERTIR, { p: PERIODO }, e.mozo.token)).codigo).toBe('FORBIDDEN');
  });
});
