import { type Db, schema } from '@kipu/db';
import Decimal from 'decimal.js';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fechaPeru } from '../../../infra/pdf/formato-texto.ts';
import { filaDiario } from '../../ple/filas-diario.ts';
import { type MovimientoLeido, movimientosDelPeriodo } from '../../ple/leer-operaciones.ts';
import type { ColumnaReporte, FilaReporte } from '../estados-financieros/reporte-tabular.ts';
import { periodoImpreso } from './cuentas-y-empresa.ts';
import type { LibroImpreso } from './libro-impreso.ts';

/** '' for a zero amount, so a line shows only its side. */
const lado = (v: Decimal) => (v.isZero() ? '' : v.toFixed(2));
const monto = (encabezado: string, ancho = 13): ColumnaReporte => ({ encabezado, monto: true, ancho });

const documentoDe = (tipo: string, serie: string | null | undefined, numero: string) =>
  `${tipo} ${serie ? `${serie}-` : ''}${numero}`;

/** 5.1: a row per asiento line with the operation's reference and the account's name; totals last. */
async function* filas51(db: Db, empresaId: string, periodo: string, nombres: Map<string, string>) {
  let debe = new Decimal(0);
  let haber = new Decimal(0);
  for await (const m of movimientosDelPeriodo(db, empresaId, periodo)) {
    const f = filaDiario(m);
    debe = debe.plus(f.debe);
    haber = haber.plus(f.haber);
    yield {
      celdas: [
        f.cuo,
        fechaPeru(f.fechaContable),
        f.glosa,
        m.operacion.libro,
        f.correlativo,
        documentoDe(f.tipoComprobante, f.serie, f.numero),
        f.cuenta,
        nombres.get(f.cuenta) ?? '',
        lado(new Decimal(f.debe)),
        lado(new Decimal(f.haber)),
      ],
    } satisfies FilaReporte;
  }
  yield { celdas: ['', '', 'TOTALES', '', '', '', '', '', debe.toFixed(2), haber.toFixed(2)], enfasis: true };
}

export function libroDiario51(
  db: Db,
  empresaId: string,
  periodo: string,
  nombres: Map<string, string>,
): LibroImpreso {
  return {
    formato: 'FORMATO 5.1: LIBRO DIARIO',
    archivo: `libro-diario-${periodo}`,
    periodo: periodoImpreso(periodo),
    columnas: [
      { encabezado: 'Número correlativo del asiento o código único de la operación', ancho: 18 },
      { encabezado: 'Fecha de la operación', ancho: 11 },
      { encabezado: 'Glosa o descripción de la operación', ancho: 36 },
      { encabezado: 'Código del libro o registro (tabla 8)', ancho: 10 },
      { encabezado: 'Número correlativo', ancho: 9 },
      { encabezado: 'Número del documento sustentatorio', ancho: 18 },
      { encabezado: 'Código de la cuenta contable', ancho: 10 },
      { encabezado: 'Denominación de la cuenta contable', ancho: 30 },
      monto('Debe'),
      monto('Haber'),
    ],
    filas: filas51(db, empresaId, periodo, nombres),
  };
}

const o = schema.operaciones;
const l = schema.asientoLineas;

/** The two-digit accounts (PCGE cuentas) the period moved: the 5.2's columns. */
async function cuentasDelPeriodo(db: Db, empresaId: string, periodo: string): Promise<string[]> {
  const cuenta = sql<string>`substr(${l.cuenta}, 1, 2)`;
  const filas = await db
    .selectDistinct({ cuenta })
    .from(l)
    .innerJoin(o, and(eq(o.empresaId, l.empresaId), eq(o.id, l.operacionId)))
    .where(and(eq(l.empresaId, empresaId), eq(o.periodo, periodo), isNull(o.deletedAt)))
    .orderBy(asc(cuenta));
  return filas.map((f) => f.cuenta);
}

type Asiento = {
  cabecera: MovimientoLeido['operacion'];
  importes: Map<string, { debe: Decimal; haber: Decimal }>;
};

/** The period's movements gathered asiento by asiento (they come in CUO order, line by line). */
async function* asientos(db: Db, empresaId: string, periodo: string): AsyncGenerator<Asiento> {
  let actual: Asiento | undefined;
  for await (const m of movimientosDelPeriodo(db, empresaId, periodo)) {
    if (actual && actual.cabecera.cuo !== m.operacion.cuo) {
      yield actual;
      actual = undefined;
    }
    actual ??= { cabecera: m.operacion, importes: new Map() };
    const cuenta = m.linea.cuenta.slice(0, 2);
    const previo = actual.importes.get(cuenta) ?? { debe: new Decimal(0), haber: new Decimal(0) };
    actual.importes.set(cuenta, {
      debe: previo.debe.plus(m.linea.debe),
      haber: previo.haber.plus(m.linea.haber),
    });
  }
  if (actual) yield actual;
}

/** 5.2: a row per asiento with a debe and a haber column per two-digit account; totals last. */
async function* filas52(db: Db, empresaId: string, periodo: string, cuentas: readonly string[]) {
  const totales = new Map(cuentas.map((c) => [c, { debe: new Decimal(0), haber: new Decimal(0) }]));
  for await (const a of asientos(db, empresaId, periodo)) {
    const celdas = [a.cabecera.cuo, fechaPeru(a.cabecera.fechaContable), a.cabecera.glosa];
    for (const c of cuentas) {
      const i = a.importes.get(c);
      const t = totales.get(c);
      if (i && t) {
        t.debe = t.debe.plus(i.debe);
        t.haber = t.haber.plus(i.haber);
      }
      celdas.push(i ? lado(i.debe) : '', i ? lado(i.haber) : '');
    }
    yield { celdas } satisfies FilaReporte;
  }
  const suma = cuentas.flatMap((c) => {
    const t = totales.get(c);
    return [t?.debe.toFixed(2) ?? '0.00', t?.haber.toFixed(2) ?? '0.00'];
  });
  yield { celdas: ['', '', 'TOTALES', ...suma], enfasis: true };
}

/**
 * 5.2 (libro diario de formato simplificado, for companies under 150 UIT of income): each asiento on
 * one row, its amounts under the two-digit accounts it moved.
 */
export async function libroDiario52(
  db: Db,
  empresaId: string,
  periodo: string,
  nombres: Map<string, string>,
): Promise<LibroImpreso> {
  const cuentas = await cuentasDelPeriodo(db, empresaId, periodo);
  return {
    formato: 'FORMATO 5.2: LIBRO DIARIO DE FORMATO SIMPLIFICADO',
    archivo: `libro-diario-simplificado-${periodo}`,
    periodo: periodoImpreso(periodo),
    columnas: [
      { encabezado: 'Número correlativo o código único de la operación', ancho: 18 },
      { encabezado: 'Fecha o periodo de la operación', ancho: 11 },
      { encabezado: 'Glosa o descripción de la operación', ancho: 30 },
      ...cuentas.flatMap((c) => {
        const nombre = `${c} ${nombres.get(c) ?? ''}`.trim();
        return [monto(`${nombre} Debe`, 14), monto(`${nombre} Haber`, 14)];
      }),
    ],
    filas: filas52(db, empresaId, periodo, cuentas),
  };
}
