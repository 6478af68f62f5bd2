import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarProhibido, operacionesMaestro } from '../contabilidad/escenario-maestros.ts';
import { type EscenarioGuias, filas, prepararEscenarioGuias } from './escenario-guias.ts';

const MAESTROS = [
  {
    op: operacionesMaestro('Transportista', 'transportistas', 'id ruc razon_social'),
    tabla: schema.transportistas,
    entrada: { ruc: '20100130204', razon_social: 'TRANSPORTES SECRETOS SAC', registro_mtc: '1512345' },
  },
  {
    op: operacionesMaestro('Vehiculo', 'vehiculos', 'id placa transportista_razon_social'),
    tabla: schema.vehiculos,
    entrada: { placa: 'SEC123' },
  },
  {
    op: operacionesMaestro('Conductor', 'conductores', 'id numero_documento nombres'),
    tabla: schema.conductores,
    entrada: {
      tipo_documento: '1',
      numero_documento: '45678912',
      nombres: 'SECRETO',
      apellidos: 'SECRETO',
      licencia: 'Q45678912',
    },
  },
] as const;

let e: EscenarioGuias;
const ids: string[] = [];
beforeAll(async () => {
  e = await prepararEscenarioGuias();
  for (const { op, entrada } of MAESTROS) {
    const r = await e.t.gql<Record<string, { id: string }>>(op.CREAR, { i: entrada }, { token: e.ana });
    ids.push(Object.values(r.data ?? {})[0]?.id ?? '');
  }
});
afterAll(() => e.t.cerrar());

/** Every operation of one master on `id`, as the web client sends them. */
const operaciones = (op: (typeof MAESTROS)[number]['op'], entrada: Record<string, unknown>, id: string) =>
  [
    [op.ACTUALIZAR, { id, i: entrada }],
    [op.BORRAR, { id }],
    [op.ACTIVAR, { id }],
  ] as const;

const estado = async () => (await Promise.all(MAESTROS.map((m) => filas(e.t, m.tabla)))).join('\n');

describe('the guides’ masters belong to one company', () => {
  it('another company’s accountant sees none of them and gets FORBIDDEN on every id', async () => {
    expect(ids.every(Boolean)).toBe(true);
    const antes = await estado();
    for (const [i, { op, entrada }] of MAESTROS.entries()) {
      for (const variables of [{}, { p: 'SEC' }, { p: '2010' }, { e: true }]) {
        const r = await e.t.gql<Record<string, { total: number }>>(op.LISTA, variables, { token: e.beto });
        expect(r.data?.[op.lista]?.total).toBe(0);
      }
      const x = await e.t.gql(op.EXCEL, { e: true }, { token: e.beto });
      expect(JSON.stringify(x.data)).not.toContain('SEC');
      await esperarProhibido(e.t, e.beto, operaciones(op, entrada, ids[i] ?? ''));
    }
    // A vehicle or driver of beto's may not point at ana's carrier either.
    const [, vehiculo, conductor] = MAESTROS;
    await esperarProhibido(e.t, e.beto, [
      [vehiculo.op.CREAR, { i: { placa: 'BET123', transportista_id: ids[0] } }],
      [conductor.op.CREAR, { i: { ...conductor.entrada, transportista_id: ids[0] } }],
    ]);
    expect(await estado()).toBe(antes);
  });

  it('a role without FAC003001 gets FORBIDDEN for every operation', async () => {
    const antes = await estado();
    for (const [i, { op, entrada }] of MAESTROS.entries())
      await esperarProhibido(e.t, e.vendedor, [
        [op.LISTA, {}],
        [op.EXCEL, {}],
        [op.CREAR, { i: entrada }],
        ...operaciones(op, entrada, ids[i] ?? ''),
      ]);
    expect(await estado()).toBe(antes);
  });
});
