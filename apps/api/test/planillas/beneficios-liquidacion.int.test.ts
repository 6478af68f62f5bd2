import { schema } from '@kipu/db';
import { calcularLiquidacion } from '@kipu/peru';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { textoDePdf } from '../helpers/texto-pdf.ts';
import { errorDe } from '../productos/escenario.ts';
import {
  type BeneficioGql,
  CALCULAR_BENEFICIO,
  CERRAR_BENEFICIO,
  lineaDe,
  usarEscenarioBeneficios,
} from './escenario-beneficios.ts';

const { s, gql } = usarEscenarioBeneficios();

const PDF =
  'query($p: String!, $t: String!) { pdfLiquidacion(periodo: $p, trabajador_id: $t) { nombre base64 } }';

describe('liquidación de beneficios sociales', () => {
  it('settles the worker ceased in the month from the contract, the payslips and the vacation record', async () => {
    // February's vacation provision is closed first: FLORES's 30 pending days 1,800 + truncas 300 = 2,100.
    await gql(CALCULAR_BENEFICIO, { t: 'vacaciones', p: '202602' });
    const provision = await gql<{ cerrarBeneficio: BeneficioGql }>(CERRAR_BENEFICIO, {
      t: 'vacaciones',
      p: '202602',
    });
    expect(
      JSON.parse(lineaDe(provision.data?.cerrarBeneficio, s.e, 'FLORES')?.resultado ?? '{}').provision,
    ).toBe('2100.00');
    const r = await gql<{ calcularBeneficio: BeneficioGql }>(CALCULAR_BENEFICIO, {
      t: 'liquidacion',
      p: '202603',
      o: { indemnizaciones: [{ trabajador_id: s.e.ids.get('FLORES'), importe: '3000' }] },
    });
    expect(r.errors).toBeUndefined();
    const b = r.data?.calcularBeneficio;
    expect(b?.lineas).toHaveLength(1);
    const l = JSON.parse(lineaDe(b, s.e, 'FLORES')?.resultado ?? '{}');
    // The same as the rules given the same terms: S/ 1,800, ONP, 1 Jan 2025 to 20 Mar 2026, the 2025
    // year of vacations not taken, S/ 3,000 of indemnity.
    expect(l).toEqual(
      calcularLiquidacion({
        regimenLaboral: 'general',
        pension: { sistema: 'onp' },
        salud: 'essalud',
        fechaIngreso: '2025-01-01',
        fechaCese: '2026-03-20',
        remuneracionComputable: '1800.00',
        gratificacionJulioPagada: false,
        faltasSemestre: 0,
        diasNoComputablesCts: 0,
        inicioRecordVacacional: '2026-01-01',
        vacacionesPendientes: [{ dias: 30, vencida: false }],
        indemnizacionDespido: '3000.00',
      }),
    );
    // By hand: CTS Nov–Apr, 4 months 20 days on 1,800 + 1/6 of December's 1,800 = 2,100 → 816.67;
    // gratificación January–February 600 + 9 % 54; truncas 2 months 20 days 1,800 × 80/360 = 400;
    // 30 days pending 1,800; indemnity 3,000. ONP 13 % of 2,200 = 286.00.
    expect(l.ingresos.map((i: { codigo: string; importe: string }) => [i.codigo, i.importe])).toEqual([
      ['cts', '816.67'],
      ['gratificacion_trunca', '600.00'],
      ['bonificacion_extraordinaria', '54.00'],
      ['vacaciones_truncas', '400.00'],
      ['remuneracion_vacacional', '1800.00'],
      ['indemnizacion_despido', '3000.00'],
    ]);
    expect(l).toMatchObject({ totalIngresos: '6670.67', neto: '6384.67' });
    expect(b?.total).toBe('6670.67');
  });

  it('posts each concept’s expense against what is owed, the ONP withheld and the vacations provisioned included, balanced', async () => {
    const r = await gql<{ cerrarBeneficio: BeneficioGql }>(CERRAR_BENEFICIO, {
      t: 'liquidacion',
      p: '202603',
    });
    expect(r.errors).toBeUndefined();
    const lineas = await s.e.t.deps.db
      .select()
      .from(schema.asientoLineas)
      .where(eq(schema.asientoLineas.operacionId, r.data?.cerrarBeneficio.operacion_id ?? ''));
    const saldo = Object.fromEntries(
      lineas.map((x) => [x.cuenta, new Decimal(x.debe).minus(x.haber).toFixed(2)]),
    );
    expect(saldo).toEqual({
      '6291': '816.67',
      '6214': '654.00',
      // 2,200 of vacations less the 2,100 February's provision already expensed.
      '6215': '100.00',
      '623': '3000.00',
      '4151': '-816.67',
      '4114': '-654.00',
      // Owed 2,200 − ONP 286 = 1,914, of which 2,100 was provisioned: this entry takes 186 off 4115.
      '4115': '186.00',
      '4699': '-3000.00',
      '4032': '-286.00',
    });
    const suma = (k: 'debe' | 'haber') => lineas.reduce((s, x) => s.plus(x[k]), new Decimal(0)).toFixed(2);
    expect(suma('debe')).toBe(suma('haber'));
  });

  it('prints the worker’s Liquidación de beneficios sociales; other companies and workers are refused', async () => {
    const r = await gql<{ pdfLiquidacion: { nombre: string; base64: string } }>(PDF, {
      p: '202603',
      t: s.e.ids.get('FLORES'),
    });
    expect(r.data?.pdfLiquidacion.nombre).toBe('liquidacion-202603-42000006.pdf');
    const texto = await textoDePdf(Buffer.from(r.data?.pdfLiquidacion.base64 ?? '', 'base64'));
    for (const t of [
      'LIQUIDACIÓN DE BENEFICIOS SOCIALES',
      'FLORES QUISPE ROSA',
      '42000006',
      '20/03/2026',
      'RENUNCIA',
      '816.67',
      '6,384.67',
    ])
      expect(texto).toContain(t);
    expect(errorDe(await gql(PDF, { p: '202603', t: s.e.ids.get('ALVA') })).mensaje).toBe(
      'ALVA QUISPE ROSA no tiene liquidación en 03/2026',
    );
    expect(errorDe(await gql(PDF, { p: '202603', t: s.e.ids.get('FLORES') }, s.e.beto.token)).codigo).toBe(
      'FORBIDDEN',
    );
  });
});
