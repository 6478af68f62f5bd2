import { schema } from '@kipu/db';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  codigo,
  cuentaPcge,
  type Escenario,
  esperarProhibido,
  exportar,
  mensaje,
  operacionesMaestro,
  prepararEscenario,
  totalDe,
} from './escenario-maestros.ts';

const CAMPOS = 'id tributo_codigo tributo_nombre cuenta_id cuenta_codigo cuenta_denominacion deleted_at';
const OP = operacionesMaestro('Tributo', 'tributos', CAMPOS);
const { CREAR, ACTUALIZAR, BORRAR, ACTIVAR, LISTA } = OP;
const POR_DEFECTO = `mutation { tributosPorDefecto { ${CAMPOS} } }`;
const DUPLICADO = 'query($c: String!, $id: String) { duplicatedTributo(tributo_codigo: $c, id: $id) }';

type Tributo = {
  id: string;
  tributo_codigo: string;
  tributo_nombre: string;
  cuenta_codigo: string;
  deleted_at: string | null;
};

let e: Escenario;
beforeAll(async () => {
  e = await prepararEscenario();
});
afterAll(() => e.t.cerrar());

describe('tributos', () => {
  it('refuses a code outside catálogo 05, a missing or deleted account, and writes nothing', async () => {
    const c40111 = await cuentaPcge(e.t, e.empresaAna, '40111');
    const c40112 = await cuentaPcge(e.t, e.empresaAna, '40112');
    await e.t.deps.db
      .update(schema.pcgeCuentas)
      .set({ deletedAt: new Date() })
      .where(eq(schema.pcgeCuentas.id, c40112));
    const casos: [Record<string, unknown>, string][] = [
      [{ tributo_codigo: '', cuenta_id: c40111 }, 'Seleccione el tributo'],
      [
        { tributo_codigo: '1234', cuenta_id: c40111 },
        'El código 1234 no está en el catálogo 05 de SUNAT (tributos)',
      ],
      [{ tributo_codigo: '1000', cuenta_id: '' }, 'Seleccione la cuenta contable del tributo'],
      [{ tributo_codigo: '1000', cuenta_id: c40112 }, 'La cuenta contable 40112 está eliminada'],
    ];
    for (const [i, esperado] of casos)
      expect(mensaje(await e.t.gql(CREAR, { i }, { token: e.ana }))).toBe(esperado);
    const ajena = await cuentaPcge(e.t, e.empresaBeto, '40111');
    expect(
      codigo(await e.t.gql(CREAR, { i: { tributo_codigo: '1000', cuenta_id: ajena } }, { token: e.ana })),
    ).toBe('FORBIDDEN');
    expect(await e.t.deps.db.select().from(schema.tributos)).toHaveLength(0);
  });

  it('creates the standard tributos once (IGV → 40111, ICBPER → 40189)', async () => {
    const r = await e.t.gql<{ tributosPorDefecto: Tributo[] }>(POR_DEFECTO, {}, { token: e.ana });
    expect(
      r.data?.tributosPorDefecto.map((t) => [t.tributo_codigo, t.tributo_nombre, t.cuenta_codigo]),
    ).toEqual([
      ['1000', 'IGV', '40111'],
      ['7152', 'ICBPER', '40189'],
    ]);
    expect(
      (await e.t.gql<{ tributosPorDefecto: Tributo[] }>(POR_DEFECTO, {}, { token: e.ana })).data
        ?.tributosPorDefecto,
    ).toEqual([]);
    expect(await e.t.deps.db.select().from(schema.tributos)).toHaveLength(2);
  });

  it('keeps one active row per code (duplicatedTributo) and maps another code', async () => {
    const c40189 = await cuentaPcge(e.t, e.empresaAna, '40189');
    expect(
      mensaje(await e.t.gql(CREAR, { i: { tributo_codigo: '1000', cuenta_id: c40189 } }, { token: e.ana })),
    ).toBe('El tributo 1000 IGV ya tiene una cuenta asignada');
    expect(
      (await e.t.gql<{ duplicatedTributo: boolean }>(DUPLICADO, { c: '1000' }, { token: e.ana })).data
        ?.duplicatedTributo,
    ).toBe(true);
    expect(
      (await e.t.gql<{ duplicatedTributo: boolean }>(DUPLICADO, { c: '2000' }, { token: e.ana })).data
        ?.duplicatedTributo,
    ).toBe(false);
    const c4012 = await cuentaPcge(e.t, e.empresaAna, '4012');
    const isc = await e.t.gql<{ createTributo: Tributo }>(
      CREAR,
      { i: { tributo_codigo: '2000', cuenta_id: c4012 } },
      { token: e.ana },
    );
    expect(isc.data?.createTributo).toMatchObject({ tributo_nombre: 'ISC', cuenta_codigo: '4012' });
    // Editing a row to its own code is not a repeat.
    const id = isc.data?.createTributo.id;
    const editado = await e.t.gql<{ updateTributo: Tributo }>(
      ACTUALIZAR,
      { id, i: { tributo_codigo: '2000', cuenta_id: c40189 } },
      { token: e.ana },
    );
    expect(editado.data?.updateTributo.cuenta_codigo).toBe('40189');
    expect(
      mensaje(
        await e.t.gql(ACTUALIZAR, { id, i: { tributo_codigo: '1000', cuenta_id: c40189 } }, { token: e.ana }),
      ),
    ).toBe('El tributo 1000 IGV ya tiene una cuenta asignada');
  });

  it('searches by code or tax name, pages, soft-deletes and re-activates (refused while the code is taken)', async () => {
    const porNombre = await e.t.gql<{ tributos: { filas: Tributo[] } }>(
      LISTA,
      { p: 'bolsa' },
      { token: e.ana },
    );
    expect(porNombre.data?.tributos.filas.map((t) => t.tributo_codigo)).toEqual(['7152']);
    const pagina = await e.t.gql<{ tributos: { total: number; filas: Tributo[] } }>(
      LISTA,
      { l: 2, d: 2 },
      { token: e.ana },
    );
    expect(pagina.data?.tributos.total).toBe(3);
    expect(pagina.data?.tributos.filas.map((t) => t.tributo_codigo)).toEqual(['7152']);
    const [igv] = await e.t.deps.db
      .select()
      .from(schema.tributos)
      .where(eq(schema.tributos.tributoCodigo, '1000'));
    expect(
      (await e.t.gql<{ deleteTributo: Tributo }>(BORRAR, { id: igv?.id }, { token: e.ana })).data
        ?.deleteTributo.deleted_at,
    ).toBeTruthy();
    expect(await totalDe(e, OP)).toBe(2);
    expect(await totalDe(e, OP, { e: true })).toBe(3);
    // A new IGV row while the old one is deleted: the old one cannot come back.
    const c40189 = await cuentaPcge(e.t, e.empresaAna, '40189');
    expect(
      (await e.t.gql(CREAR, { i: { tributo_codigo: '1000', cuenta_id: c40189 } }, { token: e.ana })).errors,
    ).toBeUndefined();
    expect(mensaje(await e.t.gql(ACTIVAR, { id: igv?.id }, { token: e.ana }))).toBe(
      'El tributo 1000 IGV ya tiene una cuenta asignada',
    );
    const nuevo = (
      await e.t.deps.db.select().from(schema.tributos).where(eq(schema.tributos.tributoCodigo, '1000'))
    ).find((t) => t.id !== igv?.id);
    await e.t.gql(BORRAR, { id: nuevo?.id }, { token: e.ana });
    expect(
      (await e.t.gql<{ activateTributo: Tributo }>(ACTIVAR, { id: igv?.id }, { token: e.ana })).data
        ?.activateTributo.deleted_at,
    ).toBeNull();
  });

  it('exports the list to Excel', async () => {
    const { cabecera, filas } = await exportar(e, OP, { p: '1000' }, 'tributos', 'Tributos');
    expect(cabecera).toEqual(['Código', 'Tributo', 'Descripción', 'Cuenta', 'Denominación', 'Estado']);
    expect(filas).toEqual([
      ['1000', 'IGV', 'IGV IMPUESTO GENERAL A LAS VENTAS', '40111', 'IGV – Cuenta propia', 'ACTIVO'],
    ]);
  });

  it("never shows or touches another company's tributos, and needs the Tributos permission", async () => {
    expect(await totalDe(e, OP, {}, e.beto)).toBe(0);
    const [igv] = await e.t.deps.db
      .select()
      .from(schema.tributos)
      .where(and(eq(schema.tributos.tributoCodigo, '1000'), isNull(schema.tributos.deletedAt)));
    const cuentaBeto = await cuentaPcge(e.t, e.empresaBeto, '40111');
    const id = igv?.id;
    await esperarProhibido(e.t, e.beto, [
      [ACTUALIZAR, { id, i: { tributo_codigo: '1000', cuenta_id: cuentaBeto } }],
      [BORRAR, { id }],
      [ACTIVAR, { id }],
    ]);
    await esperarProhibido(e.t, e.facturador, [
      [POR_DEFECTO, {}],
      [BORRAR, { id }],
    ]);
    const [despues] = await e.t.deps.db
      .select()
      .from(schema.tributos)
      .where(eq(schema.tributos.id, id ?? ''));
    expect(despues?.deletedAt).toBeNull();
  });
});
