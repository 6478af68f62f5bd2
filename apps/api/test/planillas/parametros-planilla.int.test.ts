import { ROL } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import {
  CALCULAR,
  CREAR_CONTRATO,
  CREAR_TRABAJADOR,
  type PlanillaGql,
  trabajador,
} from './consultas-planilla.ts';

const COMISIONES = `query($p: String!) { comisionesAfp(periodo: $p) {
  afp desde flujo mixta_flujo mixta_saldo aporte prima rma fuente por_verificar } }`;
const GUARDAR_COMISION = `mutation($i: ComisionAfpInput!) { guardarComisionAfp(input: $i) { afp desde flujo mixta_flujo } }`;
const PARAMETROS = 'query { parametrosPlanilla { concepto nombre unidad desde valor por_verificar } }';
const GUARDAR_PARAMETRO = `mutation($i: ParametroPlanillaInput!) { guardarParametroPlanilla(input: $i) {
  concepto desde valor confianza por_verificar } }`;

type Comision = {
  afp: string;
  desde: string;
  flujo: string;
  mixta_flujo: string;
  prima: string;
  rma: string;
};

describe('payroll parameters edited by the platform administrator', () => {
  let e: Escenario;
  let admin: string;
  const comision = (p: PlanillaGql) =>
    p.boletas[0]?.retenciones.find((r) => r.codigo === 'comision_afp')?.importe;
  const calcular = async (periodo: string) => {
    const r = await e.t.gql<{ calcularPlanilla: PlanillaGql }>(
      CALCULAR,
      { p: periodo },
      { token: e.ana.token },
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.calcularPlanilla;
  };
  const comisiones = async (periodo: string, token = e.ana.token) =>
    (await e.t.gql<{ comisionesAfp: Comision[] }>(COMISIONES, { p: periodo }, { token })).data?.comisionesAfp;

  beforeAll(async () => {
    e = await crearEscenario();
    admin = (
      await usuarioConEmpresa(
        e.t,
        'admin@kipu.pe',
        { ruc: '20100047218', razonSocial: 'KIPU' },
        ROL.administradorGeneral,
      )
    ).token;
    const w = await e.t.gql<{ createEmployee: { id: string } }>(
      CREAR_TRABAJADOR,
      { i: trabajador('41000001', 'ROJAS') },
      { token: e.ana.token },
    );
    const k = await e.t.gql(
      CREAR_CONTRATO,
      {
        i: {
          trabajador_id: w.data?.createEmployee.id,
          fecha_inicio: '2025-01-01',
          regimen_laboral: 'general',
          cargo: 'Asistente',
          remuneracion_basica: '2500',
          sistema_pension: 'afp',
          afp: 'HABITAT',
          cuspp: 'HABI12345678',
          comision_afp: 'flujo',
          salud: 'essalud',
        },
      },
      { token: e.ana.token },
    );
    expect(k.errors).toBeUndefined();
  }, 120_000);
  afterAll(() => e?.t.cerrar());

  it('seeds the rules’ tables and lets any accountant read them', async () => {
    const lista = await comisiones('202602');
    expect(lista?.map((c) => [c.afp, c.flujo, c.prima, c.rma])).toEqual([
      ['HABITAT', '1.47', '1.37', '12209.11'],
      ['INTEGRA', '1.55', '1.37', '12209.11'],
      ['PRIMA', '1.6', '1.37', '12209.11'],
      ['PROFUTURO', '1.69', '1.37', '12209.11'],
    ]);
    const r = await e.t.gql<{ parametrosPlanilla: { concepto: string; desde: string; valor: string }[] }>(
      PARAMETROS,
      {},
      { token: e.beto.token },
    );
    expect(r.data?.parametrosPlanilla).toContainEqual(
      expect.objectContaining({ concepto: 'uit', desde: '2026-01-01', valor: '5500' }),
    );
  });

  it('a commission changed from March is charged in March and not in February', async () => {
    const r = await e.t.gql(
      GUARDAR_COMISION,
      { i: { afp: 'HABITAT', periodo: '202603', flujo: '2.00', mixta_flujo: '0', mixta_saldo: '1.25' } },
      { token: admin },
    );
    expect(r.data).toEqual({
      guardarComisionAfp: { afp: 'HABITAT', desde: '2026-03-01', flujo: '2', mixta_flujo: '0' },
    });
    // 2,500 × 1.47 % = 36.75 in February; 2,500 × 2 % = 50.00 from March.
    expect(comision(await calcular('202602'))).toBe('36.75');
    expect(comision(await calcular('202603'))).toBe('50.00');
    expect(comision(await calcular('202604'))).toBe('50.00');
    expect((await comisiones('202602'))?.[0]?.flujo).toBe('1.47');
  });

  it('a general parameter changed from a month applies from then on', async () => {
    const r = await e.t.gql(
      GUARDAR_PARAMETRO,
      { i: { concepto: 'prima_seguro_afp', desde: '2026-05-01', valor: '1.5', confianza: 'prensa' } },
      { token: admin },
    );
    expect(r.data).toEqual({
      guardarParametroPlanilla: {
        concepto: 'prima_seguro_afp',
        desde: '2026-05-01',
        valor: '1.5',
        confianza: 'prensa',
        por_verificar: true,
      },
    });
    const prima = (p: PlanillaGql) =>
      p.boletas[0]?.retenciones.find((l) => l.codigo === 'prima_seguro_afp')?.importe;
    expect(prima(await calcular('202604'))).toBe('34.25');
    expect(prima(await calcular('202605'))).toBe('37.50');
  });

  it('refuses an accountant’s edit (FORBIDDEN)', async () => {
    const i = { afp: 'PRIMA', periodo: '202603', flujo: '0.5', mixta_flujo: '0', mixta_saldo: '1' };
    expect(errorDe(await e.t.gql(GUARDAR_COMISION, { i }, { token: e.ana.token })).codigo).toBe('FORBIDDEN');
    const p = { concepto: 'uit', desde: '2027-01-01', valor: '1' };
    expect(errorDe(await e.t.gql(GUARDAR_PARAMETRO, { i: p }, { token: e.ana.token })).codigo).toBe(
      'FORBIDDEN',
    );
    expect((await comisiones('202603'))?.find((c) => c.afp === 'PRIMA')?.flujo).toBe('1.6');
  });

  it.each([
    [
      { afp: 'HABITAT', periodo: '202603', flujo: '-1', mixta_flujo: '0', mixta_saldo: '1' },
      'HABITAT, comisión sobre flujo: ingrese un porcentaje con hasta cuatro decimales (p. ej. 1.47)',
    ],
    [
      { afp: 'HORIZONTE', periodo: '202603', flujo: '1', mixta_flujo: '0', mixta_saldo: '1' },
      'La AFP HORIZONTE no existe: use HABITAT, INTEGRA, PRIMA, PROFUTURO',
    ],
    [
      { afp: 'HABITAT', periodo: '2026-03', flujo: '1', mixta_flujo: '0', mixta_saldo: '1' },
      'El periodo 2026-03 no es válido (AAAAMM)',
    ],
  ])('refuses %o in Spanish and changes nothing', async (i, mensaje) => {
    expect(errorDe(await e.t.gql(GUARDAR_COMISION, { i }, { token: admin }))).toEqual({
      mensaje,
      codigo: 'BAD_USER_INPUT',
    });
    expect((await comisiones('202603'))?.[0]?.flujo).toBe('2');
  });

  it('refuses a parameter from the middle of a month or with a bad value', async () => {
    const mal = async (i: Record<string, string>) =>
      errorDe(await e.t.gql(GUARDAR_PARAMETRO, { i }, { token: admin }));
    expect(await mal({ concepto: 'rmv', desde: '2026-05-15', valor: '1200' })).toEqual({
      mensaje: 'Remuneración mínima vital: la vigencia debe empezar el primer día de un mes (AAAA-MM-01)',
      codigo: 'BAD_USER_INPUT',
    });
    expect((await mal({ concepto: 'onp', desde: '2026-05-01', valor: '130' })).mensaje).toBe(
      'ONP: el porcentaje no puede superar 100',
    );
    expect(
      (await mal({ concepto: 'onp', desde: '2026-05-01', valor: '13', confianza: 'rumor' })).mensaje,
    ).toBe('La confianza debe ser una de: oficial, prensa, derivado, repositorio');
  });
});
