import { schema } from '@kipu/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import {
  ANULAR_COBRO,
  ANULAR_PAGO,
  cuentasFinancieras,
  documento,
  lineas,
  pagado,
  pagar,
  pendientes,
} from './pagos-de-prueba.ts';

const EMITIR = `mutation($input: EmitirComprobanteInput!) {
  emitirComprobante(input: $input) { id serie numero fecha_emision }
}`;
const CONTABILIZAR = 'mutation { contabilizarComprobantesPendientes { contabilizados errores } }';
const MAYOR = `query($c: String!, $d: String!, $h: String!) {
  libroMayor(cuenta: $c, periodo_desde: $d, periodo_hasta: $h) { saldo_final }
}`;
const CLIENTE = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let cuentas: Awaited<ReturnType<typeof cuentasFinancieras>>;
let hoy: string;

async function emitir(input: object) {
  const r = await t.gql<{ emitirComprobante: { serie: string; numero: number; fecha_emision: string } }>(
    EMITIR,
    { input },
    { token: ana.token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.emitirComprobante;
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20131312955', razonSocial: 'NORTE S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
  cuentas = await cuentasFinancieras(t, ana.token, ana.empresaId);
  const linea = { descripcion: 'Laptop', cantidad: '1', valor_unitario: '1000', afectacion: '10' };
  const soles = await emitir({
    tipo: '01',
    cliente: CLIENTE,
    lineas: [linea],
    forma_pago: { tipo: 'contado' },
  });
  hoy = soles.fecha_emision;
  await emitir({
    tipo: '01',
    cliente: CLIENTE,
    moneda: 'USD',
    tipo_cambio: '3.755',
    lineas: [{ ...linea, valor_unitario: '847.46' }],
    forma_pago: { tipo: 'contado' },
  });
  // comprobante.emitido posts each document; whatever the job has not done yet is posted here.
  const hasta = Date.now() + 30_000;
  while ((await pendientes(t, ana.token, 'cobrar')).total < 2 && Date.now() < hasta) {
    await t.gql(CONTABILIZAR, {}, { token: ana.token });
    await new Promise((ok) => setTimeout(ok, 200));
  }
});
afterAll(() => t.cerrar());

describe('collecting receivables posted from invoicing', () => {
  it('lists the emitted facturas as receivables of 1212, in soles and in dollars', async () => {
    const p = await pendientes(t, ana.token, 'cobrar');
    expect(p.filas.map((d) => [d.documento, d.cuenta, d.moneda, d.saldo, d.saldo_soles])).toEqual([
      ['01 F001-1', '1212', 'PEN', '1180.00', '1180.00'],
      ['01 F001-2', '1212', 'USD', '1000.00', '3755.00'],
    ]);
  });

  it('collects a soles factura in two parts: cargo 1041 / abono 1212, then nothing pending', async () => {
    const f1 = await documento(t, ana.token, 'cobrar', 'F001-1');
    const cobro = (monto: string) => ({
      fecha: hoy,
      cuenta_financiera_id: cuentas.bcp,
      medio_pago: '001',
      documentos: [{ documento_id: f1?.id ?? '', monto }],
    });
    const primero = await pagado(t, ana.token, 'cobrar', cobro('180'));
    expect(primero.glosa).toBe('Cobranza 01 F001-1 DISTRIBUIDORA NORTE S.A.');
    expect(lineas(primero)).toEqual([
      ['1041', '180.00', '0.00', '0.00', '0.00'],
      ['1212', '0.00', '180.00', '0.00', '0.00'],
    ]);
    expect(await documento(t, ana.token, 'cobrar', 'F001-1')).toMatchObject({
      saldo: '1000.00',
      pagado: '180.00',
    });
    const demas = await pagar(t, ana.token, 'cobrar', cobro('1000.01'));
    expect(demas.errors?.[0]?.message).toBe('01 F001-1: el monto 1000.01 excede el saldo pendiente 1000.00');
    await pagado(t, ana.token, 'cobrar', cobro('1000'));
    expect(await documento(t, ana.token, 'cobrar', 'F001-1')).toBeUndefined();
  });

  it('collects the dollar factura at a higher rate: the gain goes to 776 and 1212 is left at zero in both currencies', async () => {
    const usd = await documento(t, ana.token, 'cobrar', 'F001-2');
    const c = await pagado(t, ana.token, 'cobrar', {
      fecha: hoy,
      cuenta_financiera_id: cuentas.dolares,
      medio_pago: '003',
      numero_operacion: 'TR-98765',
      tipo_cambio: '3.801',
      documentos: [{ documento_id: usd?.id ?? '', monto: '1000.00' }],
    });
    expect(lineas(c)).toEqual([
      ['1041', '3801.00', '0.00', '1000.00', '0.00'],
      ['1212', '0.00', '3755.00', '0.00', '1000.00'],
      ['776', '0.00', '46.00', '0.00', '0.00'],
    ]);
    expect((await pendientes(t, ana.token, 'cobrar')).total).toBe(0);
    const periodo = hoy.slice(0, 7).replace('-', '');
    const mayor = await t.gql<{ libroMayor: { saldo_final: string } }>(
      MAYOR,
      { c: '1212', d: periodo, h: periodo },
      { token: ana.token },
    );
    expect(mayor.data?.libroMayor.saldo_final).toBe('0.00');
  });

  it('voids a collection with anularCobro only: the factura owes again', async () => {
    const o = schema.operaciones;
    const [pago] = await t.deps.db
      .select({ id: o.id })
      .from(o)
      .where(and(eq(o.empresaId, ana.empresaId), eq(o.tipoOperacion, 4)))
      .orderBy(desc(o.createdAt))
      .limit(1);
    expect((await t.gql(ANULAR_PAGO, { id: pago?.id }, { token: ana.token })).errors?.[0]?.message).toBe(
      'La operación no es un pago',
    );
    const r = await t.gql<{ anularCobro: { anulado: boolean } }>(
      ANULAR_COBRO,
      { id: pago?.id },
      { token: ana.token },
    );
    expect(r.data?.anularCobro.anulado).toBe(true);
    expect(await documento(t, ana.token, 'cobrar', 'F001-2')).toMatchObject({
      saldo: '1000.00',
      saldo_soles: '3755.00',
    });
  });

  it('never shows another company’s receivables', async () => {
    expect((await pendientes(t, beto.token, 'cobrar')).total).toBe(0);
  });
});
