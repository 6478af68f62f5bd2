import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const EMITIR = 'mutation($i: EmitirComprobanteInput!) { emitirComprobante(input: $i) { id } }';
const RANKING = `query($i: String!, $f: String!, $t: String!) {
  rankingProductos(fecha_Inicio: $i, fecha_Fin: $f, tipo: $t) { labels series } }`;

const hoy = hoyEnLima();
const CLIENTE_RUC = { tipo_documento: '6', numero: '20100070970', nombre: 'SUPERMERCADOS PERUANOS S.A.' };
const linea = (codigo: string, descripcion: string, cantidad: string, valor: string) => ({
  codigo,
  descripcion,
  cantidad,
  valor_unitario: valor,
  afectacion: '10',
});

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
type R = { rankingProductos: { labels: string[]; series: string[] } };
const ranking = async (tipo: string, token = ana.token, desde = hoy, hasta = hoy) =>
  (await t.gql<R>(RANKING, { i: desde, f: hasta, t: tipo }, { token })).data?.rankingProductos;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20131312955', razonSocial: 'NORTE S.A.' });
  const emitir = async (i: object) => {
    const r = await t.gql<{ emitirComprobante: { id: string } }>(EMITIR, { i }, { token: ana.token });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.emitirComprobante.id;
  };
  await emitir({
    tipo: '01',
    cliente: CLIENTE_RUC,
    lineas: [linea('P1', 'Arroz extra 5 kg', '10', '20'), linea('P2', 'Aceite vegetal 1 l', '2', '8.50')],
    forma_pago: { tipo: 'contado' },
  });
  await emitir({
    tipo: '03',
    cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
    lineas: [linea('P2', 'Aceite vegetal 1 l', '3', '8.50')],
  });
  // A document SUNAT rejected is no sale.
  const rechazada = await emitir({
    tipo: '01',
    cliente: CLIENTE_RUC,
    lineas: [linea('P3', 'Azúcar rubia 1 kg', '100', '4')],
    forma_pago: { tipo: 'contado' },
  });
  // Let the sending job answer first, so its state does not overwrite the rejection set here.
  const hasta = Date.now() + 60_000;
  for (;;) {
    const [c] = await t.deps.db
      .select()
      .from(schema.comprobantes)
      .where(eq(schema.comprobantes.id, rechazada));
    if (!['pendiente', 'enviado'].includes(c?.estado ?? '') || Date.now() > hasta) break;
    await new Promise((ok) => setTimeout(ok, 200));
  }
  await t.deps.db
    .update(schema.comprobantes)
    .set({ estado: 'rechazado' })
    .where(eq(schema.comprobantes.id, rechazada));
});
afterAll(() => t.cerrar());

describe('rankingProductos', () => {
  it('ranks products by what they sold, without IGV, leaving out rejected documents', async () => {
    // Arroz 10 × 20.00 = 200.00; aceite (2 + 3) × 8.50 = 42.50; the rejected azúcar does not count.
    expect(await ranking('productos')).toEqual({
      labels: ['P1 Arroz extra 5 kg', 'P2 Aceite vegetal 1 l'],
      series: ['200.00', '42.50'],
    });
  });

  it('ranks clients by their documents’ totals with IGV', async () => {
    // 217.00 × 1.18 = 256.06 for the factura; 25.50 × 1.18 = 30.09 for the boleta.
    expect(await ranking('clientes')).toEqual({
      labels: ['SUPERMERCADOS PERUANOS S.A.', 'MARIA QUISPE MAMANI'],
      series: ['256.06', '30.09'],
    });
  });

  it('answers only the dates asked, only the session company, and no suppliers without purchases', async () => {
    expect(await ranking('productos', ana.token, '2020-01-01', '2020-01-31')).toEqual({
      labels: [],
      series: [],
    });
    expect(await ranking('productos', beto.token)).toEqual({ labels: [], series: [] });
    expect(await ranking('proveedores')).toEqual({ labels: [], series: [] });
    const malo = await t.gql(RANKING, { i: '2026-13-01', f: hoy, t: 'productos' }, { token: ana.token });
    expect(malo.errors?.[0]?.message).toBe('Indique un rango de fechas válido');
  });
});
