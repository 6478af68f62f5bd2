import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  type EscenarioEmisionGuias,
  emitirGuia,
  prepararEmisionGuias,
  privada,
  publica,
} from './escenario-emision-guias.ts';
import { filas } from './escenario-guias.ts';

const LECTURAS = /* GraphQL */ `
  query($id: String!) {
    guia(id: $id) { id serie numero xml }
  }`;
const LISTAS = /* GraphQL */ `
  query {
    guias(limite: 500) { id }
    guiasByParam(param: "T001") { id }
    porNombre: guiasByParam(param: "NORTE") { id }
    guiaBySerieCorrelativo(serie: "T001", correlativo: 1) { id }
    contarGuias
  }`;

type Listas = {
  guias: { id: string }[];
  guiasByParam: { id: string }[];
  porNombre: { id: string }[];
  guiaBySerieCorrelativo: { id: string } | null;
  contarGuias: number;
};

let e: EscenarioEmisionGuias;
/** An accountant of another company: holds FAC003002 there. */
let beto = '';
/** A seller (role 203e6a2a): emits invoices, not guides. */
let vendedor = '';
let guiaId = '';

beforeAll(async () => {
  e = await prepararEmisionGuias();
  beto = (
    await usuarioConEmpresa(e.t, 'beto@otra-guias.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' })
  ).token;
  vendedor = (
    await usuarioConEmpresa(
      e.t,
      'vende@guias-permisos.pe',
      { ruc: '20100070970', razonSocial: 'GAMMA S.A.' },
      '203e6a2a',
    )
  ).token;
  guiaId = (await emitirGuia(e, privada(e))).data?.createGuiaIndividual.id ?? '';
});
afterAll(() => e.t.cerrar());

describe('guides belong to one company', () => {
  it('its owner reads them by id, in the lists, by search and by number', async () => {
    expect(guiaId).not.toBe('');
    const r = await e.t.gql<Listas>(LISTAS, {}, { token: e.ana.token });
    expect(r.errors).toBeUndefined();
    expect(r.data?.guias.map((g) => g.id)).toEqual([guiaId]);
    expect(r.data?.guiasByParam.map((g) => g.id)).toEqual([guiaId]);
    expect(r.data?.porNombre.map((g) => g.id)).toEqual([guiaId]);
    expect(r.data?.guiaBySerieCorrelativo?.id).toBe(guiaId);
    expect(r.data?.contarGuias).toBe(1);
    const uno = await e.t.gql<{ guia: { xml: string } }>(LECTURAS, { id: guiaId }, { token: e.ana.token });
    expect(uno.data?.guia.xml).toContain('<cbc:ID>T001-1</cbc:ID>');
  });

  it('filters the list by issue date and refuses a malformed date', async () => {
    const POR_FECHAS = 'query($d: String, $h: String) { guias(fecha_desde: $d, fecha_hasta: $h) { id } }';
    const antiguas = await e.t.gql<{ guias: unknown[] }>(
      POR_FECHAS,
      { d: '2000-01-01', h: '2000-12-31' },
      { token: e.ana.token },
    );
    expect(antiguas.data?.guias).toEqual([]);
    const mal = await e.t.gql(POR_FECHAS, { d: '01/01/2000' }, { token: e.ana.token });
    expect(mal.errors?.[0]?.message).toBe('Las fechas van como AAAA-MM-DD');
  });

  it('another company’s accountant gets FORBIDDEN by id and sees none in the lists', async () => {
    const uno = await e.t.gql(LECTURAS, { id: guiaId }, { token: beto });
    expect(uno.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(uno.data?.guia ?? null).toBeNull();
    const r = await e.t.gql<Listas>(LISTAS, {}, { token: beto });
    expect(r.errors).toBeUndefined();
    expect(r.data).toEqual({
      guias: [],
      guiasByParam: [],
      porNombre: [],
      guiaBySerieCorrelativo: null,
      contarGuias: 0,
    });
  });

  it('naming this company’s carrier, vehicle or driver from another company is FORBIDDEN and writes nothing', async () => {
    const antes = await filas(e.t, schema.guias);
    for (const input of [publica(e), privada(e), { ...privada(e), vehiculo_ids: [] }]) {
      const r = await emitirGuia(e, input, beto);
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await filas(e.t, schema.guias)).toBe(antes);
  });

  it('a role without FAC003002 gets FORBIDDEN for issuing and reading', async () => {
    const antes = await filas(e.t, schema.guias);
    const emitir = await emitirGuia(e, privada(e), vendedor);
    expect(emitir.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const consulta of [LISTAS, LECTURAS]) {
      const r = await e.t.gql(consulta, { id: guiaId }, { token: vendedor });
      expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    expect(await filas(e.t, schema.guias)).toBe(antes);
  });
});
