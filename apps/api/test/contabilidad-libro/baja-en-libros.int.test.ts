import { schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { contabilizarComprobante } from '../../src/modules/contabilidad/ventas/contabilizar-comprobante.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { appConEmisor, BOLETA, FACTURA, type operaciones } from '../facturacion-envio/envio-de-prueba.ts';
import type { AppDePrueba } from '../helpers/app-de-prueba.ts';
import type { UsuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { type ArchivoPle, GENERAR } from '../ple/datos-ple.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let op: ReturnType<typeof operaciones>;
const periodo = hoyEnLima().slice(0, 7).replace('-', '');
const o = schema.operaciones;

beforeAll(async () => {
  ({ t, ana, op } = await appConEmisor());
  await copiarPcge(t.deps.db, ana.empresaId);
});
afterAll(() => t.cerrar());

/** The document's operation once `pronto` holds (the accounting job runs after each change). */
async function operacionDe(comprobanteId: string, pronto: (x: typeof o.$inferSelect) => boolean) {
  const hasta = Date.now() + 60_000;
  for (;;) {
    const [fila] = await t.deps.db.select().from(o).where(eq(o.comprobanteId, comprobanteId));
    if ((fila && pronto(fila)) || Date.now() > hasta) return fila;
    await new Promise((ok) => setTimeout(ok, 200));
  }
}

/** Sum of the live lines of an account for one document, in soles (debe − haber). */
async function saldoDocumento(cuenta: string, serie: string, numero: number) {
  const l = schema.asientoLineas;
  const lineas = await t.deps.db
    .select({ debe: l.debe, haber: l.haber })
    .from(l)
    .innerJoin(o, eq(o.id, l.operacionId))
    .where(
      and(
        eq(l.empresaId, ana.empresaId),
        eq(l.cuenta, cuenta),
        eq(l.serie, serie),
        eq(l.numero, String(numero)),
        isNull(o.deletedAt),
      ),
    );
  return lineas.reduce((s, x) => s.plus(x.debe).minus(x.haber), new Decimal(0)).toFixed(2);
}

async function anuladoPorSunat(id: string, tipoResumen: 'RA' | 'RC') {
  expect((await op.anular(id, 'Error en los datos del cliente')).errors).toBeUndefined();
  const resumen = (await op.resumenes(tipoResumen)).find((r) =>
    r.documentos.some((d) => d.comprobante_id === id),
  );
  const { final } = await op.esperarResumen(resumen?.id ?? '');
  expect(final.estado).toBe('aceptado');
}

describe('documents SUNAT voided, in the books', () => {
  it('reverses a voided factura’s asiento and prints its register line as estado 2 with zeros', async () => {
    const f = await op.emitir(FACTURA);
    expect(await op.esperar(f.id)).toMatchObject({ estado: 'aceptado' });
    const emitida = await operacionDe(f.id, () => true);
    expect(emitida).toMatchObject({ estadoPle: '1', total: '118.00', igv: '18.00' });
    expect(await saldoDocumento('1212', f.serie, f.numero)).toBe('118.00');

    await anuladoPorSunat(f.id, 'RA');
    const anulada = await operacionDe(f.id, (x) => x.estadoPle === '2');
    expect(anulada).toMatchObject({ estadoPle: '2', total: '0.00', igv: '0.00', baseGravada: '0.00' });
    if (!anulada) throw new Error('sin operación');
    const anulacion = (anulada.datos as { anulacion: { reversionId: string; importes: { total: string } } })
      .anulacion;
    expect(anulacion.importes.total).toBe('118.00');
    // The original asiento stays; its reversal in the same period leaves the document at zero.
    const [reversion] = await t.deps.db.select().from(o).where(eq(o.id, anulacion.reversionId));
    expect(reversion).toMatchObject({ libro: '050100', tipoOperacion: 5, periodo, serie: f.serie });
    expect(await saldoDocumento('1212', f.serie, f.numero)).toBe('0.00');
    // Income and IGV of the month net to zero too (the factura is the company's only document yet).
    const l = schema.asientoLineas;
    const ingresoEIgv = await t.deps.db
      .select({ cuenta: l.cuenta, debe: l.debe, haber: l.haber })
      .from(l)
      .where(eq(l.empresaId, ana.empresaId));
    for (const prefijo of ['70', '4011']) {
      const neto = ingresoEIgv
        .filter((x) => x.cuenta.startsWith(prefijo))
        .reduce((s, x) => s.plus(x.debe).minus(x.haber), new Decimal(0));
      expect(neto.toFixed(2), prefijo).toBe('0.00');
    }
    expect(ingresoEIgv.some((x) => x.cuenta.startsWith('70'))).toBe(true);

    // Running the job again changes nothing.
    await contabilizarComprobante(t.deps, f.id);
    const reversiones = await t.deps.db
      .select()
      .from(o)
      .where(and(eq(o.empresaId, ana.empresaId), eq(o.libro, '050100')));
    expect(reversiones).toHaveLength(1);
  });

  it('does the same for a boleta voided by resumen diario, and the 14.1 passes its checker', async () => {
    const b = await op.emitir(BOLETA);
    expect(await op.esperar(b.id)).toMatchObject({ estado: 'aceptado' });
    await operacionDe(b.id, () => true);
    await anuladoPorSunat(b.id, 'RC');
    expect(await operacionDe(b.id, (x) => x.estadoPle === '2')).toMatchObject({ total: '0.00' });

    const r = await t.gql<{ generarPle: ArchivoPle }>(
      GENERAR,
      { libro: '140100', periodo },
      { token: ana.token },
    );
    const ple = r.data?.generarPle;
    expect(ple?.hallazgos).toEqual([]);
    expect(ple?.valido).toBe(true);
    const lineas = Buffer.from(ple?.archivo.base64 ?? '', 'base64')
      .toString('latin1')
      .trim()
      .split('\r\n');
    const anuladas = lineas.map((x) => x.split('|')).filter((c) => c.at(-2) === '2');
    expect(anuladas.map((c) => [c[6], c[7]])).toEqual([
      ['F001', '1'],
      ['B001', '1'],
    ]);
  });
});
