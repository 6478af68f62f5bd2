import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarOperacion } from '../../src/modules/contabilidad/libro/registrar-operacion.ts';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const RESUMEN = /* GraphQL */ `
  query($d: String!, $h: String!) {
    resumenMayor(periodo_desde: $d, periodo_hasta: $h) {
      periodo_desde periodo_hasta total_debe total_haber
      cuentas { cuenta denominacion saldo_inicial debe haber saldo_final }
    }
  }`;
const MAYOR = /* GraphQL */ `
  query($c: String!, $d: String!, $h: String!) {
    libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) {
      saldo_inicial total_debe total_haber saldo_final
    }
  }`;

type Cuenta = {
  cuenta: string;
  denominacion: string;
  saldo_inicial: string;
  debe: string;
  haber: string;
  saldo_final: string;
};
type Resumen = { total_debe: string; total_haber: string; cuentas: Cuenta[] };

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;

const mov = (cuenta: string, debe: string, haber: string) => ({
  cuenta,
  debe,
  haber,
  debeMe: '0.00',
  haberMe: '0.00',
});

/** Posts an asiento of ana's company in a period (AAAAMM), dated the period's first day. */
async function asiento(periodo: string, lineas: ReturnType<typeof mov>[]) {
  return t.deps.db.transaction((tx) =>
    registrarOperacion(
      tx,
      {
        empresaId: ana.empresaId,
        libro: '050100',
        tipoOperacion: 5,
        fechaContable: `${periodo.slice(0, 4)}-${periodo.slice(4)}-01`,
        glosa: 'Asiento de prueba',
      },
      lineas,
    ),
  );
}

const resumen = async (token: string, d: string, h: string) => {
  const r = await t.gql<{ resumenMayor: Resumen }>(RESUMEN, { d, h }, { token });
  return { datos: r.data?.resumenMayor, error: r.errors?.[0]?.message };
};

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await usuarioConEmpresa(t, 'ana@andina.pe', { ruc: '20601234565', razonSocial: 'ANDINA S.A.C.' });
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
  // January: a sale on credit, and a cash movement that nets to zero before the range.
  await asiento('202601', [
    mov('1212', '118.00', '0.00'),
    mov('70121', '0.00', '100.00'),
    mov('40111', '0.00', '18.00'),
  ]);
  await asiento('202601', [mov('1031', '25.00', '0.00'), mov('1041', '0.00', '25.00')]);
  await asiento('202601', [mov('1041', '25.00', '0.00'), mov('1031', '0.00', '25.00')]);
  // February (the range): the collection, a second sale and a voided one.
  await asiento('202602', [mov('1041', '118.00', '0.00'), mov('1212', '0.00', '118.00')]);
  await asiento('202602', [
    mov('1212', '59.00', '0.00'),
    mov('70121', '0.00', '50.00'),
    mov('40111', '0.00', '9.00'),
  ]);
  const anulada = await asiento('202602', [mov('1041', '500.00', '0.00'), mov('70121', '0.00', '500.00')]);
  await t.deps.db
    .update(schema.operaciones)
    .set({ deletedAt: new Date() })
    .where(eq(schema.operaciones.id, anulada.id));
  // March, after the range.
  await asiento('202603', [mov('1041', '10.00', '0.00'), mov('70121', '0.00', '10.00')]);
});
afterAll(() => t.cerrar());

describe('libro mayor summary of every account', () => {
  it('gives each account its opening balance, the range’s sums and its closing balance', async () => {
    const { datos, error } = await resumen(ana.token, '202602', '202602');
    expect(error).toBeUndefined();
    expect(datos?.cuentas.map((c) => [c.cuenta, c.saldo_inicial, c.debe, c.haber, c.saldo_final])).toEqual([
      ['1041', '0.00', '118.00', '0.00', '118.00'],
      ['1212', '118.00', '59.00', '118.00', '59.00'],
      ['40111', '-18.00', '0.00', '9.00', '-27.00'],
      ['70121', '-100.00', '0.00', '50.00', '-150.00'],
    ]);
    expect(datos?.cuentas[0]?.denominacion).toBe('Cuentas corrientes operativas');
    // 1031 was settled in January and not moved in February: nothing to show. The voided sale is out.
    expect(datos).toMatchObject({ total_debe: '177.00', total_haber: '177.00' });
  });

  it('agrees with the libro mayor of each account, and a wider range carries the later month', async () => {
    const { datos } = await resumen(ana.token, '202601', '202603');
    expect(datos?.cuentas.map((c) => c.cuenta)).toEqual(['1031', '1041', '1212', '40111', '70121']);
    for (const desde of ['202601', '202602', '202603']) {
      const r = await resumen(ana.token, desde, '202603');
      for (const c of r.datos?.cuentas ?? []) {
        const m = await t.gql<{ libroMayor: Record<string, string> }>(
          MAYOR,
          { c: c.cuenta, d: desde, h: '202603' },
          { token: ana.token },
        );
        expect(m.data?.libroMayor).toEqual({
          saldo_inicial: c.saldo_inicial,
          total_debe: c.debe,
          total_haber: c.haber,
          saldo_final: c.saldo_final,
        });
      }
    }
    expect(
      (await resumen(ana.token, '202603', '202603')).datos?.cuentas.find((c) => c.cuenta === '70121'),
    ).toMatchObject({ saldo_inicial: '-150.00', haber: '10.00', saldo_final: '-160.00' });
  });

  it('shows only the session company’s accounts', async () => {
    expect((await resumen(beto.token, '202601', '202612')).datos?.cuentas).toEqual([]);
  });

  it('refuses a reversed or malformed range in Spanish', async () => {
    const esperado = 'Indique un rango de periodos válido (AAAAMM)';
    expect((await resumen(ana.token, '202603', '202602')).error).toBe(esperado);
    expect((await resumen(ana.token, '2026-02', '202602')).error).toBe(esperado);
    expect((await resumen(ana.token, '202613', '202613')).error).toBe(esperado);
  });
});
