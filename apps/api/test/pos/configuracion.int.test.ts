import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BORRAR_MESA,
  BORRAR_ZONA,
  COCINAS,
  CREAR_CAJA,
  CREAR_COCINA,
  CREAR_MESA,
  CREAR_STAFF,
  CREAR_ZONA,
  EDITAR_ZONA,
  MESAS,
  MOVER_MESAS,
  RUTA,
  STAFF,
  ZONAS,
} from './consultas-pos.ts';
import { crearEscenarioPos, type EscenarioPos, errorDe, exigir, producto } from './escenario-pos.ts';

let e: EscenarioPos;
beforeAll(async () => {
  e = await crearEscenarioPos();
});
afterAll(() => e.t.cerrar());

const gql = (q: string, v: Record<string, unknown> = {}, token = e.ana.token) => e.t.gql(q, v, { token });
const ana = <T>(q: string, v: Record<string, unknown> = {}) => exigir<T>(e.t, e.ana.token, q, v);
type Id = { id: string };

describe('room setup', () => {
  it('creates zones in the session local, refuses repeated codes and bad input in Spanish', async () => {
    const { createZona } = await ana<{
      createZona: Id & { codigo: string; local_id: string; control_mesa: boolean };
    }>(CREAR_ZONA, { i: { codigo: ' sal ', descripcion: 'Salón principal' } });
    expect(createZona).toMatchObject({ codigo: 'SAL', local_id: e.ana.localId, control_mesa: true });
    expect(errorDe(await gql(CREAR_ZONA, { i: { codigo: 'SAL', descripcion: 'Otro' } }))).toEqual({
      mensaje: 'Ya existe una zona con ese código en el local',
      codigo: 'BAD_USER_INPUT',
    });
    expect(errorDe(await gql(CREAR_ZONA, { i: { codigo: 'TER', descripcion: '  ' } }))).toEqual({
      mensaje: 'Ingrese la descripción',
      codigo: 'BAD_USER_INPUT',
    });
    const editada = await ana<{ updateZona: { descripcion: string } }>(EDITAR_ZONA, {
      id: createZona.id,
      i: { codigo: 'SAL', descripcion: 'Salón' },
    });
    expect(editada.updateZona.descripcion).toBe('Salón');
  });

  it('places tables on the map and saves their dragged positions, all or none', async () => {
    const zona = (await ana<{ createZona: Id }>(CREAR_ZONA, { i: { codigo: 'TER', descripcion: 'Terraza' } }))
      .createZona;
    const m1 = (await ana<{ createMesa: Id }>(CREAR_MESA, { i: { zona_id: zona.id, codigo: 'm1' } }))
      .createMesa;
    const m2 = (
      await ana<{ createMesa: Id }>(CREAR_MESA, {
        i: { zona_id: zona.id, codigo: 'M2', pos_x: 10, pos_y: 20 },
      })
    ).createMesa;
    await ana(MOVER_MESAS, {
      p: [
        { id: m1.id, pos_x: 120, pos_y: 40 },
        { id: m2.id, pos_x: 240, pos_y: 40 },
      ],
    });
    const { mesasByZona } = await ana<{ mesasByZona: { codigo: string; pos_x: number; pos_y: number }[] }>(
      MESAS,
      {
        z: zona.id,
      },
    );
    expect(mesasByZona).toEqual([
      { id: m1.id, codigo: 'M1', pos_x: 120, pos_y: 40 },
      { id: m2.id, codigo: 'M2', pos_x: 240, pos_y: 40 },
    ]);
    const malo = await gql(MOVER_MESAS, {
      p: [
        { id: m1.id, pos_x: 5, pos_y: 5 },
        { id: m2.id, pos_x: -1, pos_y: 5 },
      ],
    });
    expect(errorDe(malo).mensaje).toBe('La posición de la mesa debe ser un entero entre 0 y 10000');
    const [fila] = await e.t.deps.db.select().from(schema.posMesas).where(eq(schema.posMesas.id, m1.id));
    expect(fila?.posX).toBe(120);
    // A zone with tables cannot go; once its tables are deleted it can.
    expect(errorDe(await gql(BORRAR_ZONA, { id: zona.id })).mensaje).toBe(
      'La zona tiene mesas: elimínelas antes de eliminar la zona',
    );
    await ana(BORRAR_MESA, { id: m1.id });
    await ana(BORRAR_MESA, { id: m2.id });
    await ana(BORRAR_ZONA, { id: zona.id });
    expect((await ana<{ zonas: { codigo: string }[] }>(ZONAS)).zonas.map((z) => z.codigo)).toEqual(['SAL']);
  });

  it('keeps kitchens by local, cash boxes by zone, staff linked to users and kitchens, and kitchen routes', async () => {
    const zona = (await ana<{ zonas: Id[] }>(ZONAS)).zonas[0];
    const caja = await ana<{ createCaja: { codigo: string; habilitada: boolean } }>(CREAR_CAJA, {
      i: { zona_id: zona?.id, codigo: 'c1', descripcion: 'Caja 1', cuenta_contable_id: e.cuentaCaja },
    });
    expect(caja.createCaja).toMatchObject({ codigo: 'C1', habilitada: true });
    expect(errorDe(await gql(CREAR_COCINA, { i: { codigo: 'K1', nombre: '' } })).mensaje).toBe(
      'Ingrese el nombre',
    );
    const cocina = (
      await ana<{ createCocina: Id & { local_id: string } }>(CREAR_COCINA, {
        i: { codigo: 'K1', nombre: 'Cocina caliente' },
      })
    ).createCocina;
    expect(cocina.local_id).toBe(e.ana.localId);
    const { cocinasByLocalId } = await ana<{ cocinasByLocalId: Id[] }>(COCINAS, { l: e.ana.localId });
    expect(cocinasByLocalId).toHaveLength(1);

    expect(
      errorDe(await gql(CREAR_STAFF, { i: { usuario_id: e.cocinero.id, rol: 'cocinero' } })).mensaje,
    ).toBe('Indique la cocina del cocinero');
    expect(errorDe(await gql(CREAR_STAFF, { i: { usuario_id: e.mozo1.id, rol: 'chef' } })).mensaje).toBe(
      'El rol debe ser mozo, cocinero o cajero',
    );
    const cocinero = await ana<{ createStaff: { rol: string; cocina_id: string; nombres: string } }>(
      CREAR_STAFF,
      {
        i: { usuario_id: e.cocinero.id, rol: 'cocinero', cocina_id: cocina.id },
      },
    );
    expect(cocinero.createStaff).toMatchObject({ rol: 'cocinero', cocina_id: cocina.id });
    expect(cocinero.createStaff.nombres).toContain('cocinero@restaurante.pe');
    await ana(CREAR_STAFF, { i: { usuario_id: e.mozo1.id, rol: 'mozo' } });
    expect(errorDe(await gql(CREAR_STAFF, { i: { usuario_id: e.mozo1.id, rol: 'cajero' } })).mensaje).toBe(
      'El usuario ya está registrado en el staff',
    );
    expect((await ana<{ staff: unknown[] }>(STAFF)).staff).toHaveLength(2);

    const categoria = (
      await e.t.deps.db
        .insert(schema.categorias)
        .values({ empresaId: e.ana.empresaId, codigo: 'PLATOS', nombre: 'PLATOS' })
        .returning()
    )[0];
    const ruta = await ana<{ asignarRutaCocina: { cocina_id: string } }>(RUTA, {
      i: { cocina_id: cocina.id, categoria_id: categoria?.id },
    });
    expect(ruta.asignarRutaCocina.cocina_id).toBe(cocina.id);
    expect(errorDe(await gql(RUTA, { i: { cocina_id: cocina.id } })).mensaje).toBe(
      'Indique una categoría o un producto (uno solo)',
    );
  });

  it("never shows or takes another company's rows", async () => {
    const zona = (await ana<{ zonas: Id[] }>(ZONAS)).zonas[0];
    const beto = e.beto.token;
    expect((await gql(ZONAS, {}, beto)).data).toEqual({ zonas: [] });
    expect(errorDe(await gql(MESAS, { z: zona?.id }, beto)).codigo).toBe('FORBIDDEN');
    expect(errorDe(await gql(CREAR_MESA, { i: { zona_id: zona?.id, codigo: 'X' } }, beto)).codigo).toBe(
      'FORBIDDEN',
    );
    expect(
      errorDe(await gql(EDITAR_ZONA, { id: zona?.id, i: { codigo: 'X', descripcion: 'X' } }, beto)).codigo,
    ).toBe('FORBIDDEN');
    const ajeno = await producto(e.t, e.beto.empresaId, 'AJENO', '10');
    const cocina = (await ana<{ cocinasByLocalId: Id[] }>(COCINAS)).cocinasByLocalId[0];
    expect(errorDe(await gql(RUTA, { i: { cocina_id: cocina?.id, producto_id: ajeno.id } })).codigo).toBe(
      'FORBIDDEN',
    );
    // A user of another company cannot be made staff.
    const [betoUsuario] = await e.t.deps.db
      .select()
      .from(schema.usuarios)
      .where(eq(schema.usuarios.email, 'beto@otro.pe'));
    expect(errorDe(await gql(CREAR_STAFF, { i: { usuario_id: betoUsuario?.id, rol: 'mozo' } })).codigo).toBe(
      'FORBIDDEN',
    );
  });

  it('needs the setup permission to write: a waiter can read zones but not create them', async () => {
    expect(
      errorDe(await gql(CREAR_ZONA, { i: { codigo: 'BAR', descripcion: 'Barra' } }, e.mozo1.token)).codigo,
    ).toBe('FORBIDDEN');
    expect((await gql(ZONAS, {}, e.mozo1.token)).data).toEqual({
      zonas: [expect.objectContaining({ codigo: 'SAL' })],
    });
  });
});
