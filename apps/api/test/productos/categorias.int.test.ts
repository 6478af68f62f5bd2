import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filasDeExcel } from '../helpers/excel.ts';
import { crearEscenario, type Escenario, errorDe } from './escenario.ts';

const CREAR = 'mutation($i: CategoriaInput!) { createCategoria(input: $i) { id codigo nombre local_id } }';
const ACTUALIZAR =
  'mutation($id: String!, $i: CategoriaInput!) { updateCategoria(id: $id, input: $i) { id codigo nombre } }';
const BORRAR = 'mutation($id: String!) { deleteCategoria(id: $id) { id deleted_at } }';
const ACTIVAR = 'mutation($id: String!) { activateCategoria(id: $id) { id deleted_at } }';
const LISTA =
  'query($p: String, $l: Int, $d: Int, $e: Boolean) { categorias(param: $p, limite: $l, desde: $d, eliminados: $e) { total filas { codigo nombre deleted_at } } }';
const EXCEL =
  'query($p: String, $e: Boolean) { excelCategorias(param: $p, eliminados: $e) { nombre mime base64 } }';

const CP_CREAR =
  'mutation($i: CategoriaPrecioInput!) { createCategoriaPrecio(input: $i) { id codigo descripcion valor_condicion oferta local_id } }';
const CP_ACTUALIZAR =
  'mutation($id: String!, $i: CategoriaPrecioInput!) { updateCategoriaPrecio(id: $id, input: $i) { id descripcion valor_condicion } }';
const CP_BORRAR = 'mutation($id: String!) { deleteCategoriaPrecio(id: $id) { deleted_at } }';
const CP_ACTIVAR = 'mutation($id: String!) { activateCategoriaPrecio(id: $id) { deleted_at } }';
const CP_LISTA =
  'query($l: String!, $p: String, $e: Boolean) { categoriasPrecio(local_id: $l, param: $p, eliminados: $e) { total filas { codigo descripcion valor_condicion oferta } } }';
const CP_EXCEL = 'query($l: String!) { excelCategoriasPrecio(local_id: $l) { nombre base64 } }';

type Categoria = { id: string; codigo: string; nombre: string; local_id: string | null };
type Pagina = {
  categorias: { total: number; filas: { codigo: string; nombre: string; deleted_at: string | null }[] };
};

let e: Escenario;
beforeAll(async () => {
  e = await crearEscenario();
});
afterAll(() => e.t.cerrar());

const gql = <T = Record<string, unknown>>(q: string, v: Record<string, unknown>, token = e.ana.token) =>
  e.t.gql<T>(q, v, { token });

describe('categories', () => {
  it.each([
    [{ codigo: '', nombre: 'Bebidas' }, 'Ingrese el código'],
    [{ codigo: 'BEB', nombre: '  ' }, 'Ingrese el nombre'],
    [{ codigo: 'X'.repeat(31), nombre: 'Bebidas' }, 'El código admite hasta 30 caracteres'],
  ])('refuses %o and writes nothing', async (input, mensaje) => {
    const r = await gql(CREAR, { i: input });
    expect(errorDe(r)).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect(await e.t.deps.db.select().from(schema.categorias)).toHaveLength(0);
  });

  it('creates, refuses a duplicate code, edits, deletes and re-activates', async () => {
    const r = await gql<{ createCategoria: Categoria }>(CREAR, {
      i: { codigo: 'BEB', nombre: 'Bebidas', local_id: e.ana.localId },
    });
    expect(r.data?.createCategoria).toMatchObject({
      codigo: 'BEB',
      nombre: 'BEBIDAS',
      local_id: e.ana.localId,
    });
    const id = r.data?.createCategoria.id ?? '';
    expect(errorDe(await gql(CREAR, { i: { codigo: 'BEB', nombre: 'Otra' } })).mensaje).toBe(
      'Ya existe una categoría con el código BEB',
    );
    // Another company may use the same code.
    expect(
      (await gql(CREAR, { i: { codigo: 'BEB', nombre: 'Bebidas' } }, e.beto.token)).errors,
    ).toBeUndefined();
    const otra = await gql<{ createCategoria: Categoria }>(CREAR, {
      i: { codigo: 'ABA', nombre: 'Abarrotes' },
    });
    expect(
      errorDe(await gql(ACTUALIZAR, { id: otra.data?.createCategoria.id, i: { codigo: 'BEB', nombre: 'x' } }))
        .mensaje,
    ).toBe('Ya existe una categoría con el código BEB');
    const editada = await gql<{ updateCategoria: Categoria }>(ACTUALIZAR, {
      id,
      i: { codigo: 'BEB', nombre: 'Bebidas y jugos' },
    });
    expect(editada.data?.updateCategoria.nombre).toBe('BEBIDAS Y JUGOS');

    expect(
      (await gql<{ deleteCategoria: { deleted_at: string | null } }>(BORRAR, { id })).data?.deleteCategoria
        .deleted_at,
    ).toBeTruthy();
    expect((await gql<Pagina>(LISTA, {})).data?.categorias.filas.map((c) => c.codigo)).toEqual(['ABA']);
    expect((await gql<Pagina>(LISTA, { e: true })).data?.categorias.total).toBe(2);
    // The code of a deleted category is free; re-activating would repeat it.
    const nueva = await gql<{ createCategoria: Categoria }>(CREAR, { i: { codigo: 'BEB', nombre: 'Nueva' } });
    expect(errorDe(await gql(ACTIVAR, { id })).mensaje).toBe('Ya existe una categoría con ese código');
    await gql(BORRAR, { id: nueva.data?.createCategoria.id });
    expect(
      (await gql<{ activateCategoria: { deleted_at: string | null } }>(ACTIVAR, { id })).data
        ?.activateCategoria.deleted_at,
    ).toBeNull();
  });

  it('searches by code or name with paging, and exports the list', async () => {
    for (const [codigo, nombre] of [
      ['LIM', 'Limpieza'],
      ['LAC', 'Lácteos'],
      ['PAN', 'Panadería'],
    ])
      await gql(CREAR, { i: { codigo, nombre } });
    const porNombre = await gql<Pagina>(LISTA, { p: 'panad' });
    expect(porNombre.data?.categorias.filas.map((c) => c.codigo)).toEqual(['PAN']);
    const porCodigo = await gql<Pagina>(LISTA, { p: 'L' });
    expect(porCodigo.data?.categorias.filas.map((c) => c.codigo)).toEqual(['LAC', 'LIM']);
    const pagina = await gql<Pagina>(LISTA, { l: 2, d: 2 });
    expect(pagina.data?.categorias.total).toBe(5);
    expect(pagina.data?.categorias.filas.map((c) => c.codigo)).toEqual(['LAC', 'LIM']);

    const x = await gql<{ excelCategorias: { nombre: string; mime: string; base64: string } }>(EXCEL, {
      p: 'L',
    });
    expect(x.data?.excelCategorias.nombre).toMatch(/^categorias-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const filas = await filasDeExcel(x.data?.excelCategorias.base64 ?? '');
    expect(filas.slice(1)).toEqual([
      ['Código', 'Nombre', 'Local', 'Estado'],
      ['LAC', 'LÁCTEOS', 'TODOS', 'ACTIVA'],
      ['LIM', 'LIMPIEZA', 'TODOS', 'ACTIVA'],
    ]);
  });

  it("refuses another company's ids and locals (FORBIDDEN), and a role without the permission", async () => {
    const ajena = await gql<{ createCategoria: Categoria }>(
      CREAR,
      { i: { codigo: 'Z1', nombre: 'Ajena' } },
      e.beto.token,
    );
    const id = ajena.data?.createCategoria.id;
    for (const [q, v] of [
      [ACTUALIZAR, { id, i: { codigo: 'Z1', nombre: 'Mía' } }],
      [BORRAR, { id }],
      [ACTIVAR, { id }],
      [ACTUALIZAR, { id: 'no-es-uuid', i: { codigo: 'Z1', nombre: 'Mía' } }],
      [CREAR, { i: { codigo: 'Z2', nombre: 'x', local_id: e.beto.localId } }],
    ] as const)
      expect(errorDe(await gql(q, v)).codigo).toBe('FORBIDDEN');
    const r = await gql(CREAR, { i: { codigo: 'M1', nombre: 'Mozo' } }, e.mozo.token);
    expect(errorDe(r).codigo).toBe('FORBIDDEN');
    expect((await gql<Pagina>(LISTA, { p: 'Ajena' })).data?.categorias.total).toBe(0);
  });
});

describe('price categories per local', () => {
  const LISTA_PRECIO = { codigo: 'MAY', descripcion: 'Mayorista', valor_condicion: '12.5', oferta: false };

  it.each([
    [{ codigo: '' }, 'Ingrese el código'],
    [{ descripcion: '' }, 'Ingrese la descripción'],
    [{ valor_condicion: '-1' }, 'El valor de condición debe ser una cantidad mayor o igual a cero'],
    [{ valor_condicion: '1.23456' }, 'El valor de condición debe ser una cantidad mayor o igual a cero'],
  ])('refuses %o and writes nothing', async (cambio, mensaje) => {
    const r = await gql(CP_CREAR, { i: { ...LISTA_PRECIO, local_id: e.ana.localId, ...cambio } });
    expect(errorDe(r)).toEqual({ mensaje, codigo: 'BAD_USER_INPUT' });
    expect(await e.t.deps.db.select().from(schema.categoriasPrecio)).toHaveLength(0);
  });

  it('creates in a local, refuses a repeated code, edits, deletes, re-activates, lists and exports', async () => {
    const r = await gql<{ createCategoriaPrecio: { id: string; valor_condicion: string } }>(CP_CREAR, {
      i: { ...LISTA_PRECIO, local_id: e.ana.localId },
    });
    expect(r.data?.createCategoriaPrecio).toMatchObject({ valor_condicion: '12.5' });
    const id = r.data?.createCategoriaPrecio.id;
    expect(errorDe(await gql(CP_CREAR, { i: { ...LISTA_PRECIO, local_id: e.ana.localId } })).mensaje).toBe(
      'Ya existe una categoría de precio con el código MAY en el local',
    );
    await gql(CP_CREAR, {
      i: { codigo: 'OFE', descripcion: 'Oferta', oferta: true, local_id: e.ana.localId },
    });
    const editada = await gql<{ updateCategoriaPrecio: { descripcion: string; valor_condicion: string } }>(
      CP_ACTUALIZAR,
      {
        id,
        i: { ...LISTA_PRECIO, descripcion: 'Por mayor', valor_condicion: '24', local_id: e.ana.localId },
      },
    );
    expect(editada.data?.updateCategoriaPrecio).toMatchObject({
      descripcion: 'POR MAYOR',
      valor_condicion: '24',
    });
    await gql(CP_BORRAR, { id });
    type L = { categoriasPrecio: { total: number; filas: { codigo: string; oferta: boolean }[] } };
    expect((await gql<L>(CP_LISTA, { l: e.ana.localId })).data?.categoriasPrecio.filas).toEqual([
      { codigo: 'OFE', descripcion: 'OFERTA', valor_condicion: '0', oferta: true },
    ]);
    expect((await gql<L>(CP_LISTA, { l: e.ana.localId, e: true })).data?.categoriasPrecio.total).toBe(2);
    await gql(CP_ACTIVAR, { id });
    expect(
      (await gql<L>(CP_LISTA, { l: e.ana.localId, p: 'mayor' })).data?.categoriasPrecio.filas,
    ).toHaveLength(1);
    const x = await gql<{ excelCategoriasPrecio: { base64: string } }>(CP_EXCEL, { l: e.ana.localId });
    expect((await filasDeExcel(x.data?.excelCategoriasPrecio.base64 ?? '')).slice(2)).toEqual([
      ['MAY', 'POR MAYOR', '24', 'NO', 'ACTIVA'],
      ['OFE', 'OFERTA', '0', 'SI', 'ACTIVA'],
    ]);
  });

  it("refuses another company's local and ids, and a role without FAC002004", async () => {
    const ajena = await gql<{ createCategoriaPrecio: { id: string } }>(
      CP_CREAR,
      { i: { ...LISTA_PRECIO, local_id: e.beto.localId } },
      e.beto.token,
    );
    const id = ajena.data?.createCategoriaPrecio.id;
    for (const [q, v] of [
      [CP_CREAR, { i: { ...LISTA_PRECIO, codigo: 'Q', local_id: e.beto.localId } }],
      [CP_ACTUALIZAR, { id, i: { ...LISTA_PRECIO, local_id: e.ana.localId } }],
      [CP_BORRAR, { id }],
      [CP_ACTIVAR, { id }],
      [CP_LISTA, { l: e.beto.localId }],
      [CP_EXCEL, { l: e.beto.localId }],
    ] as const)
      expect(errorDe(await gql(q, v)).codigo).toBe('FORBIDDEN');
    expect(
      errorDe(await gql(CP_CREAR, { i: { ...LISTA_PRECIO, local_id: e.mozo.localId } }, e.mozo.token)).codigo,
    ).toBe('FORBIDDEN');
  });
});
