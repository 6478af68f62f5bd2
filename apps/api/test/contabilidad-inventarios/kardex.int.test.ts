import { schema } from '@kipu/db';
import { verificarArchivoPle } from '@kipu/peru/ple/index';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copiarPcge } from '../../src/modules/contabilidad/pcge/copiar-pcge.ts';
import { hoyEnLima } from '../../src/shared/fecha-lima.ts';
import { emisorDePrueba } from '../facturacion/emisor-de-prueba.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { filasDeExcel } from '../helpers/excel.ts';
import { type UsuarioConEmpresa, usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';
import { type ArchivoPle, GENERAR } from '../ple/datos-ple.ts';
import {
  ANULAR_COSTO,
  ANULAR_SALDO,
  COMPRA,
  COSTO,
  codigo,
  compraDeMercaderia,
  EMITIR,
  EXCEL,
  KARDEX,
  KARDEX12,
  type Kardex,
  MINIMO,
  mensaje,
  PENDIENTES,
  SALDOS,
  SALDOS_DEL_PERIODO,
  STOCK,
} from './inventarios-de-prueba.ts';

let t: AppDePrueba;
let ana: UsuarioConEmpresa;
let beto: UsuarioConEmpresa;
let laptop: string;
let servicio: string;
let ajeno: string;
const hoy = hoyEnLima();
const periodo = `${hoy.slice(0, 4)}${hoy.slice(5, 7)}`;
const dia1 = `${hoy.slice(0, 8)}01`;

async function pedir<T>(
  query: string,
  variables: Record<string, unknown> = {},
  token = ana.token,
): Promise<T> {
  const r = await t.gql<Record<string, T>>(query, variables, { token });
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return Object.values(r.data)[0] as T;
}

const kardex = () => pedir<Kardex>(KARDEX, { p: laptop, per: periodo });
const movimientos = async () =>
  (
    await t.deps.db
      .select()
      .from(schema.movimientosInventario)
      .where(
        and(
          eq(schema.movimientosInventario.empresaId, ana.empresaId),
          isNull(schema.movimientosInventario.deletedAt),
        ),
      )
  ).length;

async function producto(
  empresaId: string,
  codigoProducto: string,
  extra: Partial<typeof schema.productos.$inferInsert> = {},
) {
  const [p] = await t.deps.db
    .insert(schema.productos)
    .values({
      empresaId,
      codigo: codigoProducto,
      descripcion: `Producto ${codigoProducto}`,
      valorUnitario: '100',
      precioUnitario: '118',
      comprasPcge: '6011',
      ...extra,
    })
    .returning({ id: schema.productos.id });
  return p?.id ?? '';
}

beforeAll(async () => {
  t = await crearAppDePrueba();
  ana = await emisorDePrueba(t, 'ana@andina.pe');
  beto = await usuarioConEmpresa(t, 'beto@beta.pe', { ruc: '20131312955', razonSocial: 'BETA S.A.' });
  await copiarPcge(t.deps.db, ana.empresaId);
  await copiarPcge(t.deps.db, beto.empresaId);
  laptop = await producto(ana.empresaId, 'LAP-01', { stockMinimo: '20', codigoSunat: '43211503' });
  servicio = await producto(ana.empresaId, 'SRV-01', { stock: false, medidaId: 'ZZ', comprasPcge: null });
  ajeno = await producto(beto.empresaId, 'LAP-01');
});
afterAll(() => t.cerrar());

describe('opening stock', () => {
  it('refuses bad rows in Spanish, a service, and another company’s product as FORBIDDEN, writing nothing', async () => {
    const casos: [Record<string, string>[], string][] = [
      [
        [{ producto_id: laptop, cantidad: '0', costo_unitario: '20' }],
        'Fila 1 (LAP-01): la cantidad debe ser mayor que cero (hasta 8 decimales)',
      ],
      [
        [{ producto_id: laptop, cantidad: '10', costo_unitario: 'x' }],
        'Fila 1 (LAP-01): el costo unitario debe ser un importe positivo (hasta 8 decimales)',
      ],
      [
        [{ producto_id: servicio, cantidad: '1', costo_unitario: '1' }],
        'El producto SRV-01 no lleva kardex (es un servicio o un combo)',
      ],
    ];
    for (const [filas, esperado] of casos) {
      const r = await t.gql(SALDOS, { per: periodo, f: filas }, { token: ana.token });
      expect(codigo(r)).toBe('BAD_USER_INPUT');
      expect(mensaje(r)).toBe(esperado);
    }
    const r = await t.gql(
      SALDOS,
      { per: periodo, f: [{ producto_id: ajeno, cantidad: '1', costo_unitario: '1' }] },
      { token: ana.token },
    );
    expect(codigo(r)).toBe('FORBIDDEN');
    expect(await movimientos()).toBe(0);
  });

  it('registers 10 units at 20, once per product and period, and voids it', async () => {
    expect(
      await pedir(SALDOS, {
        per: periodo,
        f: [{ producto_id: laptop, cantidad: '5', costo_unitario: '19' }],
      }),
    ).toBe(1);
    const repetido = await t.gql(
      SALDOS,
      { per: periodo, f: [{ producto_id: laptop, cantidad: '10', costo_unitario: '20' }] },
      { token: ana.token },
    );
    expect(mensaje(repetido)).toBe(
      `Fila 1: el producto ya tiene saldo inicial en ${periodo.slice(4)}/${periodo.slice(0, 4)}; anúlelo para registrarlo de nuevo`,
    );
    const [previo] = await pedir<{ id: string }[]>(SALDOS_DEL_PERIODO, { per: periodo });
    expect(codigo(await t.gql(ANULAR_SALDO, { id: previo?.id }, { token: beto.token }))).toBe('FORBIDDEN');
    expect(await pedir(ANULAR_SALDO, { id: previo?.id })).toBe(true);
    expect(
      await pedir(SALDOS, {
        per: periodo,
        f: [{ producto_id: laptop, cantidad: '10', costo_unitario: '20' }],
      }),
    ).toBe(1);
    expect(await pedir(SALDOS_DEL_PERIODO, { per: periodo })).toEqual([
      expect.objectContaining({ codigo: 'LAP-01', cantidad: '10', costo_unitario: '20' }),
    ]);
  });
});

describe('purchases with product lines', () => {
  it('refuses product lines that do not add up to the goods lines, writing nothing', async () => {
    const r = await t.gql(
      COMPRA,
      {
        i: compraDeMercaderia('99', dia1, '260', '306.80', [
          { producto_id: laptop, cantidad: '10', costo_unitario: '25' },
        ]),
      },
      { token: ana.token },
    );
    expect(codigo(r)).toBe('BAD_USER_INPUT');
    expect(mensaje(r)).toBe(
      'Los productos suman 250.00 y las líneas de mercaderías o existencias (60, 20–28) de la compra suman 260.00: deben ser iguales',
    );
    const ajenos = await t.gql(
      COMPRA,
      {
        i: compraDeMercaderia('99', dia1, '260', '306.80', [
          { producto_id: ajeno, cantidad: '10', costo_unitario: '26' },
        ]),
      },
      { token: ana.token },
    );
    expect(codigo(ajenos)).toBe('FORBIDDEN');
    expect(
      await t.deps.db
        .select()
        .from(schema.operaciones)
        .where(eq(schema.operaciones.empresaId, ana.empresaId)),
    ).toEqual([]);
  });

  it('enters two purchases at different costs: 10 at 26, then 5 for 146.50', async () => {
    await pedir(COMPRA, {
      i: compraDeMercaderia('101', dia1, '260', '306.80', [
        { producto_id: laptop, cantidad: '10', costo_unitario: '26' },
      ]),
    });
    await pedir(COMPRA, {
      i: compraDeMercaderia('102', dia1, '146.50', '172.87', [
        { producto_id: laptop, cantidad: '5', costo_total: '146.50' },
      ]),
    });
    const k = await kardex();
    expect(
      k.lineas.map((l) => [
        l.tipo_operacion,
        l.entrada.costo_total,
        l.saldo.cantidad,
        l.saldo.costo_unitario,
        l.saldo.costo_total,
      ]),
    ).toEqual([
      ['16', '200.00', '10', '20', '200.00'],
      // (200 + 260) / 20 = 23
      ['02', '260.00', '20', '23', '460.00'],
      // (460 + 146.50) / 25 = 24.26
      ['02', '146.50', '25', '24.26', '606.50'],
    ]);
    expect(k.lineas[1]?.cuo).toMatch(/^0801\d{6}000001$/);
  });
});

describe('sales emitted in invoicing and a credit note', () => {
  it('gives a salida for the goods line only, idempotently, and a return for the credit note', async () => {
    const cliente = {
      tipo_documento: '6',
      numero: '20100070970',
      nombre: 'DISTRIBUIDORA NORTE S.A.',
      direccion: 'JR. LAMPA 456',
    };
    await pedir(EMITIR, {
      input: {
        tipo: '01',
        cliente,
        forma_pago: { tipo: 'contado' },
        lineas: [
          { codigo: 'LAP-01', descripcion: 'Laptop', cantidad: '8', valor_unitario: '100', afectacion: '10' },
          {
            codigo: 'SRV-01',
            descripcion: 'Instalación',
            cantidad: '1',
            valor_unitario: '50',
            afectacion: '10',
          },
        ],
      },
    });
    await pedir(EMITIR, {
      input: {
        tipo: '07',
        cliente,
        afectado: { tipo: '01', serie: 'F001', numero: 1 },
        motivo: { codigo: '07', descripcion: 'Devolución de dos laptops' },
        lineas: [
          { codigo: 'LAP-01', descripcion: 'Laptop', cantidad: '2', valor_unitario: '100', afectacion: '10' },
        ],
      },
    });
    // The posting job may have run already: the repair adds only what is missing, and twice nothing.
    await pedir('mutation { contabilizarComprobantesPendientes { contabilizados } }');
    const primera = await pedir<{ registrados: number; errores: string[] }>(PENDIENTES);
    expect(primera.errores).toEqual([]);
    expect(await pedir(PENDIENTES)).toEqual({ registrados: 0, errores: [] });
    expect(await movimientos()).toBe(5);

    const k = await kardex();
    expect(
      k.lineas
        .slice(3)
        .map((l) => [
          l.tipo_operacion,
          l.documento,
          l.entrada.cantidad,
          l.salida.cantidad,
          l.salida.costo_total,
          l.entrada.costo_total,
          l.saldo.cantidad,
          l.saldo.costo_total,
        ]),
    ).toEqual([
      // 8 × 24.26 = 194.08; 606.50 − 194.08 = 412.42
      ['01', '01 F001-1', '0', '8', '194.08', '0.00', '17', '412.42'],
      // 2 back at 24.26 = 48.52
      ['05', '07 F001-1', '2', '0', '0.00', '48.52', '19', '460.94'],
    ]);
    expect(k.lineas[3]?.cuo).toMatch(/^1401\d{6}000001$/);
    expect(k.final).toEqual({ cantidad: '19', costo_unitario: '24.26', costo_total: '460.94' });
    expect(k.problemas).toEqual([]);
    expect(
      (await pedir<{ final: { cantidad: string } }>(KARDEX12, { p: laptop, per: periodo })).final.cantidad,
    ).toBe('19');
  });

  it('answers the stock, the minimum-stock alert and the Excel', async () => {
    expect(await pedir(STOCK, { p: laptop, f: hoy })).toEqual({
      codigo: 'LAP-01',
      cantidad: '19',
      costo_unitario: '24.26',
      costo_total: '460.94',
    });
    expect(await pedir(MINIMO, { per: periodo })).toEqual([
      { codigo: 'LAP-01', cantidad: '19', stock_minimo: '20' },
    ]);
    const excel = await pedir<{ nombre: string; base64: string }>(EXCEL, { p: laptop, per: periodo });
    expect(excel.nombre).toMatch(new RegExp(`^kardex13-LAP-01-${periodo}-`));
    const filas = await filasDeExcel(excel.base64);
    const final = filas.at(-1) ?? [];
    expect([final[1], ...final.slice(-3)]).toEqual(['SALDO FINAL', '19', '24.26', '460.94']);
    expect(codigo(await t.gql(STOCK, { p: laptop }, { token: beto.token }))).toBe('FORBIDDEN');
  });
});

describe('PLE 12.1 and 13.1', () => {
  it.each([
    ['120100', '|LAP-01|1|43211503|'],
    ['130100', '|-8.00|24.26|-194.08|17.00|24.26|412.42|1|'],
  ])('%s passes the checker', async (libro, fragmento) => {
    const r = await pedir<ArchivoPle>(GENERAR, { libro, periodo });
    expect(r.hallazgos).toEqual([]);
    expect(r.valido).toBe(true);
    expect(r.lineas).toBe(5);
    const texto = Buffer.from(r.archivo.base64, 'base64').toString('latin1');
    expect(texto).toContain(fragmento);
    expect((await verificarArchivoPle(r.archivo.nombre, texto)).hallazgos).toEqual([]);
  });
});

describe('cost of sales', () => {
  it('posts 194.08 − 48.52 = 145.56 balanced, refuses it twice, and voids it', async () => {
    const op = await pedir<{ cuo: string; lineas: { cuenta: string; debe: string; haber: string }[] }>(
      COSTO,
      { per: periodo },
    );
    expect(op.lineas.map((l) => [l.cuenta, l.debe, l.haber])).toEqual([
      ['69111', '145.56', '0.00'],
      ['20111', '0.00', '145.56'],
    ]);
    const otra = await t.gql(COSTO, { per: periodo }, { token: ana.token });
    expect(mensaje(otra)).toBe(
      `El costo de ventas de ${periodo.slice(4)}/${periodo.slice(0, 4)} ya está registrado (CUO ${op.cuo}): anúlelo para registrarlo de nuevo`,
    );
    await pedir(ANULAR_COSTO, { per: periodo });
    expect((await pedir<{ cuo: string }>(COSTO, { per: periodo })).cuo).not.toBe(op.cuo);
  });

  it('answers FORBIDDEN without the permission and “no sales” for another company', async () => {
    const caja = await usuarioConEmpresa(
      t,
      'caja@gamma.pe',
      { ruc: '20100047218', razonSocial: 'GAMMA S.A.' },
      'fd2b32f2',
    );
    expect(codigo(await t.gql(COSTO, { per: periodo }, { token: caja.token }))).toBe('FORBIDDEN');
    expect(codigo(await t.gql(PENDIENTES, {}, { token: caja.token }))).toBe('FORBIDDEN');
    expect(mensaje(await t.gql(COSTO, { per: periodo }, { token: beto.token }))).toMatch(
      /^No hay costo de ventas en/,
    );
  });
});
