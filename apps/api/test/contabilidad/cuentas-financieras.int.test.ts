import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bajaYAlta,
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

const OP = operacionesMaestro(
  'CuentaFinanciera',
  'cuentasFinancieras',
  'id codigo tipo moneda_id descripcion banco_id banco_nombre cuenta detraccion pcge_id pcge_codigo control deleted_at',
);
const { CREAR, ACTUALIZAR, BORRAR, ACTIVAR, LISTA } = OP;

type Cuenta = {
  id: string;
  codigo: string;
  banco_nombre: string | null;
  cuenta: string | null;
  deleted_at: string | null;
};

let e: Escenario;
let c1041: string;
let c101: string;
let BANCO: Record<string, unknown>;
beforeAll(async () => {
  e = await prepararEscenario();
  c1041 = await cuentaPcge(e.t, e.empresaAna, '1041');
  c101 = await cuentaPcge(e.t, e.empresaAna, '101');
  BANCO = {
    codigo: 'BCP01',
    tipo: 'banco',
    moneda_id: 'PEN',
    descripcion: 'BCP cuenta corriente soles',
    banco_id: '02',
    cuenta: '193-1234567-0-12',
    detraccion: false,
    pcge_id: c1041,
    control: true,
  };
});
afterAll(() => e.t.cerrar());

const crear = (cambio: Record<string, unknown>, token = e.ana) =>
  e.t.gql<{ createCuentaFinanciera: Cuenta }>(CREAR, { i: { ...BANCO, ...cambio } }, { token });

describe('financial accounts', () => {
  it('refuses every wrong input with a Spanish message and writes nothing', async () => {
    const c121 = await cuentaPcge(e.t, e.empresaAna, '121');
    const casos: [Record<string, unknown>, string][] = [
      [{ codigo: '' }, 'Ingrese el código de la cuenta financiera'],
      [{ descripcion: ' ' }, 'Ingrese la descripción de la cuenta financiera'],
      [{ tipo: 'tarjeta' }, 'Indique si la cuenta es de caja o de banco'],
      [{ moneda_id: 'EUR' }, 'La moneda debe ser soles (PEN) o dólares (USD)'],
      [{ banco_id: null }, 'Seleccione el banco de la cuenta'],
      [{ cuenta: '' }, 'Ingrese el número de la cuenta bancaria'],
      [{ banco_id: '97' }, 'El banco no está en la tabla 3 del PLE (entidades financieras)'],
      [{ pcge_id: '' }, 'Seleccione la cuenta contable (10: efectivo y equivalentes)'],
      [
        { pcge_id: c121 },
        'La cuenta contable 121 no es de caja y bancos: elija una cuenta del elemento 10 (101, 104, 106…)',
      ],
      [
        { detraccion: true },
        'La cuenta de detracciones debe ser una cuenta bancaria del Banco de la Nación en soles',
      ],
      [
        { detraccion: true, banco_id: '18', moneda_id: 'USD' },
        'La cuenta de detracciones debe ser una cuenta bancaria del Banco de la Nación en soles',
      ],
    ];
    for (const [cambio, esperado] of casos) expect(mensaje(await crear(cambio)), esperado).toBe(esperado);
    expect(await e.t.deps.db.select().from(schema.cuentasFinancieras)).toHaveLength(0);
  });

  it('creates a bank account, a cash box (no bank) and a detracciones account at Banco de la Nación', async () => {
    const banco = await crear({});
    expect(banco.data?.createCuentaFinanciera).toMatchObject({
      codigo: 'BCP01',
      banco_nombre: 'DE CREDITO DEL PERU',
    });
    const caja = await crear({
      codigo: 'caja01',
      tipo: 'caja',
      descripcion: 'Caja chica',
      banco_id: '02',
      cuenta: '1',
      pcge_id: c101,
    });
    expect(caja.data?.createCuentaFinanciera).toMatchObject({
      codigo: 'CAJA01',
      banco_id: null,
      cuenta: null,
    });
    const bn = await crear({
      codigo: 'BN01',
      descripcion: 'Detracciones',
      banco_id: '18',
      cuenta: '00-000-123456',
      detraccion: true,
      control: false,
    });
    expect(bn.data?.createCuentaFinanciera).toMatchObject({ banco_nombre: 'NACION', detraccion: true });
    expect(mensaje(await crear({ descripcion: 'Otra' }))).toBe(
      'Ya existe una cuenta financiera con ese código',
    );
  });

  it('refuses a deleted PCGE account and one of another company', async () => {
    const c1042 = await cuentaPcge(e.t, e.empresaAna, '1042');
    await e.t.deps.db
      .update(schema.pcgeCuentas)
      .set({ deletedAt: new Date() })
      .where(eq(schema.pcgeCuentas.id, c1042));
    expect(mensaje(await crear({ codigo: 'X1', pcge_id: c1042 }))).toBe(
      'La cuenta contable 1042 está eliminada',
    );
    const ajena = await cuentaPcge(e.t, e.empresaBeto, '1041');
    expect(codigo(await crear({ codigo: 'X1', pcge_id: ajena }))).toBe('FORBIDDEN');
    expect(
      await e.t.deps.db
        .select()
        .from(schema.cuentasFinancieras)
        .where(eq(schema.cuentasFinancieras.codigo, 'X1')),
    ).toHaveLength(0);
  });

  it('searches, pages, edits, soft-deletes and re-activates', async () => {
    const pagina = await e.t.gql<{ cuentasFinancieras: { total: number; filas: Cuenta[] } }>(
      LISTA,
      { l: 1, d: 1 },
      { token: e.ana },
    );
    expect(pagina.data?.cuentasFinancieras.total).toBe(3);
    expect(pagina.data?.cuentasFinancieras.filas.map((c) => c.codigo)).toEqual(['BN01']);
    const porCuenta = await e.t.gql<{ cuentasFinancieras: { filas: Cuenta[] } }>(
      LISTA,
      { p: '193-' },
      { token: e.ana },
    );
    expect(porCuenta.data?.cuentasFinancieras.filas.map((c) => c.codigo)).toEqual(['BCP01']);
    const id = porCuenta.data?.cuentasFinancieras.filas[0]?.id;
    const editada = await e.t.gql<{ updateCuentaFinanciera: Cuenta }>(
      ACTUALIZAR,
      { id, i: { ...BANCO, moneda_id: 'USD', descripcion: 'BCP dólares' } },
      { token: e.ana },
    );
    expect(editada.data?.updateCuentaFinanciera).toMatchObject({ codigo: 'BCP01', moneda_id: 'USD' });
    expect(await bajaYAlta(e, OP, id)).toEqual({
      borrado: expect.any(String),
      sinEliminados: 2,
      conEliminados: 3,
      activado: null,
    });
  });

  it('exports excelCuentasFinancieras with the list’s filter', async () => {
    const { cabecera, filas } = await exportar(
      e,
      OP,
      { p: 'BN' },
      'cuentas-financieras',
      'Cuentas financieras',
    );
    expect(cabecera).toEqual([
      'Código',
      'Tipo',
      'Moneda',
      'Descripción',
      'Banco',
      'N° de cuenta',
      'Cuenta contable',
      'Denominación',
      'Detracción',
      'Control',
      'Estado',
    ]);
    expect(filas).toEqual([
      [
        'BN01',
        'Banco',
        'PEN',
        'DETRACCIONES',
        'NACION',
        '00-000-123456',
        '1041',
        'Cuentas corrientes operativas',
        'SI',
        'NO',
        'ACTIVO',
      ],
    ]);
  });

  it("never shows or touches another company's accounts, and needs the screen's permission", async () => {
    expect(await totalDe(e, OP, {}, e.beto)).toBe(0);
    const [propia] = await e.t.deps.db
      .select()
      .from(schema.cuentasFinancieras)
      .where(eq(schema.cuentasFinancieras.codigo, 'CAJA01'));
    const id = propia?.id;
    await esperarProhibido(e.t, e.beto, [
      [ACTUALIZAR, { id, i: BANCO }],
      [BORRAR, { id }],
      [ACTIVAR, { id }],
    ]);
    await esperarProhibido(e.t, e.facturador, [
      [CREAR, { i: BANCO }],
      [BORRAR, { id }],
    ]);
    const [despues] = await e.t.deps.db
      .select()
      .from(schema.cuentasFinancieras)
      .where(eq(schema.cuentasFinancieras.id, id ?? ''));
    expect(despues?.deletedAt).toBeNull();
    expect(despues?.descripcion).toBe('CAJA CHICA');
  });
});
