import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEscenario, type Escenario, errorDe } from '../productos/escenario.ts';
import { CALCULAR, type PlanillaGql } from './consultas-planilla.ts';
import { trabajadorConContrato } from './trabajador-con-contrato.ts';

const CAMPOS = 'id trabajador_id periodo ruc razon_social ingresos retenciones';
const CREAR = `mutation($i: IngresoOtroEmpleadorInput!) { createIngresoOtroEmpleador(input: $i) { ${CAMPOS} } }`;
const EDITAR = `mutation($id: String!, $i: IngresoOtroEmpleadorInput!) { editIngresoOtroEmpleador(id: $id, input: $i) { ${CAMPOS} } }`;
const ELIMINAR = `mutation($id: String!) { deleteIngresoOtroEmpleador(id: $id) { id } }`;
const LISTAR = `query($t: String!, $a: String!) { ingresosOtrosEmpleadores(trabajador_id: $t, anio: $a) { ${CAMPOS} } }`;

type Ingreso = {
  id: string;
  periodo: string;
  ruc: string;
  razon_social: string;
  ingresos: string;
  retenciones: string;
};

let e: Escenario;
let id = '';
const OTRO_RUC = '20131312955';

const crear = (i: Record<string, string>, token = e.ana.token) =>
  e.t.gql<{ createIngresoOtroEmpleador: Ingreso }>(CREAR, { i: { trabajador_id: id, ...i } }, { token });
const listar = async (anio = '2026', token = e.ana.token) =>
  (await e.t.gql<{ ingresosOtrosEmpleadores: Ingreso[] }>(LISTAR, { t: id, a: anio }, { token })).data
    ?.ingresosOtrosEmpleadores ?? [];
/** The quinta withheld in January 2026, with the month's entries given. */
async function quintaDeEnero(entrada: Record<string, string> = {}) {
  const r = await e.t.gql<{ calcularPlanilla: PlanillaGql }>(
    CALCULAR,
    { p: '202601', e: [{ trabajador_id: id, ...entrada }] },
    { token: e.ana.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data?.calcularPlanilla.boletas[0]?.retenciones.find((l) => l.codigo === 'renta_quinta')?.importe;
}

beforeAll(async () => {
  e = await crearEscenario();
  id = await trabajadorConContrato(
    e,
    '40000031',
    'ALVA',
    {},
    { remuneracion_basica: '3000', cargo: 'ANALISTA' },
  );
});
afterAll(() => e.t.cerrar());

describe('ingresos de otros empleadores', () => {
  it('registers, lists by year, edits and deletes a worker’s certified income', async () => {
    const r = await crear({
      periodo: '202601',
      ruc: OTRO_RUC,
      razon_social: 'Otra sac',
      ingresos: '20000',
      retenciones: '500.5',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createIngresoOtroEmpleador).toMatchObject({
      periodo: '202601',
      ruc: OTRO_RUC,
      razon_social: 'OTRA SAC',
      ingresos: '20000.00',
      retenciones: '500.50',
    });
    const otro = await crear({ periodo: '202512', ruc: OTRO_RUC, ingresos: '1000' });
    const editado = await e.t.gql<{ editIngresoOtroEmpleador: Ingreso }>(
      EDITAR,
      {
        id: otro.data?.createIngresoOtroEmpleador.id,
        i: { trabajador_id: id, periodo: '202512', ruc: OTRO_RUC, ingresos: '1500' },
      },
      { token: e.ana.token },
    );
    expect(editado.data?.editIngresoOtroEmpleador.ingresos).toBe('1500.00');
    expect((await listar('2026')).map((i) => i.ingresos)).toEqual(['20000.00']);
    expect((await listar('2025')).map((i) => i.ingresos)).toEqual(['1500.00']);
    const borrado = await e.t.gql(
      ELIMINAR,
      { id: otro.data?.createIngresoOtroEmpleador.id },
      { token: e.ana.token },
    );
    expect(borrado.errors).toBeUndefined();
    expect(await listar('2025')).toEqual([]);
  });

  it('refuses bad input in Spanish and writes nothing', async () => {
    const casos: [Record<string, string>, string][] = [
      [{ periodo: '2026-1', ruc: OTRO_RUC, ingresos: '1' }, 'El periodo no es válido (AAAAMM)'],
      [{ periodo: '202602', ruc: '20131312950', ingresos: '1' }, 'RUC no válido'],
      [
        { periodo: '202602', ruc: '20601234565', ingresos: '1' },
        'El RUC es el de la propia empresa: registre solo ingresos de otros empleadores',
      ],
      [{ periodo: '202602', ruc: OTRO_RUC, ingresos: '-5' }, 'El importe de ingresos (-5) no es válido'],
      [
        { periodo: '202602', ruc: OTRO_RUC, ingresos: '0' },
        'Indique los ingresos o las retenciones del otro empleador',
      ],
      [
        { periodo: '202602', ruc: OTRO_RUC, ingresos: '100', retenciones: '200' },
        'Las retenciones no pueden superar los ingresos del otro empleador',
      ],
    ];
    for (const [entrada, mensaje] of casos)
      expect(errorDe(await crear(entrada)), mensaje).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect((await listar('2026')).length).toBe(1);
  });

  it('keeps another company and users without the payroll permission out', async () => {
    const [propio] = await listar('2026');
    expect(
      errorDe(await crear({ periodo: '202602', ruc: OTRO_RUC, ingresos: '1' }, e.beto.token)).codigo,
    ).toBe('FORBIDDEN');
    expect(errorDe(await e.t.gql(LISTAR, { t: id, a: '2026' }, { token: e.beto.token })).codigo).toBe(
      'FORBIDDEN',
    );
    expect(errorDe(await e.t.gql(ELIMINAR, { id: propio?.id }, { token: e.beto.token })).codigo).toBe(
      'FORBIDDEN',
    );
    expect(
      errorDe(
        await e.t.gql(
          EDITAR,
          { id: propio?.id, i: { trabajador_id: id, periodo: '202601', ruc: OTRO_RUC, ingresos: '1' } },
          { token: e.beto.token },
        ),
      ).codigo,
    ).toBe('FORBIDDEN');
    expect(
      errorDe(await crear({ periodo: '202602', ruc: OTRO_RUC, ingresos: '1' }, e.mozo.token)).codigo,
    ).toBe('FORBIDDEN');
    expect((await listar('2026')).map((i) => i.ingresos)).toEqual(['20000.00']);
  });

  it('feeds the quinta of the months from the one declared, unless the month’s entry overrides it', async () => {
    // Registered: 20,000 of another employer in January. 3,000 × 12 + two gratificaciones of 3,000 = 42,000;
    // + 20,000 = 62,000; less 7 UIT (38,500) = 23,500 × 8 % = 1,880.00 a year, ÷ 12 = 156.67.
    expect(await quintaDeEnero()).toBe('156.67');
    // A certificate declared in February does not reach January.
    expect((await crear({ periodo: '202602', ruc: OTRO_RUC, ingresos: '5000' })).errors).toBeUndefined();
    expect(await quintaDeEnero()).toBe('156.67');
    // The month's own figures replace the register: 10,000 → 13,500 × 8 % = 1,080.00 ÷ 12 = 90.00.
    expect(await quintaDeEnero({ otros_ingresos: '10000' })).toBe('90.00');
    // Without any other employer: 3,500 × 8 % = 280.00 ÷ 12 = 23.33.
    expect(await quintaDeEnero({ otros_ingresos: '0', otras_retenciones: '0' })).toBe('23.33');
  });
});
