import { schema } from '@kipu/db';
import { periodoDeFecha } from '@kipu/peru/contabilidad/estado-ple-compra';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import {
  codigo,
  type Escenario,
  mensaje,
  operacionesMaestro,
  prepararEscenario,
} from '../contabilidad/escenario-maestros.ts';

const REGISTRAR = `mutation($i: RegistrarAsientoVarioInput!) {
  registrarAsientoVario(input: $i) {
    id cuo libro tipo_operacion periodo glosa moneda
    lineas { cuenta debe haber debe_me haber_me glosa persona_id tipo_comprobante serie numero centro_costo_id }
  }
}`;
const LISTA = `query($p: String!) { asientosVarios(periodo: $p) { total filas { id cuo glosa lineas { cuenta } } } }`;
const ANULAR = `mutation($id: String!) { anularAsientoVario(id: $id) { id } }`;
const CENTRO = operacionesMaestro('CentroCosto', 'centrosCosto', 'id');
const PERSONA = `mutation($i: PersonaInput!) { createPersona(input: $i) { id } }`;

type Asiento = { id: string; cuo: string; lineas: Record<string, string | null>[] };

let e: Escenario;
const hoy = hoyEnLima();
const periodo = periodoDeFecha(hoy);
let centro = '';
let cliente = '';
const asientos: Record<string, Asiento> = {};

const registrar = (token: string, i: Record<string, unknown>) =>
  e.t.gql<{ registrarAsientoVario: Asiento }>(REGISTRAR, { i }, { token });
const operaciones = () => e.t.deps.db.select().from(schema.operaciones);
const DEPOSITO = {
  fecha: hoy,
  glosa: 'Depósito del efectivo en tránsito',
  lineas: [
    { cuenta: '1041', debe: '250' },
    { cuenta: '1031', haber: '250' },
  ],
};

beforeAll(async () => {
  e = await prepararEscenario();
  const c = await e.t.gql<{ createCentroCosto: { id: string } }>(
    CENTRO.CREAR,
    { i: { codigo: 'CC01', nombre: 'Ventas', tipo: 'ventas' } },
    { token: e.ana },
  );
  centro = c.data?.createCentroCosto.id ?? '';
  const p = await e.t.gql<{ createPersona: { id: string } }>(
    PERSONA,
    {
      i: {
        tipo: 'cliente',
        documento_id: '6',
        numero: '20100070970',
        razon_social: 'SUPERMERCADOS PERUANOS S.A.',
      },
    },
    { token: e.ana },
  );
  cliente = p.data?.createPersona.id ?? '';
  expect([centro, cliente].every(Boolean)).toBe(true);
});
afterAll(() => e.t.cerrar());

describe('asientos varios', () => {
  it('posts a balanced entry to the libro diario as kind 5', async () => {
    const r = await registrar(e.ana, DEPOSITO);
    const a = r.data?.registrarAsientoVario;
    expect(a).toMatchObject({ libro: '050100', tipo_operacion: 5, periodo, glosa: DEPOSITO.glosa });
    expect(a?.cuo).toMatch(new RegExp(`^0501${periodo}\\d{6}$`));
    expect(a?.lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['1041', '250.00', '0.00'],
      ['1031', '0.00', '250.00'],
    ]);
    if (a) asientos.deposito = a;
  });

  it('keeps a dollar entry in both currencies, with the person, document and cost centre of each line', async () => {
    const r = await registrar(e.ana, {
      fecha: hoy,
      glosa: 'Cobranza dudosa de la F100-7 y su comisión',
      moneda: 'USD',
      tipo_cambio: '3.700',
      lineas: [
        {
          cuenta: '1911',
          debe: '100',
          persona_id: cliente,
          tipo_comprobante: '01',
          serie: 'F100',
          numero: '0007',
        },
        { cuenta: '6391', debe: '0.05', centro_costo_id: centro, glosa: 'Comisión' },
        { cuenta: '1212', haber: '100.05', persona_id: cliente },
      ],
    });
    const a = r.data?.registrarAsientoVario;
    expect(r.errors).toBeUndefined();
    expect(a?.lineas).toMatchObject([
      { cuenta: '1911', debe: '370.00', debe_me: '100.00', persona_id: cliente, serie: 'F100', numero: '7' },
      { cuenta: '6391', debe: '0.19', debe_me: '0.05', centro_costo_id: centro, glosa: 'Comisión' },
      { cuenta: '1212', haber: '370.19', haber_me: '100.05', persona_id: cliente },
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an entry that does not balance, saying by how much',
      {
        lineas: [
          { cuenta: '1041', debe: '250' },
          { cuenta: '1031', haber: '240.50' },
        ],
      },
      'El asiento no cuadra: debe 250.00 y haber 240.50 (diferencia 9.50)',
    ],
    ['an entry without glosa', { glosa: ' ' }, 'Indique la glosa del asiento'],
    ['a malformed date', { fecha: '2026-02-30' }, 'La fecha del asiento no es válida'],
    [
      'an account with sub-accounts',
      {
        lineas: [
          { cuenta: '104', debe: '250' },
          { cuenta: '1031', haber: '250' },
        ],
      },
      'Línea 1: la cuenta 104 tiene subcuentas: elija una cuenta de último nivel',
    ],
    [
      'an account the company does not have',
      {
        lineas: [
          { cuenta: '1041', debe: '250' },
          { cuenta: '10399', haber: '250' },
        ],
      },
      'Línea 2: la cuenta 10399 no existe en el plan de cuentas de la empresa',
    ],
    [
      'dollars without rate',
      { moneda: 'USD' },
      'Indique el tipo de cambio del comprobante en dólares (hasta 3 decimales)',
    ],
  ])('refuses %s in Spanish, writing nothing', async (_caso, cambio, esperado) => {
    const antes = (await operaciones()).length;
    expect(mensaje(await registrar(e.ana, { ...DEPOSITO, ...cambio }))).toBe(esperado);
    expect((await operaciones()).length).toBe(antes);
  });

  it('lists the period’s entries and voids one, once', async () => {
    const lista = async () =>
      (await e.t.gql<{ asientosVarios: { filas: Asiento[] } }>(LISTA, { p: periodo }, { token: e.ana })).data
        ?.asientosVarios.filas ?? [];
    expect((await lista()).map((a) => a.cuo)).toContain(asientos.deposito?.cuo);
    const id = asientos.deposito?.id;
    expect((await e.t.gql(ANULAR, { id }, { token: e.ana })).errors).toBeUndefined();
    expect((await lista()).map((a) => a.id)).not.toContain(id);
    expect(mensaje(await e.t.gql(ANULAR, { id }, { token: e.ana }))).toBe('El asiento ya está anulado');
  });

  it("keeps every company's entries to itself and needs the Asientos varios permission", async () => {
    const [otro] =
      (await e.t.gql<{ asientosVarios: { filas: Asiento[] } }>(LISTA, { p: periodo }, { token: e.ana })).data
        ?.asientosVarios.filas ?? [];
    expect(codigo(await e.t.gql(ANULAR, { id: otro?.id }, { token: e.beto }))).toBe('FORBIDDEN');
    const ajenos = [{ persona_id: cliente }, { centro_costo_id: centro }];
    for (const cambio of ajenos) {
      const lineas = [
        { cuenta: '1041', debe: '250', ...cambio },
        { cuenta: '1031', haber: '250' },
      ];
      expect(codigo(await registrar(e.beto, { ...DEPOSITO, lineas }))).toBe('FORBIDDEN');
    }
    expect(codigo(await registrar(e.facturador, DEPOSITO))).toBe('FORBIDDEN');
    const r = await e.t.gql<{ asientosVarios: { total: number } }>(LISTA, { p: periodo }, { token: e.beto });
    expect(r.data?.asientosVarios.total).toBe(0);
  });
});
