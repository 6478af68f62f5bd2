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
  'Responsable',
  'responsables',
  'id documento_id numero nombres cargo email telefono deleted_at',
);
const { CREAR, ACTUALIZAR, BORRAR, ACTIVAR, LISTA } = OP;

type Responsable = {
  id: string;
  numero: string;
  nombres: string;
  email: string | null;
  deleted_at: string | null;
};
const ROSA = {
  documento_id: '1',
  numero: '45678912',
  nombres: 'Rosa Huamán Torres',
  cargo: 'Contadora general',
  email: 'Rosa@Andina.pe',
  telefono: '987654321',
};

let e: Escenario;
beforeAll(async () => {
  e = await prepararEscenario();
});
afterAll(() => e.t.cerrar());

describe('responsables', () => {
  it.each([
    [{ documento_id: '' }, 'Seleccione el tipo de documento'],
    [{ numero: '' }, 'Ingrese el número de documento'],
    [{ numero: '4567891' }, 'El DNI debe tener 8 dígitos'],
    [{ documento_id: '4', numero: 'CE-1234' }, 'El carné de extranjería tiene hasta 12 letras o dígitos'],
    [{ documento_id: '7', numero: 'X'.repeat(13) }, 'El pasaporte tiene hasta 12 letras o dígitos'],
    [{ documento_id: '9' }, 'Tipo de documento no válido'],
    [{ nombres: ' ' }, 'Ingrese los nombres del responsable'],
    [{ cargo: '' }, 'Ingrese el cargo del responsable'],
    [{ email: 'rosa' }, 'La dirección de email "rosa" es incorrecta'],
  ])('refuses %o and writes nothing', async (cambio, esperado) => {
    expect(mensaje(await e.t.gql(CREAR, { i: { ...ROSA, ...cambio } }, { token: e.ana }))).toBe(esperado);
    expect(await e.t.deps.db.select().from(schema.responsables)).toHaveLength(0);
  });

  it('creates (e-mail optional), refuses a repeated document, searches by name, number or position', async () => {
    const r = await e.t.gql<{ createResponsable: Responsable }>(CREAR, { i: ROSA }, { token: e.ana });
    expect(r.data?.createResponsable).toMatchObject({
      nombres: 'ROSA HUAMÁN TORRES',
      email: 'rosa@andina.pe',
    });
    expect(mensaje(await e.t.gql(CREAR, { i: ROSA }, { token: e.ana }))).toBe(
      'Ya existe un responsable con ese documento',
    );
    const sinEmail = await e.t.gql<{ createResponsable: Responsable }>(
      CREAR,
      {
        i: {
          documento_id: '4',
          numero: 'CE0012345',
          nombres: 'Luis Pérez',
          cargo: 'Tesorero',
          email: null,
          telefono: null,
        },
      },
      { token: e.ana },
    );
    expect(sinEmail.data?.createResponsable.email).toBeNull();
    await e.t.gql(
      CREAR,
      { i: { ...ROSA, numero: '12345678', nombres: 'Ana Quispe', cargo: 'Vendedora', email: '' } },
      { token: e.ana },
    );
    const pagina = await e.t.gql<{ responsables: { total: number; filas: Responsable[] } }>(
      LISTA,
      { l: 1, d: 1 },
      { token: e.ana },
    );
    expect(pagina.data?.responsables.total).toBe(3);
    expect(pagina.data?.responsables.filas.map((x) => x.nombres)).toEqual(['LUIS PÉREZ']);
    for (const [p, nombre] of [
      ['tesorero', 'LUIS PÉREZ'],
      ['4567', 'ROSA HUAMÁN TORRES'],
      ['quispe', 'ANA QUISPE'],
    ]) {
      const b = await e.t.gql<{ responsables: { filas: Responsable[] } }>(LISTA, { p }, { token: e.ana });
      expect(b.data?.responsables.filas.map((x) => x.nombres)).toEqual([nombre]);
    }
  });

  it('edits, soft-deletes and re-activates', async () => {
    const [rosa] = await e.t.deps.db
      .select()
      .from(schema.responsables)
      .where(eq(schema.responsables.numero, '45678912'));
    const editada = await e.t.gql<{ updateResponsable: Responsable }>(
      ACTUALIZAR,
      { id: rosa?.id, i: { ...ROSA, cargo: 'Gerente' } },
      { token: e.ana },
    );
    expect(editada.errors).toBeUndefined();
    expect(
      mensaje(
        await e.t.gql(ACTUALIZAR, { id: rosa?.id, i: { ...ROSA, numero: '12345678' } }, { token: e.ana }),
      ),
    ).toBe('Ya existe un responsable con ese documento');
    expect(await bajaYAlta(e, OP, rosa?.id)).toEqual({
      borrado: expect.any(String),
      sinEliminados: 2,
      conEliminados: 3,
      activado: null,
    });
  });

  it('exports the list to Excel', async () => {
    const { cabecera, filas } = await exportar(e, OP, { p: 'rosa' }, 'responsables', 'Responsables');
    expect(cabecera).toEqual(['Tipo doc.', 'Número', 'Nombres', 'Cargo', 'Email', 'Teléfono', 'Estado']);
    expect(filas).toEqual([
      ['1', '45678912', 'ROSA HUAMÁN TORRES', 'GERENTE', 'rosa@andina.pe', '987654321', 'ACTIVO'],
    ]);
  });

  it("never shows or touches another company's responsables, and needs the Responsables permission", async () => {
    expect(await totalDe(e, OP, {}, e.beto)).toBe(0);
    const [rosa] = await e.t.deps.db
      .select()
      .from(schema.responsables)
      .where(eq(schema.responsables.numero, '45678912'));
    await esperarProhibido(e.t, e.beto, [
      [ACTUALIZAR, { id: rosa?.id, i: ROSA }],
      [BORRAR, { id: rosa?.id }],
      [ACTIVAR, { id: rosa?.id }],
    ]);
    await esperarProhibido(e.t, e.facturador, [
      [CREAR, { i: { ...ROSA, numero: '87654321' } }],
      [BORRAR, { id: rosa?.id }],
    ]);
    expect(
      await e.t.deps.db.select().from(schema.responsables).where(eq(schema.responsables.numero, '87654321')),
    ).toHaveLength(0);
    const [despues] = await e.t.deps.db
      .select()
      .from(schema.responsables)
      .where(eq(schema.responsables.id, rosa?.id ?? ''));
    expect(despues?.cargo).toBe('GERENTE');
  });
});
