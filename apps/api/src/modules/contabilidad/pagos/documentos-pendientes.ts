import { schema } from '@kipu/db';
import {
  type Antiguedad,
  antiguedadDe,
  type CuotaPendiente,
  cuotasPendientes,
  diasVencidos,
  piezasPorVencimiento,
  sumarAntiguedad,
  type TipoCuentas,
} from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import { esFecha } from '@kipu/peru/ubl/partes';
import Decimal from 'decimal.js';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type DocumentoLeido, enMonedaDelDocumento, leerDocumentos, nombreDocumento } from './documentos.ts';

/** A pending document as the screens show it: balances, what was paid, instalments and aging. */
export type DocumentoPendiente = DocumentoLeido & {
  documento: string;
  /** Paid or credited so far, in the document's currency. */
  pagado: string;
  cuotasPendientes: CuotaPendiente[];
  /** Days past the due date of its oldest pending piece (negative: not yet due). */
  diasVencidos: number;
  antiguedad: Antiguedad;
};

export type FiltroPendientes = {
  personaId?: string | null;
  fechaDesde?: string | null;
  fechaHasta?: string | null;
  moneda?: string | null;
  buscar?: string | null;
  /** Balances and aging at this day (today by default). */
  fechaCorte?: string | null;
};

export type TotalesPendientes = {
  /** Every balance in soles. */
  saldo: string;
  /** Balances of documents in soles, and of those in dollars (in dollars). */
  saldoPen: string;
  saldoUsd: string;
  antiguedad: Antiguedad;
};

export type Pendientes = { corte: string; filas: DocumentoPendiente[]; totales: TotalesPendientes };

const en = (d: DocumentoLeido, k: 'importe' | 'saldo') =>
  d.moneda === 'PEN' ? d[k] : k === 'importe' ? d.importeMe : d.saldoMe;

/** What a read document lacks for the screens: paid, instalments left, due pieces and aging at `corte`. */
export function pendienteDe(d: DocumentoLeido, corte: string): DocumentoPendiente {
  const saldo = enMonedaDelDocumento(d);
  const pagado = new Decimal(en(d, 'importe')).minus(saldo).toFixed(2);
  const cuotas = cuotasPendientes(d.cuotas, pagado);
  const piezas = new Decimal(saldo).gt(0)
    ? piezasPorVencimiento(saldo, d.fechaVencimiento, cuotas)
    : [{ fecha: d.fechaVencimiento, monto: saldo }];
  return {
    ...d,
    documento: nombreDocumento(d),
    pagado,
    cuotasPendientes: cuotas,
    diasVencidos: diasVencidos(piezas[0]?.fecha ?? d.fechaVencimiento, corte),
    antiguedad: antiguedadDe(d.saldo, piezas, corte),
  };
}

const sinTildes = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase();

function fechaOpcional(v: string | null | undefined, nombre: string): string | undefined {
  const f = (v ?? '').trim();
  if (!f) return undefined;
  if (!esFecha(f)) throw entradaInvalida(`La fecha ${nombre} no es válida`);
  return f;
}

/**
 * The session company's documents to collect or pay with a balance at the cut-off date, filtered by
 * person, emission dates, currency and a text (document or name), with totals and aging; ordered by
 * person and emission.
 */
export async function documentosPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentas,
  f: FiltroPendientes,
): Promise<Pendientes> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const corte = fechaOpcional(f.fechaCorte, 'de corte') ?? hoyEnLima();
  const desde = fechaOpcional(f.fechaDesde, 'desde');
  const hasta = fechaOpcional(f.fechaHasta, 'hasta');
  if (desde && hasta && desde > hasta) throw entradaInvalida('La fecha desde es posterior a la fecha hasta');
  const moneda = (f.moneda ?? '').trim();
  if (moneda && moneda !== 'PEN' && moneda !== 'USD')
    throw entradaInvalida('La moneda debe ser soles (PEN) o dólares (USD)');
  const personaId = f.personaId
    ? (await exigirDeEmpresa(deps, sesion, schema.personas, f.personaId)).id
    : undefined;
  const texto = sinTildes((f.buscar ?? '').trim());
  const leidos = await leerDocumentos(deps.db, empresaId, tipo, {
    corte,
    ...(personaId ? { personaId } : {}),
  });
  const filas = leidos
    .filter(
      (d) =>
        (!desde || d.fechaEmision >= desde) &&
        (!hasta || d.fechaEmision <= hasta) &&
        (!moneda || d.moneda === moneda) &&
        (!texto ||
          sinTildes(
            `${nombreDocumento(d)} ${d.serie ?? ''}-${d.numero} ${d.personaNumero ?? ''} ${d.personaNombre ?? ''}`,
          ).includes(texto)),
    )
    .map((d) => pendienteDe(d, corte))
    .sort(
      (a, b) =>
        (a.personaNombre ?? '').localeCompare(b.personaNombre ?? '') ||
        a.fechaEmision.localeCompare(b.fechaEmision) ||
        a.documento.localeCompare(b.documento),
    );
  const suma = (xs: readonly string[]) => xs.reduce((s, v) => s.plus(v), new Decimal(0)).toFixed(2);
  return {
    corte,
    filas,
    totales: {
      saldo: suma(filas.map((d) => d.saldo)),
      saldoPen: suma(filas.filter((d) => d.moneda === 'PEN').map((d) => d.saldo)),
      saldoUsd: suma(filas.filter((d) => d.moneda === 'USD').map((d) => d.saldoMe)),
      antiguedad: sumarAntiguedad(filas.map((d) => d.antiguedad)),
    },
  };
}

/** What is pending per person: documents, balances and aging (cuentasByParamCxPx). */
export type PendientePorPersona = {
  personaId: string | null;
  personaNumero: string | null;
  personaNombre: string | null;
  documentos: number;
  saldo: string;
  saldoUsd: string;
  antiguedad: Antiguedad;
};

export function porPersona(filas: readonly DocumentoPendiente[]): PendientePorPersona[] {
  const grupos = new Map<string, DocumentoPendiente[]>();
  for (const d of filas) {
    const clave = d.personaId ?? `${d.personaNumero ?? ''}|${d.personaNombre ?? ''}`;
    grupos.set(clave, [...(grupos.get(clave) ?? []), d]);
  }
  return [...grupos.values()].map((ds) => {
    const [primero] = ds;
    return {
      personaId: primero?.personaId ?? null,
      personaNumero: primero?.personaNumero ?? null,
      personaNombre: primero?.personaNombre ?? null,
      documentos: ds.length,
      saldo: ds.reduce((s, d) => s.plus(d.saldo), new Decimal(0)).toFixed(2),
      saldoUsd: ds
        .filter((d) => d.moneda === 'USD')
        .reduce((s, d) => s.plus(d.saldoMe), new Decimal(0))
        .toFixed(2),
      antiguedad: sumarAntiguedad(ds.map((d) => d.antiguedad)),
    };
  });
}
