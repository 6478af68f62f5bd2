import { errorDeBaseDatos, schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrarOperacion } from '../../src/modules/contabilidad/libro/registrar-operacion.ts';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { marcarPeriodoCerrado } from '../helpers/periodo-cerrado.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const EMITIR = /* GraphQL */ `
  mutation($input: EmitirComprobanteInput!) {
    emitirComprobante(input: $input) { id serie numero importe_total fecha_emision }
  }`;
const CONTABILIZAR = 'mutation { contabilizarComprobantesPendientes { contabilizados errores } }';
const OPERACIONES = /* GraphQL */ `
  query($libro: String, $periodo: String) {
    operacionesByLibro(libro: $libro, periodo: $periodo, limite: 100) {
      total
      filas {
        cuo periodo libro tipo_comprobante serie numero total base_gravada igv moneda estado_ple comprobante_id
        lineas { cuenta debe haber debe_me haber_me serie numero }
      }
    }
  }`;
const BALANCE = /* GraphQL */ `
  query($d: String!, $h: String!) {
    balanceComprobacion(periodo_desde: $d, periodo_hasta: $h) {
      total_debe total_haber total_deudor total_acreedor
      filas { cuenta debe haber saldo_deudor saldo_acreedor }
    }
  }`;

type Linea = {
  cuenta: string;
  debe: string;
  haber: string;
  debe_me: string;
  haber_me: string;
  serie: string | null;
  numero: string | null;
};
type Operacion = {
  cuo: string;
  periodo: string;
  tipo_comprobante: string;
  serie: string;
  numero: string;
  total: string;
  base_gravada: string;
  igv: string;
  moneda: string;
  estado_ple: string;
  comprobante_id: string;
  lineas: Linea[];
};
type Balance = {
  total_debe: string;
  total_haber: string;
  total_deudor: string;
  total_acreedor: string;
  filas: { cuenta: string; debe: string; haber: string; saldo_deudor: string; saldo_acreedor: string }[];
};

const CLIENTE = {
  tipo_documento: '6',
  numero: '20100070970',
  nombre: 'DISTRIBUIDORA NORTE S.A.',
  direccion: 'JR. LAMPA 456',
};
const LINEA = { descripcion: 'Laptop', cantidad: '1', valor_unitario: '100', afectacion: '10' };

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let periodo: string;

const suma = (xs: string[]) => xs.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);

async function emitir(input: object) {
  const r = await t.gql<{ emitirComprobante: { id: string; importe_total: string; fecha_emision: string } }>(
    EMITIR,
    { input },
    { token: ana.token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.emitirComprobante;
}

async function operaciones(token: string, libro = '140100') {
  const r = await t.gql<{ operacionesByLibro: { total: number; filas: Operacion[] } }>(
    OPERACIONES,
    { libro, periodo },
    { token },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.operacionesByLibro;
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@norte.pe', { ruc: '20100070970', razonSocial: 'NORTE S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
});
afterAll(() => t.cerrar());

describe('sales posted from invoicing', () => {
  let emitidos: { id: string; importe_total: string }[];

  it('posts every emitted document once, with consecutive CUOs, to the sales register', async () => {
    const factura = await emitir({
      tipo: '01',
      cliente: CLIENTE,
      lineas: [LINEA],
      forma_pago: { tipo: 'contado' },
    });
    const boleta = await emitir({
      tipo: '03',
      cliente: { tipo_documento: '1', numero: '46779354', nombre: 'MARIA QUISPE MAMANI' },
      lineas: [{ descripcion: 'Menú', cantidad: '2', precio_unitario: '15.50', afectacion: '10' }],
    });
    const nota = await emitir({
      tipo: '07',
      cliente: CLIENTE,
      afectado: { tipo: '01', serie: 'F001', numero: 1 },
      motivo: { codigo: '07', descripcion: 'Devolución parcial' },
      lineas: [{ ...LINEA, valor_unitario: '40' }],
    });
    const dolares = await emitir({
      tipo: '01',
      cliente: CLIENTE,
      moneda: 'USD',
      tipo_cambio: '3.755',
      lineas: [
        { descripcion: 'Servicio', unidad: 'ZZ', cantidad: '1', valor_unitario: '33.33', afectacion: '10' },
      ],
      forma_pago: { tipo: 'contado' },
    });
    emitidos = [factura, boleta, nota, dolares];
    periodo = factura.fecha_emision.slice(0, 7).replace('-', '');

    // comprobante.emitido: the posting job writes each document's operation on its own.
    const hasta = Date.now() + 30_000;
    while ((await operaciones(ana.token)).total < 4 && Date.now() < hasta)
      await new Promise((ok) => setTimeout(ok, 200));
    const r = await t.gql<{
      contabilizarComprobantesPendientes: { contabilizados: number; errores: string[] };
    }>(CONTABILIZAR, {}, { token: ana.token });
    expect(r.data?.contabilizarComprobantesPendientes).toEqual({ contabilizados: 0, errores: [] });

    const { total, filas } = await operaciones(ana.token);
    expect(total).toBe(4);
    expect(filas.map((o) => o.cuo)).toEqual(
      [1, 2, 3, 4].map((n) => `1401${periodo}${String(n).padStart(6, '0')}`),
    );
    expect(filas.map((o) => o.comprobante_id).sort()).toEqual(emitidos.map((e) => e.id).sort());
  });

  it('writes the receivable, income and IGV of each document, balanced, the credit note reversed', async () => {
    const { filas } = await operaciones(ana.token);
    for (const o of filas) {
      expect(suma(o.lineas.map((l) => l.debe))).toBe(suma(o.lineas.map((l) => l.haber)));
      expect(suma(o.lineas.map((l) => l.debe_me))).toBe(suma(o.lineas.map((l) => l.haber_me)));
    }
    const factura = filas.find((o) => o.tipo_comprobante === '01' && o.moneda === 'PEN');
    expect(factura?.lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['1212', '118.00', '0.00'],
      ['70121', '0.00', '100.00'],
      ['40111', '0.00', '18.00'],
    ]);
    const nota = filas.find((o) => o.tipo_comprobante === '07');
    expect(nota).toMatchObject({ total: '-47.20', base_gravada: '-40.00', igv: '-7.20' });
    // The credit note's receivable line reduces the factura it modifies.
    expect(nota?.lineas.find((l) => l.cuenta === '1212')).toMatchObject({
      haber: '47.20',
      serie: 'F001',
      numero: '1',
    });
    const usd = filas.find((o) => o.moneda === 'USD');
    expect(usd?.lineas.map((l) => [l.cuenta, l.debe, l.haber, l.debe_me, l.haber_me])).toEqual([
      ['1212', '147.68', '0.00', '39.33', '0.00'],
      ['70321', '0.00', '125.15', '0.00', '33.33'],
      ['40111', '0.00', '22.53', '0.00', '6.00'],
    ]);
  });

  it('gives a trial balance whose sums and balances agree', async () => {
    const r = await t.gql<{ balanceComprobacion: Balance }>(
      BALANCE,
      { d: periodo, h: periodo },
      { token: ana.token },
    );
    const b = r.data?.balanceComprobacion;
    expect(b?.total_debe).toBe(b?.total_haber);
    expect(b?.total_deudor).toBe(b?.total_acreedor);
    // 118 + 31 − 47.20 + 147.68 still owed by clients.
    expect(b?.filas.find((f) => f.cuenta === '1212')?.saldo_deudor).toBe('249.48');
    expect(b?.filas.find((f) => f.cuenta === '40111')?.saldo_acreedor).toBe(
      new Decimal('18').plus('4.73').minus('7.20').plus('22.53').toFixed(2),
    );
  });

  it('a dollar document without its rate is refused at emission (none stored), so nothing waits unposted', async () => {
    const r = await t.gql(
      EMITIR,
      {
        input: {
          tipo: '01',
          cliente: CLIENTE,
          moneda: 'USD',
          lineas: [LINEA],
          forma_pago: { tipo: 'contado' },
        },
      },
      { token: ana.token },
    );
    expect(r.errors?.[0]?.message).toMatch(
      /^No hay tipo de cambio registrado para el \d{2}\/\d{2}\/\d{4}: indíquelo en el comprobante$/,
    );
    const p = await t.gql<{
      contabilizarComprobantesPendientes: { contabilizados: number; errores: string[] };
    }>(CONTABILIZAR, {}, { token: ana.token });
    expect(p.data?.contabilizarComprobantesPendientes).toEqual({ contabilizados: 0, errores: [] });
  });

  it("keeps one company's ledger out of another's reach", async () => {
    expect((await operaciones(beto.token)).total).toBe(0);
    const r = await t.gql<{ balanceComprobacion: Balance }>(
      BALANCE,
      { d: periodo, h: periodo },
      { token: beto.token },
    );
    expect(r.data?.balanceComprobacion.filas).toEqual([]);
  });
});

describe('the ledger invariants, held by the database', () => {
  const cabecera = () => ({
    empresaId: ana.empresaId,
    libro: '050100',
    tipoOperacion: 5 as const,
    fechaContable: `${periodo.slice(0, 4)}-${periodo.slice(4)}-01`,
    glosa: 'Asiento de prueba',
  });
  const mov = (cuenta: string, debe: string, haber: string) => ({
    cuenta,
    debe,
    haber,
    debeMe: '0.00',
    haberMe: '0.00',
  });

  it('refuses an unbalanced asiento at commit, writing nothing', async () => {
    const antes = await t.deps.db.select().from(schema.operaciones);
    const intento = t.deps.db.transaction(async (tx) => {
      const [op] = await tx
        .insert(schema.operaciones)
        .values({ ...cabecera(), periodo, numeroCuo: 999, cuo: 'X' })
        .returning();
      if (!op) throw new Error('sin operación');
      await tx.insert(schema.asientoLineas).values([
        { empresaId: ana.empresaId, operacionId: op.id, linea: 1, cuenta: '1041', debe: '100.00' },
        { empresaId: ana.empresaId, operacionId: op.id, linea: 2, cuenta: '70121', haber: '99.99' },
      ]);
    });
    const error = await intento.then(
      () => undefined,
      (e: unknown) => errorDeBaseDatos(e),
    );
    expect(error?.message).toMatch(/Asiento descuadrado: debe 100.00 y haber 99.99/);
    expect(await t.deps.db.select().from(schema.operaciones)).toHaveLength(antes.length);
  });

  it("refuses a line on another company's operation or account", async () => {
    const op = await t.deps.db.transaction((tx) =>
      registrarOperacion(tx, cabecera(), [mov('1041', '10.00', '0.00'), mov('70121', '0.00', '10.00')]),
    );
    const ajena = t.deps.db.transaction(async (tx) => {
      await tx.insert(schema.asientoLineas).values([
        { empresaId: beto.empresaId, operacionId: op.id, linea: 3, cuenta: '1041', debe: '5.00' },
        { empresaId: beto.empresaId, operacionId: op.id, linea: 4, cuenta: '70121', haber: '5.00' },
      ]);
    });
    const error = await ajena.then(
      () => undefined,
      (e: unknown) => errorDeBaseDatos(e),
    );
    expect(error?.constraint).toBe('asiento_lineas_operacion_fk');
  });

  it('refuses in Spanish accounts with sub-accounts, unknown accounts and closed periods', async () => {
    const intentar = (lineas: ReturnType<typeof mov>[]) =>
      t.deps.db
        .transaction((tx) => registrarOperacion(tx, cabecera(), lineas))
        .then(
          () => undefined,
          (e: Error) => e.message,
        );
    expect(await intentar([mov('4011', '1.00', '0.00'), mov('70121', '0.00', '1.00')])).toBe(
      'La cuenta 4011 tiene subcuentas: registre el movimiento en una cuenta de último nivel',
    );
    expect(await intentar([mov('999999', '1.00', '0.00'), mov('70121', '0.00', '1.00')])).toBe(
      'La cuenta 999999 no existe en el plan de cuentas de la empresa',
    );
    expect(await intentar([mov('1041', '1.00', '0.00'), mov('70121', '0.00', '2.00')])).toBe(
      'El asiento no cuadra: debe 1.00 y haber 2.00',
    );
    await marcarPeriodoCerrado(t.deps.db, ana.empresaId, '202001');
    const cerrado = await t.deps.db
      .transaction((tx) =>
        registrarOperacion(tx, { ...cabecera(), fechaContable: '2020-01-15' }, [
          mov('1041', '1.00', '0.00'),
          mov('70121', '0.00', '1.00'),
        ]),
      )
      .then(
        () => undefined,
        (e: Error) => e.message,
      );
    expect(cerrado).toBe('El periodo 01/2020 está cerrado');
  });

  it('gives concurrent operations of one book and period distinct consecutive CUOs', async () => {
    const cantidad = 30;
    const hechas = await Promise.all(
      Array.from({ length: cantidad }, () =>
        t.deps.db.transaction((tx) =>
          registrarOperacion(tx, { ...cabecera(), libro: '010100' }, [
            mov('1041', '1.00', '0.00'),
            mov('70121', '0.00', '1.00'),
          ]),
        ),
      ),
    );
    const numeros = hechas.map((o) => o.numeroCuo).sort((a, b) => a - b);
    expect(numeros).toEqual(Array.from({ length: cantidad }, (_, i) => i + 1));
    const [contador] = await t.deps.db
      .select()
      .from(schema.cuoContadores)
      .where(eq(schema.cuoContadores.libro, '010100'));
    expect(contador?.ultimo).toBe(cantidad);
  });
});
