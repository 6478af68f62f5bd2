import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { filasDeExcel } from '../helpers/excel.ts';
import { marcarPeriodoCerrado } from '../helpers/periodo-cerrado.ts';
import { errorDe } from '../productos/escenario.ts';
import {
  BENEFICIO,
  type BeneficioGql,
  CALCULAR_BENEFICIO,
  CERRAR_BENEFICIO,
  lineaDe,
  REVERTIR_BENEFICIO,
  usarEscenarioBeneficios,
} from './escenario-beneficios.ts';

const { s, gql } = usarEscenarioBeneficios();

const calcular = (t: string, p: string, o?: Record<string, unknown>, token = s.e.ana.token) =>
  gql<{ calcularBeneficio: BeneficioGql }>(CALCULAR_BENEFICIO, { t, p, o }, token);
const filasBeneficio = async () => (await s.e.t.deps.db.select().from(schema.beneficios)).length;

/** The asiento's balance per account (debe − haber), and whether it balances. */
async function asiento(operacionId: string | null | undefined) {
  const lineas = await s.e.t.deps.db
    .select()
    .from(schema.asientoLineas)
    .where(eq(schema.asientoLineas.operacionId, operacionId ?? ''));
  const saldos = new Map<string, string>();
  for (const l of lineas)
    saldos.set(l.cuenta, new Decimal(saldos.get(l.cuenta) ?? 0).plus(l.debe).minus(l.haber).toFixed(2));
  const debe = lineas.reduce((s, l) => s.plus(l.debe), new Decimal(0));
  const haber = lineas.reduce((s, l) => s.plus(l.haber), new Decimal(0));
  return { saldos: Object.fromEntries(saldos), cuadra: debe.eq(haber) && debe.gt(0) };
}

describe('benefit runs', () => {
  it('refuses bad input in Spanish and writes nothing', async () => {
    const casos: [string, string, Record<string, unknown> | undefined, string][] = [
      [
        'bono',
        '202607',
        undefined,
        'El tipo de beneficio no es válido (gratificacion, cts, vacaciones, utilidades, liquidacion)',
      ],
      [
        'gratificacion',
        '202608',
        undefined,
        'La gratificación se calcula en julio (AAAA07) o diciembre (AAAA12)',
      ],
      ['cts', '202606', undefined, 'La CTS se deposita en mayo (AAAA05) o noviembre (AAAA11)'],
      ['vacaciones', '2026-06', undefined, 'El periodo no es válido (AAAAMM)'],
      ['utilidades', '20266', undefined, 'El ejercicio no es válido (AAAA)'],
      [
        'utilidades',
        '2026',
        { renta_neta: '10,5', actividad: 'otras' },
        'La renta neta del ejercicio no es un importe válido',
      ],
      [
        'utilidades',
        '2026',
        { renta_neta: '1000', actividad: 'banca' },
        'La actividad no es válida (pesquera, telecomunicaciones, industrial, minera, comercio_restaurantes, otras)',
      ],
      [
        'liquidacion',
        '202603',
        { indemnizaciones: [{ trabajador_id: s.e.ids.get('ALVA'), importe: '100' }] },
        'La indemnización es de un trabajador que no cesa en el periodo',
      ],
      ['gratificacion', '202407', undefined, 'No hay trabajadores para Gratificación 07/2024'],
    ];
    for (const [t, p, o, mensaje] of casos)
      expect(errorDe(await calcular(t, p, o)), `${t} ${p}`).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect(errorDe(await gql(CERRAR_BENEFICIO, { t: 'cts', p: '202611' }))).toEqual({
      mensaje: 'No hay cálculo de CTS 11/2026',
      codigo: 'BAD_USER_INPUT',
    });
    expect(await filasBeneficio()).toBe(0);
  });

  it('computes July’s gratificación by régimen, EPS and whole months from the closed planillas', async () => {
    const r = await calcular('gratificacion', '202607');
    expect(r.errors).toBeUndefined();
    const b = r.data?.calcularBeneficio;
    const total = (apellido: string) => JSON.parse(lineaDe(b, s.e, apellido)?.resultado ?? '{}').total;
    // peru-facts (libero.pe): S/ 2,000 for the whole semester + 9 % bonificación = 2,180.00.
    expect(total('ALVA')).toBe('2180.00');
    // With an EPS the bonificación is 6.75 %: 1,500 + 101.25.
    expect(total('BACA')).toBe('1601.25');
    // Pequeña empresa: half, 750 + 67.50.
    expect(total('CANO')).toBe('817.50');
    // Microempresa: none.
    expect(total('DIAZ')).toBe('0.00');
    // Hired on 10 March: April, May and June count, 2,000 × 3/6 = 1,000 + 90.
    expect(lineaDe(b, s.e, 'ESPINOZA')?.valores.slice(3, 4)).toEqual(['3']);
    expect(total('ESPINOZA')).toBe('1090.00');
    // FLORES left in March: the liquidación pays it.
    expect(lineaDe(b, s.e, 'FLORES')).toBeUndefined();
    expect(b).toMatchObject({ estado: 'borrador', total: '5688.75' });
    expect(b?.totales.at(-1)).toBe('5688.75');
    // Recomputing a borrador replaces it.
    expect((await calcular('gratificacion', '202607')).data?.calcularBeneficio.lineas).toHaveLength(5);
    expect(await filasBeneficio()).toBe(1);
  });

  it('closes it with a balanced 6214/4114 asiento, refuses to recompute, and rolls back while open', async () => {
    const r = await gql<{ cerrarBeneficio: BeneficioGql }>(CERRAR_BENEFICIO, {
      t: 'gratificacion',
      p: '202607',
    });
    expect(r.errors).toBeUndefined();
    const cerrada = r.data?.cerrarBeneficio;
    expect(cerrada?.estado).toBe('cerrada');
    const a = await asiento(cerrada?.operacion_id);
    expect(a).toEqual({ saldos: { '6214': '5688.75', '4114': '-5688.75' }, cuadra: true });
    const [op] = await s.e.t.deps.db
      .select()
      .from(schema.operaciones)
      .where(eq(schema.operaciones.id, cerrada?.operacion_id ?? ''));
    expect(op).toMatchObject({
      fechaContable: '2026-07-31',
      glosa: 'Gratificación 07/2026',
      tipoOperacion: 3,
    });
    expect(errorDe(await calcular('gratificacion', '202607'))).toEqual({
      mensaje: 'Gratificación 07/2026 está cerrada: revierta el cierre para recalcularla',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await gql(CERRAR_BENEFICIO, { t: 'gratificacion', p: '202607' })).mensaje).toBe(
      'Gratificación 07/2026 ya está cerrada',
    );

    const revertida = (
      await gql<{ rollbackBeneficio: BeneficioGql }>(REVERTIR_BENEFICIO, { t: 'gratificacion', p: '202607' })
    ).data?.rollbackBeneficio;
    expect(revertida).toMatchObject({ estado: 'borrador', operacion_id: null });
    const [anulada] = await s.e.t.deps.db
      .select()
      .from(schema.operaciones)
      .where(eq(schema.operaciones.id, op?.id ?? ''));
    expect(anulada?.deletedAt).not.toBeNull();

    const otra = (
      await gql<{ cerrarBeneficio: BeneficioGql }>(CERRAR_BENEFICIO, { t: 'gratificacion', p: '202607' })
    ).data?.cerrarBeneficio;
    await marcarPeriodoCerrado(s.e.t.deps.db, s.e.ana.empresaId, '202607');
    expect(errorDe(await gql(REVERTIR_BENEFICIO, { t: 'gratificacion', p: '202607' }))).toEqual({
      mensaje: 'No se puede anular: el periodo 07/2026 está cerrado',
      codigo: 'BAD_USER_INPUT',
    });
    expect(
      (await gql<{ beneficio: BeneficioGql }>(BENEFICIO, { t: 'gratificacion', p: '202607' })).data
        ?.beneficio,
    ).toMatchObject({ estado: 'cerrada', operacion_id: otra?.operacion_id });
  });

  it('deposits November’s CTS on the remuneración + 1/6 of July’s gratificación', async () => {
    const r = await calcular('cts', '202611');
    expect(r.errors).toBeUndefined();
    const b = r.data?.calcularBeneficio;
    const cts = (apellido: string) => JSON.parse(lineaDe(b, s.e, apellido)?.resultado ?? '{}');
    // peru-facts (gestion.pe): 1,500 + 1/6 × 1,500 = 1,750 for the whole period → 875.00.
    expect(cts('BACA')).toMatchObject({
      remuneracionComputable: '1750.00',
      diasComputables: 180,
      cts: '875.00',
    });
    // Pequeña empresa: half a remuneración a year on 1,500 + 1/6 × 750 = 1,625 → 406.25.
    expect(cts('CANO')).toMatchObject({ remuneracionComputable: '1625.00', cts: '406.25' });
    expect(cts('DIAZ').cts).toBe('0.00');
    // The sixth is July's stored gratificación: ESPINOZA's 1,000 → 166.67.
    expect(cts('ESPINOZA').sextoGratificacion).toBe('166.67');

    const cerrada = (
      await gql<{ cerrarBeneficio: BeneficioGql }>(CERRAR_BENEFICIO, { t: 'cts', p: '202611' })
    ).data?.cerrarBeneficio;
    const a = await asiento(cerrada?.operacion_id);
    expect(a.cuadra).toBe(true);
    expect(a.saldos).toEqual({ '6291': b?.total, '4151': `-${b?.total}` });
  });

  it('exports the run to Excel and PDF, one row per worker and the totals', async () => {
    const x = await gql<{ excelBeneficio: { nombre: string; base64: string } }>(
      'query { excelBeneficio(tipo: "gratificacion", periodo: "202607") { nombre base64 } }',
    );
    expect(x.data?.excelBeneficio.nombre).toMatch(/^gratificacion-202607-.*\.xlsx$/);
    const filas = await filasDeExcel(x.data?.excelBeneficio.base64 ?? '');
    const alva = filas.find((f) => f[0]?.startsWith('ALVA'));
    expect(alva?.slice(1, 2)).toEqual(['42000001']);
    expect(alva?.at(-1)).toBe('2180');
    expect(filas.at(-1)?.[0]).toBe('TOTALES');
    expect(filas.at(-1)?.at(-1)).toBe('5688.75');
    const p = await gql<{ pdfBeneficio: { nombre: string; base64: string } }>(
      'query { pdfBeneficio(tipo: "cts", periodo: "202611") { nombre base64 } }',
    );
    expect(p.data?.pdfBeneficio.nombre).toBe('cts-202611.pdf');
    expect(
      Buffer.from(p.data?.pdfBeneficio.base64 ?? '', 'base64')
        .subarray(0, 4)
        .toString(),
    ).toBe('%PDF');
  });

  it('distributes the utilidades half by days and half by remuneraciones', async () => {
    const r = await calcular('utilidades', '2026', { renta_neta: '100000', actividad: 'otras' });
    expect(r.errors).toBeUndefined();
    const b = r.data?.calcularBeneficio;
    expect(JSON.parse(b?.parametros ?? '{}')).toMatchObject({
      porcentaje: '5',
      monto_a_distribuir: '5000.00',
    });
    // Every worker of the year, FLORES too; each share rounds to the cent.
    expect(b?.lineas).toHaveLength(6);
    expect(new Decimal(b?.total ?? 0).minus(5000).abs().lte('0.06')).toBe(true);
    // ALVA: 180 days of 180 × 4 + 150 (FLORES, 1 Jan–20 Mar: 80) + 112 (ESPINOZA) …; its days column.
    expect(lineaDe(b, s.e, 'ALVA')?.valores[0]).toBe('180');
    expect(lineaDe(b, s.e, 'FLORES')?.valores[0]).toBe('80');
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('keeps the vacation record and provisions the pending and truncas at the month’s end', async () => {
    const REG = `mutation($t: String!, $d: String!, $h: String!) { registrarVacaciones(trabajador_id: $t, desde: $d, hasta: $h) { id dias } }`;
    const alva = s.e.ids.get('ALVA');
    expect(
      (
        await gql<{ registrarVacaciones: { id: string; dias: number } }>(REG, {
          t: alva,
          d: '2026-02-01',
          h: '2026-02-15',
        })
      ).data,
    ).toEqual({ registrarVacaciones: { id: expect.stringMatching(UUID), dias: 15 } });
    expect(errorDe(await gql(REG, { t: alva, d: '2026-02-10', h: '2026-02-20' }))).toEqual({
      mensaje: 'Las vacaciones se cruzan con las registradas desde el 2026-02-01',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await gql(REG, { t: alva, d: '2026-03-10', h: '2026-03-01' })).mensaje).toBe(
      'Las vacaciones terminan antes de empezar',
    );
    const rec = await gql<{ recordVacacional: Record<string, unknown> }>(
      `query($t: String!) { recordVacacional(trabajador_id: $t, fecha: "2026-06-30") {
        periodos { desde hasta dias_ganados dias_gozados pendientes vencido } truncas_meses truncas_importe } }`,
      { t: alva },
    );
    expect(rec.data?.recordVacacional).toEqual({
      periodos: [
        {
          desde: '2025-01-01',
          hasta: '2025-12-31',
          dias_ganados: 30,
          dias_gozados: 15,
          pendientes: 15,
          vencido: false,
        },
      ],
      truncas_meses: 6,
      truncas_importe: '1000.00',
    });
    const b = (await calcular('vacaciones', '202606')).data?.calcularBeneficio;
    // 15 pending days at 2,000 / 30 = 1,000.00, and six months of truncas, 2,000 × 180 / 360 = 1,000.00.
    expect(JSON.parse(lineaDe(b, s.e, 'ALVA')?.resultado ?? '{}')).toMatchObject({
      provision: '2000.00',
      anterior: '0.00',
      variacion: '2000.00',
    });
    const cerrada = (
      await gql<{ cerrarBeneficio: BeneficioGql }>(CERRAR_BENEFICIO, { t: 'vacaciones', p: '202606' })
    ).data?.cerrarBeneficio;
    expect((await asiento(cerrada?.operacion_id)).saldos).toEqual({
      '6215': b?.total,
      '4115': `-${b?.total}`,
    });
  });

  it('shows a company only its own runs and workers; writes need the payroll permission', async () => {
    expect((await gql(BENEFICIO, { t: 'gratificacion', p: '202607' }, s.e.beto.token)).data).toEqual({
      beneficio: null,
    });
    // ana's worker through beto's session: the record, a goce, the settlement's PDF.
    for (const q of [
      'query($t: String!) { recordVacacional(trabajador_id: $t, fecha: "2026-06-30") { fecha } }',
      'mutation($t: String!) { registrarVacaciones(trabajador_id: $t, desde: "2026-04-01", hasta: "2026-04-02") { id } }',
      'query($t: String!) { pdfLiquidacion(periodo: "202603", trabajador_id: $t) { nombre } }',
    ])
      expect(errorDe(await gql(q, { t: s.e.ids.get('ALVA') }, s.e.beto.token)).codigo, q).toBe('FORBIDDEN');
    expect(errorDe(await calcular('gratificacion', '202612', undefined, s.e.mozo.token)).codigo).toBe(
      'FORBIDDEN',
    );
    // beto's own run sees none of ana's workers.
    expect(errorDe(await calcular('gratificacion', '202607', undefined, s.e.beto.token)).mensaje).toBe(
      'No hay trabajadores para Gratificación 07/2026',
    );
  });
});
