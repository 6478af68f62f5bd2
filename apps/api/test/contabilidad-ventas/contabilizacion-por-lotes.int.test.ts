import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asientosDeComprobantesEmitidos } from '../../src/modules/contabilidad/events/comprobante-emitido.asiento.ts';
import { registrarMovimientosDeComprobantes } from '../../src/modules/contabilidad/inventarios/movimientos-de-comprobante.ts';
import { productosDeDocumentos } from '../../src/modules/contabilidad/inventarios/productos-kardex.ts';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { contabilizarComprobantes } from '../../src/modules/contabilidad/ventas/contabilizar-comprobante.ts';
import { leerComprobantesSinArchivos } from '../../src/modules/facturacion/columnas-comprobante.ts';
import { EMITIR, emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { CLIENTE } from './ventas-de-prueba.ts';

/**
 * The posting job's batch: a burst of emitted documents posted in one transaction, each with its own
 * operation and consecutive CUOs, its kardex, nothing twice when the batch runs again, and a document
 * whose data cannot be posted failing alone while the rest of its batch is posted.
 */

let t: AppDePrueba;
let ana: UsuarioConEmpresa;

const linea = (codigo: string, cantidad: string) => ({
  codigo,
  descripcion: `Producto ${codigo}`,
  cantidad,
  valor_unitario: '50',
  afectacion: '10',
});

async function emitir(lineas: object[], tipo = '01'): Promise<string> {
  const cliente =
    tipo === '01' ? CLIENTE : { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' };
  const r = await t.gql<{ emitirComprobante: { id: string } }>(
    EMITIR,
    { input: { tipo, cliente, lineas, forma_pago: { tipo: 'contado' } } },
    { token: ana.token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.emitirComprobante.id;
}

const producto = (codigo: string, ventasPcge?: string) =>
  t.deps.db.insert(schema.productos).values({
    empresaId: ana.empresaId,
    codigo,
    descripcion: `Producto ${codigo}`,
    valorUnitario: '50',
    precioUnitario: '59',
    stock: true,
    ventasPcge,
  });

async function operacionesDe(ids: string[]) {
  return t.deps.db
    .select()
    .from(schema.operaciones)
    .where(inArray(schema.operaciones.comprobanteId, ids))
    .orderBy(schema.operaciones.numeroCuo);
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  // The test posts the batches itself: the emission's posting jobs are kept out of the queue.
  const enviar = t.deps.cola.enviar;
  t.deps.cola.enviar = async (nombre, datos) => {
    if (nombre !== 'contabilizar_comprobante') await enviar(nombre, datos);
  };
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  await copiarPcge(t.deps.db, ana.empresaId);
  await producto('LOTE1');
  // An account the company's chart does not have: a sale of it cannot be posted until it is fixed.
  await producto('ROTO', '7099999');
});
afterAll(() => t.cerrar());

describe('posting a batch of emitted documents', () => {
  it('posts each document once, in one pass, with consecutive CUOs, balanced asientos and its kardex', async () => {
    const ids = [
      await emitir([linea('LOTE1', '2')]),
      await emitir([linea('LOTE1', '1'), linea('SERV', '3')]),
      await emitir([linea('LOTE1', '4')], '03'),
    ];
    // The batch's own steps, which throw instead of falling back to one document at a time.
    const comprobantes = await leerComprobantesSinArchivos(t.deps.db, ids);
    const productos = await productosDeDocumentos(t.deps.db, comprobantes);
    expect(await registrarMovimientosDeComprobantes(t.deps.db, comprobantes, productos)).toBe(3);
    await contabilizarComprobantes(t.deps, comprobantes, productos);

    const operaciones = await operacionesDe(ids);
    expect(operaciones.map((o) => o.comprobanteId)).toEqual(ids);
    const numeros = operaciones.map((o) => o.numeroCuo);
    expect(numeros).toEqual(numeros.map((_, i) => (numeros[0] ?? 0) + i));
    for (const o of operaciones) {
      const lineas = await t.deps.db
        .select()
        .from(schema.asientoLineas)
        .where(eq(schema.asientoLineas.operacionId, o.id));
      const debe = lineas.reduce((s, l) => s.plus(l.debe), new Decimal(0));
      const haber = lineas.reduce((s, l) => s.plus(l.haber), new Decimal(0));
      expect(debe.toFixed(2)).toBe(haber.toFixed(2));
      expect(debe.toFixed(2)).toBe(new Decimal(o.total).toFixed(2));
    }
    const kardex = await t.deps.db
      .select()
      .from(schema.movimientosInventario)
      .where(inArray(schema.movimientosInventario.comprobanteId, ids));
    // SERV is no product of the company: only LOTE1's lines move stock.
    expect(kardex.map((m) => Number(m.salida)).sort()).toEqual([1, 2, 4]);

    // The job's batch again (a retry after a crash past its commit): nothing is added.
    const otraVez = await asientosDeComprobantesEmitidos(
      t.deps,
      ids.map((comprobanteId) => ({ comprobanteId })),
    );
    expect(otraVez.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(await operacionesDe(ids)).toHaveLength(3);
    const kardexOtraVez = await t.deps.db
      .select()
      .from(schema.movimientosInventario)
      .where(inArray(schema.movimientosInventario.comprobanteId, ids));
    expect(kardexOtraVez).toHaveLength(3);
  });

  it('fails only the document whose account is missing; the rest of its batch is posted', async () => {
    const buenos = [await emitir([linea('LOTE1', '1')]), await emitir([linea('LOTE1', '5')])];
    const roto = await emitir([linea('ROTO', '1')]);
    const lote = [buenos[0], roto, buenos[1]].map((comprobanteId) => ({
      comprobanteId: comprobanteId ?? '',
    }));
    const resultados = await asientosDeComprobantesEmitidos(t.deps, lote);
    expect(resultados.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const falla = resultados[1];
    expect(falla?.status === 'rejected' && String(falla.reason)).toContain(
      'La cuenta 7099999 no existe en el plan de cuentas de la empresa',
    );
    expect((await operacionesDe(buenos)).map((o) => o.comprobanteId).sort()).toEqual([...buenos].sort());
    expect(await operacionesDe([roto])).toHaveLength(0);
  });
});
