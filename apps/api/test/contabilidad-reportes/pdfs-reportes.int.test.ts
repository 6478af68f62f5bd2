import { schema } from '@kipu/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codigo, type Escenario, prepararEscenario } from '../contabilidad/escenario-maestros.ts';
import { asientoDirecto } from '../contabilidad-estados/mes-contable.ts';
import { OTRO_PROVEEDOR, periodo, registrarDosMeses } from '../contabilidad-impuestos/mes-de-impuestos.ts';
import { SALDOS } from '../contabilidad-inventarios/inventarios-de-prueba.ts';
import { cuentasFinancieras } from '../contabilidad-pagos/pagos-de-prueba.ts';
import { pdf } from './consultas-reportes.ts';

/** The PDFs of the books without one before: cash and bank (1.1, 1.2), kardex (12.1, 13.1), CxP, DAOT. */
const ARCHIVO = 'nombre mime base64';
const CAJA = (campo: string) =>
  `query($p: String!, $c: String!) { ${campo}(periodo: $p, cuenta_financiera_id: $c) { ${ARCHIVO} } }`;
const KARDEX = `query($p: String!, $per: String!, $v: Boolean) { pdfKardex(producto_id: $p, periodo: $per, valorizado: $v) { ${ARCHIVO} } }`;
const CXP = `query($t: String!, $b: String) { pdfByCxPx(tipo: $t, buscar: $b) { ${ARCHIVO} } }`;
const DAOT = `query($a: String!, $t: TipoDaot!) { pdfDaot(anio: $a, tipo: $t) { ${ARCHIVO} } }`;
const RUC_ANA = 'RUC: 20601234565';

let e: Escenario;
let cuentas: Awaited<ReturnType<typeof cuentasFinancieras>>;
let producto: string;

beforeAll(async () => {
  e = await prepararEscenario();
  await registrarDosMeses(e);
  cuentas = await cuentasFinancieras(e.t, e.ana, e.empresaAna);
  await asientoDirecto(
    e,
    e.empresaAna,
    `${periodo.slice(0, 4)}-${periodo.slice(4)}-01`,
    '050100',
    'Fondo fijo',
    [
      ['101', '350.00', '0.00'],
      ['5011', '0.00', '350.00'],
    ],
  );
  const [p] = await e.t.deps.db
    .insert(schema.productos)
    .values({
      empresaId: e.empresaAna,
      codigo: 'LAP-01',
      descripcion: 'Laptop 14',
      valorUnitario: '100',
      precioUnitario: '118',
    })
    .returning({ id: schema.productos.id });
  producto = p?.id ?? '';
  const r = await e.t.gql(
    SALDOS,
    { per: periodo, f: [{ producto_id: producto, cantidad: '12', costo_unitario: '20.50' }] },
    { token: e.ana },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
});
afterAll(() => e.t.cerrar());

describe('PDFs with SUNAT’s legal header', () => {
  it('prints the cash book (1.1) and the bank book (1.2) with their balances', async () => {
    const caja = await pdf(e, CAJA('pdfLFcaja'), { p: periodo, c: cuentas.caja });
    expect(caja.nombre).toMatch(new RegExp(`^libro-caja-${periodo}`));
    expect(caja.texto).toContain(
      'FORMATO 1.1: LIBRO CAJA Y BANCOS - DETALLE DE LOS MOVIMIENTOS DEL EFECTIVO',
    );
    expect(caja.texto).toContain(RUC_ANA);
    expect(caja.texto).toContain('Fondo fijo');
    expect(caja.texto).toContain('350.00');
    const banco = await pdf(e, CAJA('pdfLFbancos'), { p: periodo, c: cuentas.bcp });
    expect(banco.texto).toContain(
      'FORMATO 1.2: LIBRO CAJA Y BANCOS - DETALLE DE LOS MOVIMIENTOS DE LA CUENTA CORRIENTE',
    );
    expect(banco.texto).toContain('CÓDIGO DE LA CUENTA CORRIENTE: 193-1234567-0-12');
    expect(banco.texto).toContain(RUC_ANA);
    expect(banco.texto).toContain('Percepción del proveedor');
    expect(banco.texto).toContain('-50.00');
  });

  it('prints the kardex in units (12.1) and valued (13.1)', async () => {
    const u = await pdf(e, KARDEX, { p: producto, per: periodo });
    expect(u.nombre).toMatch(new RegExp(`^kardex12-LAP-01-${periodo}`));
    expect(u.texto).toContain('FORMATO 12.1: REGISTRO DEL INVENTARIO PERMANENTE EN UNIDADES FÍSICAS');
    expect(u.texto).toContain(RUC_ANA);
    expect(u.texto).toContain('DESCRIPCIÓN: Laptop 14');
    expect(u.texto).toContain('SALDO FINAL');
    const v = await pdf(e, KARDEX, { p: producto, per: periodo, v: true });
    expect(v.texto).toContain('FORMATO 13.1: REGISTRO DEL INVENTARIO PERMANENTE VALORIZADO');
    expect(v.texto).toContain('MÉTODO DE VALUACIÓN: PROMEDIO PONDERADO');
    expect(v.texto).toContain('246.00');
  });

  it('prints the pending list with the Excel’s filter', async () => {
    const p = await pdf(e, CXP, { t: 'pagar', b: OTRO_PROVEEDOR.numero });
    expect(p.nombre).toMatch(/^cuentas-por-pagar-/);
    expect(p.texto).toContain('CUENTAS POR PAGAR - DOCUMENTOS PENDIENTES');
    expect(p.texto).toContain(RUC_ANA);
    expect(p.texto).toContain('BETA S.A.');
    expect(p.texto).toContain('13,570.00');
    expect(p.texto).not.toContain('Supermercados');
  });

  it('prints the DAOT', async () => {
    const d = await pdf(e, DAOT, { a: periodo.slice(0, 4), t: 'costos' });
    expect(d.nombre).toMatch(new RegExp(`^daot-costos-${periodo.slice(0, 4)}`));
    expect(d.texto).toContain('DAOT COSTOS');
    expect(d.texto).toContain('RUC 20601234565');
    expect(d.texto).toContain('11,500.00');
  });

  it('answers FORBIDDEN for another company’s account or product, and prints only its own company', async () => {
    const otro = (q: string, v: Record<string, unknown>) => e.t.gql(q, v, { token: e.beto });
    expect(codigo(await otro(CAJA('pdfLFcaja'), { p: periodo, c: cuentas.caja }))).toBe('FORBIDDEN');
    expect(codigo(await otro(CAJA('pdfLFbancos'), { p: periodo, c: cuentas.bcp }))).toBe('FORBIDDEN');
    expect(codigo(await otro(KARDEX, { p: producto, per: periodo }))).toBe('FORBIDDEN');
    expect(codigo(await e.t.gql(DAOT, { a: '2026', t: 'costos' }, { token: e.facturador }))).toBe(
      'FORBIDDEN',
    );
    const propio = await pdf(e, CXP, { t: 'pagar' }, e.beto);
    expect(propio.texto).toContain('RUC: 20131312955');
    expect(propio.texto).not.toContain('13,570.00');
  });
});
