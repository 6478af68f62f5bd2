import { ROL, schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { EMITIR, emisorDePrueba } from './emisor-de-prueba.ts';

const REGISTRAR =
  'mutation($f: String!, $c: String!, $v: String!) { registrarTipoCambio(fecha: $f, compra: $c, venta: $v) { fecha venta } }';
const LEER = 'query($f: String!) { tipoCambio(fecha: $f) { fecha venta } }';
const VARIOS = { tipo_documento: '1', numero: '00000000', nombre: 'CLIENTES VARIOS' };
const CLIENTE = { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };
// USD 200.00 with its IGV: S/ 750.00 at 3.750.
const TOUR = [{ descripcion: 'Tour Valle Sagrado', cantidad: '1', precio_unitario: '200', afectacion: '10' }];

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let admin: UsuarioConEmpresa;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@agencia.pe');
  admin = await usuarioConEmpresa(
    t,
    'admin@agencia.pe',
    { ruc: '20600001101', razonSocial: 'PLATAFORMA SAC' },
    ROL.administradorGeneral,
  );
});
afterAll(() => t.cerrar());

const emitir = (input: object) =>
  t.gql<{ emitirComprobante: { id: string; importe_total: string } }>(
    EMITIR,
    { input },
    { token: ana.token },
  );
const numeroB001 = async () =>
  (await t.deps.db.select().from(schema.series).where(eq(schema.series.empresaId, ana.empresaId))).find(
    (s) => s.serie === 'B001' && s.tipoComprobante === '03',
  )?.ultimo;

describe('a document in dollars and the S/ 700 boleta rule', () => {
  it('without a rate given or stored, the dollar boleta is refused and takes no number', async () => {
    const antes = await numeroB001();
    const r = await emitir({
      tipo: '03',
      fecha_emision: '2026-11-28',
      moneda: 'USD',
      cliente: CLIENTE,
      lineas: TOUR,
    });
    expect(r.errors?.[0]?.message).toBe(
      'No hay tipo de cambio registrado para el 28/11/2026: indíquelo en el comprobante',
    );
    expect(await numeroB001()).toBe(antes);
  });

  it('the administrator records the day’s rate; a Saturday reads Friday’s; only the administrator writes it', async () => {
    const r = await t.gql(REGISTRAR, { f: '2026-11-27', c: '3.742', v: '3.750' }, { token: admin.token });
    expect(r.errors).toBeUndefined();
    const sabado = await t.gql<{ tipoCambio: { fecha: string; venta: string } }>(
      LEER,
      { f: '2026-11-28' },
      { token: ana.token },
    );
    expect(sabado.data?.tipoCambio).toEqual({ fecha: '2026-11-27', venta: '3.750' });
    const ajeno = await t.gql(REGISTRAR, { f: '2026-11-28', c: '1', v: '1' }, { token: ana.token });
    expect(ajeno.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const malo = await t.gql(REGISTRAR, { f: '2026-11-28', c: '0', v: '3.7' }, { token: admin.token });
    expect(malo.errors?.[0]?.message).toBe(
      'El tipo de cambio compra debe ser positivo, con hasta 3 decimales',
    );
  });

  it('USD 200 to CLIENTES VARIOS 00000000 is S/ 750 at the stored rate: refused; to a real DNI, emitted with that rate', async () => {
    const varios = await emitir({
      tipo: '03',
      fecha_emision: '2026-11-28',
      moneda: 'USD',
      cliente: VARIOS,
      lineas: TOUR,
    });
    expect(varios.errors?.[0]?.message).toBe(
      'Una boleta de más de S/ 700.00 requiere el documento real del cliente (el total es S/ 750.00)',
    );
    const ok = await emitir({
      tipo: '03',
      fecha_emision: '2026-11-28',
      moneda: 'USD',
      cliente: CLIENTE,
      lineas: TOUR,
    });
    expect(ok.errors).toBeUndefined();
    const [c] = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, ok.data?.emitirComprobante.id ?? ''));
    expect(c?.importeTotal).toBe('200.00');
    expect(c?.moneda).toBe('USD');
  });

  it('a sold line at 0 and a negative price are refused with what to do', async () => {
    const cero = await emitir({
      tipo: '03',
      cliente: CLIENTE,
      lineas: [{ descripcion: 'Pisco sour', cantidad: '1', precio_unitario: '0', afectacion: '10' }],
    });
    expect(cero.errors?.[0]?.message).toBe(
      'Ítem 1: un ítem vendido no vale 0; si es una entrega gratuita, use la afectación de transferencia gratuita (11–16, 21 o 31–37)',
    );
    const negativo = await emitir({
      tipo: '03',
      cliente: CLIENTE,
      lineas: [{ descripcion: 'Pisco sour', cantidad: '1', precio_unitario: '-5', afectacion: '10' }],
    });
    expect(negativo.errors?.[0]?.message).toBe(
      'Ítem 1: el valor o precio unitario debe ser mayor o igual a cero',
    );
  });
});
