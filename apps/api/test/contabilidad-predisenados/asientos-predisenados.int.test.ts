import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import {
  codigo,
  type Escenario,
  hojaExportada,
  mensaje,
  prepararEscenario,
} from '../contabilidad/escenario-maestros.ts';

const CAMPOS = 'id nombre glosa deleted_at lineas { cuenta lado porcentaje monto glosa }';
const CREAR = `mutation($i: AsientoPredisenadoInput!) { createAsientoPredisenado(input: $i) { ${CAMPOS} } }`;
const ACTUALIZAR = `mutation($id: String!, $i: AsientoPredisenadoInput!) {
  updateAsientoPredisenado(id: $id, input: $i) { ${CAMPOS} }
}`;
const BORRAR = `mutation($id: String!) { deleteAsientoPredisenado(id: $id) { deleted_at } }`;
const ACTIVAR = `mutation($id: String!) { activarAsientoPredisenado(id: $id) { deleted_at } }`;
const LISTA = `query($e: Boolean) { asientosPredisenados(eliminados: $e) { total filas { id nombre } } }`;
const EXCEL = `query($e: Boolean) { excelAsientosPredisenados(eliminados: $e) { nombre base64 } }`;
const APLICAR = `mutation($id: String!, $f: String!, $i: String!, $g: String) {
  aplicarAsientoPredisenado(id: $id, fecha: $f, importe: $i, glosa: $g) {
    id libro tipo_operacion glosa lineas { cuenta debe haber glosa }
  }
}`;

type Predisenado = { id: string; nombre: string; deleted_at: string | null };
type Aplicado = {
  libro: string;
  tipo_operacion: number;
  glosa: string;
  lineas: Record<string, string | null>[];
};

/** Services split over three accounts, paid from the bank, with a fixed bank commission. */
const SERVICIOS = {
  nombre: 'Servicios básicos',
  glosa: 'Servicios del mes',
  lineas: [
    { cuenta: '6361', lado: 'debe', porcentaje: '33.33', glosa: 'Luz' },
    { cuenta: '6362', lado: 'debe', porcentaje: '33.33' },
    { cuenta: '6363', lado: 'debe', porcentaje: '33.34' },
    { cuenta: '6391', lado: 'debe', monto: '2.50' },
    { cuenta: '1041', lado: 'haber', porcentaje: '100' },
    { cuenta: '4699', lado: 'haber', monto: '2.50' },
  ],
};

let e: Escenario;
let id = '';
const hoy = hoyEnLima();
const crear = (i: Record<string, unknown>, token = e.ana) =>
  e.t.gql<{ createAsientoPredisenado: Predisenado }>(CREAR, { i }, { token });
const aplicar = (v: Record<string, unknown>, token = e.ana) =>
  e.t.gql<{ aplicarAsientoPredisenado: Aplicado }>(APLICAR, { id, f: hoy, ...v }, { token });
const cuantos = async () => ({
  plantillas: (await e.t.deps.db.select().from(schema.asientosPredisenados)).length,
  operaciones: (await e.t.deps.db.select().from(schema.operaciones)).length,
});

beforeAll(async () => {
  e = await prepararEscenario();
});
afterAll(() => e.t.cerrar());

describe('asientos prediseñados', () => {
  it('keeps a template with its lines normalised', async () => {
    const r = await crear(SERVICIOS);
    expect(r.errors).toBeUndefined();
    const p = r.data?.createAsientoPredisenado;
    expect(p).toMatchObject({ nombre: 'SERVICIOS BÁSICOS', glosa: 'Servicios del mes', deleted_at: null });
    expect(p && 'lineas' in p ? p.lineas : undefined).toContainEqual({
      cuenta: '6391',
      lado: 'debe',
      porcentaje: null,
      monto: '2.50',
      glosa: null,
    });
    id = p?.id ?? '';
  });

  it('posts it for an amount as a balanced asiento vario', async () => {
    const r = await aplicar({ i: '300.01', g: 'Servicios de marzo' });
    expect(r.errors).toBeUndefined();
    const a = r.data?.aplicarAsientoPredisenado;
    expect(a).toMatchObject({ libro: '050100', tipo_operacion: 5, glosa: 'Servicios de marzo' });
    // 33.33 % of 300.01 is 99.99 (twice), 33.34 % is 100.02: 300.00, so the largest takes the cent.
    expect(a?.lineas.map((l) => [l.cuenta, l.debe, l.haber, l.glosa])).toEqual([
      ['6361', '99.99', '0.00', 'Luz'],
      ['6362', '99.99', '0.00', null],
      ['6363', '100.03', '0.00', null],
      ['6391', '2.50', '0.00', null],
      ['1041', '0.00', '300.01', null],
      ['4699', '0.00', '2.50', null],
    ]);
    const suma = (k: string) => a?.lineas.reduce((s, l) => s + Number(l[k]), 0).toFixed(2);
    expect(suma('debe')).toBe(suma('haber'));
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'a side whose percentages do not add to 100 %',
      { lineas: SERVICIOS.lineas.slice(1) },
      'Los porcentajes del debe suman 66.67 %: deben sumar 100 %',
    ],
    [
      'fixed amounts that do not balance',
      { lineas: SERVICIOS.lineas.slice(0, 5) },
      'Los montos fijos no cuadran: debe 2.50 y haber 0.00',
    ],
    [
      'an account with sub-accounts',
      { lineas: [{ ...SERVICIOS.lineas[0], cuenta: '636' }, ...SERVICIOS.lineas.slice(1)] },
      'Línea 1: la cuenta 636 tiene subcuentas: elija una cuenta de último nivel',
    ],
    ['a repeated name', { nombre: 'servicios básicos ' }, 'Ya existe un asiento prediseñado con ese nombre'],
    ['no name', { nombre: ' ' }, 'Ingrese el nombre del asiento prediseñado'],
  ])('refuses %s in Spanish, writing nothing', async (_caso, cambio, esperado) => {
    const antes = await cuantos();
    expect(mensaje(await crear({ ...SERVICIOS, nombre: 'Otro', ...cambio }))).toBe(esperado);
    expect(await cuantos()).toEqual(antes);
  });

  it('refuses to apply without a valid amount or date, writing nothing', async () => {
    const antes = await cuantos();
    expect(mensaje(await aplicar({ i: '0' }))).toBe(
      'Indique el importe del asiento, mayor que 0 y con hasta 2 decimales',
    );
    expect(mensaje(await aplicar({ i: '10', f: '2026-02-30' }))).toBe('La fecha del asiento no es válida');
    expect(await cuantos()).toEqual(antes);
  });

  it('updates a template', async () => {
    const lineas = [
      { cuenta: '6361', lado: 'debe', porcentaje: '100' },
      { cuenta: '1041', lado: 'haber', porcentaje: '100' },
    ];
    const r = await e.t.gql<{ updateAsientoPredisenado: Predisenado }>(
      ACTUALIZAR,
      { id, i: { ...SERVICIOS, lineas } },
      { token: e.ana },
    );
    expect(r.errors).toBeUndefined();
    const a = await aplicar({ i: '80' });
    expect(a.data?.aplicarAsientoPredisenado.lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['6361', '80.00', '0.00'],
      ['1041', '0.00', '80.00'],
    ]);
  });

  it('soft-deletes a template, which cannot then be applied, and activates it again', async () => {
    const total = async (eliminados: boolean) =>
      (await e.t.gql<{ asientosPredisenados: { total: number } }>(LISTA, { e: eliminados }, { token: e.ana }))
        .data?.asientosPredisenados.total;
    const b = await e.t.gql<{ deleteAsientoPredisenado: Predisenado }>(BORRAR, { id }, { token: e.ana });
    expect(b.data?.deleteAsientoPredisenado.deleted_at).toBeTruthy();
    expect([await total(false), await total(true)]).toEqual([0, 1]);
    expect(mensaje(await aplicar({ i: '10' }))).toBe('El asiento prediseñado está eliminado');
    const a = await e.t.gql<{ activarAsientoPredisenado: Predisenado }>(ACTIVAR, { id }, { token: e.ana });
    expect(a.data?.activarAsientoPredisenado.deleted_at).toBeNull();
    expect(await total(false)).toBe(1);
  });

  it('exports the list with its accounts to Excel, only to its company', async () => {
    const exportar = async (token: string) =>
      hojaExportada(
        await e.t.gql(EXCEL, { e: true }, { token }),
        'excelAsientosPredisenados',
        'asientos-predisenados',
        'Asientos prediseñados',
      );
    const { cabecera, filas } = await exportar(e.ana);
    expect(cabecera.slice(0, 3)).toEqual(['Nombre', 'Glosa', 'Cuentas']);
    expect(filas.map((f) => f.slice(0, 3))).toEqual([
      ['SERVICIOS BÁSICOS', 'Servicios del mes', '6361, 1041'],
    ]);
    expect((await exportar(e.beto)).filas).toEqual([]);
  });

  it("keeps every company's templates to itself and needs the Asientos varios permission", async () => {
    const antes = await cuantos();
    expect(codigo(await aplicar({ i: '10' }, e.beto))).toBe('FORBIDDEN');
    for (const doc of [BORRAR, ACTIVAR])
      expect(codigo(await e.t.gql(doc, { id }, { token: e.beto }))).toBe('FORBIDDEN');
    expect(codigo(await e.t.gql(ACTUALIZAR, { id, i: SERVICIOS }, { token: e.beto }))).toBe('FORBIDDEN');
    expect(codigo(await crear(SERVICIOS, e.facturador))).toBe('FORBIDDEN');
    expect(codigo(await aplicar({ i: '10' }, e.facturador))).toBe('FORBIDDEN');
    const r = await e.t.gql<{ asientosPredisenados: { total: number } }>(LISTA, {}, { token: e.beto });
    expect(r.data?.asientosPredisenados.total).toBe(0);
    expect(await cuantos()).toEqual(antes);
  });
});
