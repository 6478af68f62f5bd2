import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bajaYAlta,
  codigo,
  type Escenario,
  esperarProhibido,
  exportar,
  mensaje,
  operacionesMaestro,
  prepararEscenario,
  totalDe,
} from './escenario-maestros.ts';

const OP = operacionesMaestro('CentroCosto', 'centrosCosto', 'id codigo nombre tipo tipo_nombre deleted_at');
const { CREAR, ACTUALIZAR, BORRAR, ACTIVAR, LISTA } = OP;
const A_OP = operacionesMaestro(
  'AmarreCentroCosto',
  'amarresCentroCosto',
  'id codigo nombre deleted_at detalle { centro_costo_id codigo nombre porcentaje }',
);
const { CREAR: A_CREAR, ACTUALIZAR: A_ACTUALIZAR, BORRAR: A_BORRAR, ACTIVAR: A_ACTIVAR } = A_OP;

type Centro = {
  id: string;
  codigo: string;
  nombre: string;
  tipo: string;
  tipo_nombre: string;
  deleted_at: string | null;
};
type Amarre = {
  id: string;
  codigo: string;
  deleted_at: string | null;
  detalle: { centro_costo_id: string; codigo: string; porcentaje: string }[];
};

let e: Escenario;
const centros: Record<string, string> = {};
beforeAll(async () => {
  e = await prepararEscenario();
});
afterAll(() => e.t.cerrar());

const crear = (i: Record<string, unknown>, token = e.ana) =>
  e.t.gql<{ createCentroCosto: Centro }>(CREAR, { i }, { token });
const crearAmarre = (i: Record<string, unknown>, token = e.ana) =>
  e.t.gql<{ createAmarreCentroCosto: Amarre }>(A_CREAR, { i }, { token });

describe('cost centres', () => {
  it.each([
    [{ codigo: ' ' }, 'Ingrese el código del centro de costo'],
    [{ codigo: 'X'.repeat(21) }, 'El código del centro de costo tiene hasta 20 caracteres'],
    [{ nombre: '' }, 'Ingrese el nombre del centro de costo'],
    [{ tipo: 'marketing' }, 'Seleccione el tipo de centro de costo'],
  ])('refuses %o and writes nothing', async (cambio, esperado) => {
    const r = await crear({ codigo: 'CC01', nombre: 'Planta', tipo: 'produccion', ...cambio });
    expect(mensaje(r)).toBe(esperado);
    expect(await e.t.deps.db.select().from(schema.centrosCosto)).toHaveLength(0);
  });

  it("creates in the session's company (upper case, Spanish type label) and refuses a repeated code", async () => {
    for (const [cod, nombre, tipo] of [
      ['CC01', 'Planta Ate', 'produccion'],
      ['CC02', 'Gerencia general', 'administracion'],
      ['CC03', 'Ventas Lima', 'ventas'],
      ['CC04', 'Tesorería', 'financiero'],
    ] as const) {
      const r = await crear({ codigo: cod.toLowerCase(), nombre, tipo });
      expect(r.errors).toBeUndefined();
      centros[cod] = r.data?.createCentroCosto.id ?? '';
    }
    const r = await crear({ codigo: 'cc05', nombre: 'Almacén', tipo: 'otros' });
    expect(r.data?.createCentroCosto).toMatchObject({
      codigo: 'CC05',
      nombre: 'ALMACÉN',
      tipo_nombre: 'Otros',
    });
    centros.CC05 = r.data?.createCentroCosto.id ?? '';
    expect(mensaje(await crear({ codigo: 'CC01', nombre: 'Otra', tipo: 'otros' }))).toBe(
      'Ya existe un centro de costo con ese código',
    );
    // The same code in another company is another centre.
    expect(
      (await crear({ codigo: 'CC01', nombre: 'Beta planta', tipo: 'produccion' }, e.beto)).errors,
    ).toBeUndefined();
  });

  it('searches by code prefix or name, pages, and edits', async () => {
    const todos = await e.t.gql<{ centrosCosto: { total: number; filas: Centro[] } }>(
      LISTA,
      { l: 2, d: 2 },
      { token: e.ana },
    );
    expect(todos.data?.centrosCosto.total).toBe(5);
    expect(todos.data?.centrosCosto.filas.map((c) => c.codigo)).toEqual(['CC03', 'CC04']);
    const porNombre = await e.t.gql<{ centrosCosto: { total: number; filas: Centro[] } }>(
      LISTA,
      { p: 'gerencia' },
      { token: e.ana },
    );
    expect(porNombre.data?.centrosCosto.filas.map((c) => c.codigo)).toEqual(['CC02']);
    const editado = await e.t.gql<{ updateCentroCosto: Centro }>(
      ACTUALIZAR,
      { id: centros.CC03, i: { codigo: 'CC03', nombre: 'Ventas Lima y Callao', tipo: 'ventas' } },
      { token: e.ana },
    );
    expect(editado.data?.updateCentroCosto.nombre).toBe('VENTAS LIMA Y CALLAO');
    expect(
      mensaje(
        await e.t.gql(
          ACTUALIZAR,
          { id: centros.CC03, i: { codigo: 'CC01', nombre: 'X', tipo: 'ventas' } },
          { token: e.ana },
        ),
      ),
    ).toBe('Ya existe un centro de costo con ese código');
  });

  it('soft-deletes and re-activates; deleted ones only when asked', async () => {
    expect(await bajaYAlta(e, OP, centros.CC05)).toEqual({
      borrado: expect.any(String),
      sinEliminados: 4,
      conEliminados: 5,
      activado: null,
    });
    expect(await totalDe(e, OP)).toBe(5);
  });

  it('exports the list with its filter to Excel', async () => {
    const { cabecera, filas } = await exportar(e, OP, { p: 'CC0' }, 'centros-costo', 'Centros de costo');
    expect(cabecera).toEqual(['Código', 'Nombre', 'Tipo', 'Estado']);
    expect(filas[0]).toEqual(['CC01', 'PLANTA ATE', 'Producción', 'ACTIVO']);
    expect(filas).toHaveLength(5);
    expect((await exportar(e, OP, { p: 'tesor' }, 'centros-costo', 'Centros de costo')).filas).toEqual([
      ['CC04', 'TESORERÍA', 'Financiero', 'ACTIVO'],
    ]);
  });
});

describe('cost-centre distributions (amarres)', () => {
  const linea = (cod: string, porcentaje: string) => ({ centro_costo_id: centros[cod], porcentaje });

  it.each([
    [{ codigo: '' }, 'Ingrese el código del amarre'],
    [{ nombre: '' }, 'Ingrese el nombre del amarre'],
    [{ detalle: [] }, 'Agregue al menos un centro de costo a la distribución'],
    [{ detalle: 'sum' }, 'Los porcentajes suman 99.99%: deben sumar exactamente 100%'],
    [{ detalle: 'repetido' }, 'Línea 2: el centro de costo está repetido'],
    [{ detalle: 'cero' }, 'Línea 1: el porcentaje debe ser un número mayor que 0 (hasta 4 decimales)'],
  ] as [Record<string, unknown>, string][])('refuses %o and writes nothing', async (cambio, esperado) => {
    const detalles: Record<string, unknown> = {
      sum: [linea('CC01', '33.33'), linea('CC02', '33.33'), linea('CC03', '33.33')],
      repetido: [linea('CC01', '50'), linea('CC01', '50')],
      cero: [linea('CC01', '0'), linea('CC02', '100')],
    };
    const detalle =
      typeof cambio.detalle === 'string'
        ? detalles[cambio.detalle]
        : (cambio.detalle ?? [linea('CC01', '100')]);
    const r = await crearAmarre({ codigo: 'AM01', nombre: 'Reparto', ...cambio, detalle });
    expect(mensaje(r)).toBe(esperado);
    expect(await e.t.deps.db.select().from(schema.amarresCentroCosto)).toHaveLength(0);
  });

  it('stores a distribution adding up to exactly 100 in decimals, with each centre named', async () => {
    const r = await crearAmarre({
      codigo: 'am01',
      nombre: 'Gastos compartidos',
      detalle: [linea('CC01', '33.33'), linea('CC02', '33.33'), linea('CC03', '33.340')],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.createAmarreCentroCosto.codigo).toBe('AM01');
    expect(r.data?.createAmarreCentroCosto.detalle.map((l) => [l.codigo, l.porcentaje])).toEqual([
      ['CC01', '33.33'],
      ['CC02', '33.33'],
      ['CC03', '33.34'],
    ]);
    expect(
      mensaje(await crearAmarre({ codigo: 'AM01', nombre: 'Otro', detalle: [linea('CC04', '100')] })),
    ).toBe('Ya existe un amarre de centros de costo con ese código');
    expect(await totalDe(e, A_OP, { p: 'compart' })).toBe(1);
  });

  it('refuses a deleted centre and another company’s centre', async () => {
    await e.t.gql(BORRAR, { id: centros.CC05 }, { token: e.ana });
    expect(mensaje(await crearAmarre({ codigo: 'AM02', nombre: 'X', detalle: [linea('CC05', '100')] }))).toBe(
      'El centro de costo CC05 está eliminado: actívelo o quítelo del amarre',
    );
    const [ajeno] = await e.t.deps.db
      .select()
      .from(schema.centrosCosto)
      .where(eq(schema.centrosCosto.empresaId, e.empresaBeto));
    const r = await crearAmarre({
      codigo: 'AM02',
      nombre: 'X',
      detalle: [{ centro_costo_id: ajeno?.id, porcentaje: '100' }],
    });
    expect(codigo(r)).toBe('FORBIDDEN');
    expect(await e.t.deps.db.select().from(schema.amarresCentroCosto)).toHaveLength(1);
    await e.t.gql(ACTIVAR, { id: centros.CC05 }, { token: e.ana });
  });

  it('keeps a centre used by an active amarre from being deleted, until the amarre is deleted', async () => {
    const [amarre] = await e.t.deps.db.select().from(schema.amarresCentroCosto);
    expect(mensaje(await e.t.gql(BORRAR, { id: centros.CC02 }, { token: e.ana }))).toBe(
      'El centro de costo CC02 se usa en los amarres AM01: quítelo de ellos o elimínelos primero',
    );
    const borrado = await e.t.gql<{ deleteAmarreCentroCosto: Amarre }>(
      A_BORRAR,
      { id: amarre?.id },
      { token: e.ana },
    );
    expect(borrado.data?.deleteAmarreCentroCosto.deleted_at).toBeTruthy();
    expect((await e.t.gql(BORRAR, { id: centros.CC02 }, { token: e.ana })).errors).toBeUndefined();
    // Re-activating the amarre needs its centres active again.
    expect(mensaje(await e.t.gql(A_ACTIVAR, { id: amarre?.id }, { token: e.ana }))).toBe(
      'El centro de costo CC02 está eliminado: actívelo o quítelo del amarre',
    );
    await e.t.gql(ACTIVAR, { id: centros.CC02 }, { token: e.ana });
    const activo = await e.t.gql<{ activateAmarreCentroCosto: Amarre }>(
      A_ACTIVAR,
      { id: amarre?.id },
      { token: e.ana },
    );
    expect(activo.data?.activateAmarreCentroCosto.deleted_at).toBeNull();
    const editado = await e.t.gql<{ updateAmarreCentroCosto: Amarre }>(
      A_ACTUALIZAR,
      {
        id: amarre?.id,
        i: {
          codigo: 'AM01',
          nombre: 'Mitad y mitad',
          detalle: [linea('CC01', '50'), linea('CC04', '50.00')],
        },
      },
      { token: e.ana },
    );
    expect(editado.data?.updateAmarreCentroCosto.detalle.map((l) => [l.codigo, l.porcentaje])).toEqual([
      ['CC01', '50'],
      ['CC04', '50'],
    ]);
  });

  it('exports each amarre line to Excel', async () => {
    const { cabecera, filas } = await exportar(
      e,
      A_OP,
      {},
      'amarres-centro-costo',
      'Amarres de centros de costo',
    );
    expect(cabecera).toEqual([
      'Código',
      'Amarre',
      'Centro de costo',
      'Nombre del centro',
      'Porcentaje',
      'Estado',
    ]);
    expect(filas).toEqual([
      ['AM01', 'MITAD Y MITAD', 'CC01', 'PLANTA ATE', '50', 'ACTIVO'],
      ['AM01', 'MITAD Y MITAD', 'CC04', 'TESORERÍA', '50', 'ACTIVO'],
    ]);
  });
});

describe('tenancy and permission', () => {
  it("never shows or touches another company's centres and amarres", async () => {
    const ajena = await e.t.gql<{ centrosCosto: { filas: Centro[] } }>(LISTA, {}, { token: e.beto });
    expect(ajena.data?.centrosCosto.filas.map((c) => c.nombre)).toEqual(['BETA PLANTA']);
    expect(await totalDe(e, A_OP, {}, e.beto)).toBe(0);
    const [amarre] = await e.t.deps.db.select().from(schema.amarresCentroCosto);
    const id = centros.CC01;
    await esperarProhibido(e.t, e.beto, [
      [ACTUALIZAR, { id, i: { codigo: 'CC01', nombre: 'Robado', tipo: 'otros' } }],
      [BORRAR, { id }],
      [ACTIVAR, { id }],
      [A_ACTUALIZAR, { id: amarre?.id, i: { codigo: 'X', nombre: 'X', detalle: [] } }],
      [A_BORRAR, { id: amarre?.id }],
      [A_ACTIVAR, { id: amarre?.id }],
      [BORRAR, { id: 'no-es-un-id' }],
    ]);
    const [despues] = await e.t.deps.db
      .select()
      .from(schema.centrosCosto)
      .where(eq(schema.centrosCosto.id, id ?? ''));
    expect(despues?.nombre).toBe('PLANTA ATE');
  });

  it('lets only roles with the Centros de costo permission change them', async () => {
    await esperarProhibido(e.t, e.facturador, [
      [CREAR, { i: { codigo: 'F1', nombre: 'F', tipo: 'otros' } }],
      [A_CREAR, { i: { codigo: 'F1', nombre: 'F', detalle: [] } }],
      [BORRAR, { id: centros.CC01 }],
    ]);
    expect(
      await e.t.deps.db.select().from(schema.centrosCosto).where(eq(schema.centrosCosto.codigo, 'F1')),
    ).toHaveLength(0);
    expect(codigo(await e.t.gql(LISTA, {}, {}))).toBe('UNAUTHENTICATED');
  });
});
