import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bajaYAlta,
  type Escenario,
  esperarProhibido,
  exportar,
  mensaje,
  operacionesMaestro,
  prepararEscenario,
  totalDe,
} from './escenario-maestros.ts';

const OP = operacionesMaestro(
  'TipoAdjunto',
  'tiposAdjunto',
  'id codigo descripcion tipo_operacion deleted_at',
);
const { CREAR, ACTUALIZAR, BORRAR, ACTIVAR, LISTA } = OP;

type Tipo = {
  id: string;
  codigo: string;
  descripcion: string;
  tipo_operacion: string[];
  deleted_at: string | null;
};
const CONTRATO = { codigo: 'CON', descripcion: 'Contrato', tipo_operacion: ['ventas', 'compras'] };

let e: Escenario;
beforeAll(async () => {
  e = await prepararEscenario();
});
afterAll(() => e.t.cerrar());

describe('attachment types', () => {
  it.each([
    [{ codigo: '' }, 'Ingrese el código del tipo de adjunto'],
    [{ descripcion: '' }, 'Ingrese la descripción del tipo de adjunto'],
    [{ tipo_operacion: [] }, 'Seleccione al menos un tipo de operación'],
    [
      { tipo_operacion: ['ventas', 'viajes'] },
      'Tipo de operación no válido: "viajes" (compras, ventas, cobros, pagos, planillas, asientos)',
    ],
  ])('refuses %o and writes nothing', async (cambio, esperado) => {
    expect(mensaje(await e.t.gql(CREAR, { i: { ...CONTRATO, ...cambio } }, { token: e.ana }))).toBe(esperado);
    expect(await e.t.deps.db.select().from(schema.tiposAdjunto)).toHaveLength(0);
  });

  it('creates (operations in catalogue order, each once), refuses a repeated code, searches and pages', async () => {
    const r = await e.t.gql<{ createTipoAdjunto: Tipo }>(
      CREAR,
      { i: { ...CONTRATO, tipo_operacion: ['ventas', 'compras', 'ventas'] } },
      { token: e.ana },
    );
    expect(r.data?.createTipoAdjunto).toMatchObject({
      codigo: 'CON',
      descripcion: 'CONTRATO',
      tipo_operacion: ['compras', 'ventas'],
    });
    expect(mensaje(await e.t.gql(CREAR, { i: CONTRATO }, { token: e.ana }))).toBe(
      'Ya existe un tipo de adjunto con ese código',
    );
    for (const [codigo, descripcion] of [
      ['VOU', 'Voucher de pago'],
      ['GUI', 'Guía de remisión'],
    ])
      await e.t.gql(CREAR, { i: { codigo, descripcion, tipo_operacion: ['pagos'] } }, { token: e.ana });
    const pagina = await e.t.gql<{ tiposAdjunto: { total: number; filas: Tipo[] } }>(
      LISTA,
      { l: 1, d: 1 },
      { token: e.ana },
    );
    expect(pagina.data?.tiposAdjunto.total).toBe(3);
    expect(pagina.data?.tiposAdjunto.filas.map((t) => t.codigo)).toEqual(['GUI']);
    const busqueda = await e.t.gql<{ tiposAdjunto: { filas: Tipo[] } }>(
      LISTA,
      { p: 'remisión' },
      { token: e.ana },
    );
    expect(busqueda.data?.tiposAdjunto.filas.map((t) => t.codigo)).toEqual(['GUI']);
  });

  it('edits, soft-deletes and re-activates', async () => {
    const [t] = await e.t.deps.db
      .select()
      .from(schema.tiposAdjunto)
      .where(eq(schema.tiposAdjunto.codigo, 'VOU'));
    const editado = await e.t.gql<{ updateTipoAdjunto: Tipo }>(
      ACTUALIZAR,
      { id: t?.id, i: { codigo: 'VOU', descripcion: 'Voucher', tipo_operacion: ['cobros', 'pagos'] } },
      { token: e.ana },
    );
    expect(editado.data?.updateTipoAdjunto.tipo_operacion).toEqual(['cobros', 'pagos']);
    expect(await bajaYAlta(e, OP, t?.id)).toEqual({
      borrado: expect.any(String),
      sinEliminados: 2,
      conEliminados: 3,
      activado: null,
    });
  });

  it('exports the list to Excel', async () => {
    const { cabecera, filas } = await exportar(e, OP, { p: 'VOU' }, 'tipos-adjunto', 'Tipos de adjunto');
    expect(cabecera).toEqual(['Código', 'Descripción', 'Operaciones', 'Estado']);
    expect(filas).toEqual([['VOU', 'VOUCHER', 'Cobros, Pagos', 'ACTIVO']]);
  });

  it("never shows or touches another company's types, and needs the Tipos de adjunto permission", async () => {
    expect(await totalDe(e, OP, {}, e.beto)).toBe(0);
    const [t] = await e.t.deps.db
      .select()
      .from(schema.tiposAdjunto)
      .where(eq(schema.tiposAdjunto.codigo, 'CON'));
    await esperarProhibido(e.t, e.beto, [
      [ACTUALIZAR, { id: t?.id, i: CONTRATO }],
      [BORRAR, { id: t?.id }],
      [ACTIVAR, { id: t?.id }],
    ]);
    await esperarProhibido(e.t, e.facturador, [
      [CREAR, { i: { ...CONTRATO, codigo: 'FAC' } }],
      [BORRAR, { id: t?.id }],
    ]);
    expect(
      await e.t.deps.db.select().from(schema.tiposAdjunto).where(eq(schema.tiposAdjunto.codigo, 'FAC')),
    ).toHaveLength(0);
    const [despues] = await e.t.deps.db
      .select()
      .from(schema.tiposAdjunto)
      .where(eq(schema.tiposAdjunto.id, t?.id ?? ''));
    expect(despues?.deletedAt).toBeNull();
  });
});
