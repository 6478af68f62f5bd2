import type { Db } from '@kipu/db';
import {
  ESTRUCTURAS,
  type FilaInventario,
  lineaBancos,
  lineaCaja,
  lineaCompras,
  lineaComprasSimplificado,
  lineaDiario,
  lineaNoDomiciliados,
  lineaPlanCuentas,
  lineasPle,
  lineaUnidades,
  lineaValorizado,
  lineaVentas,
  lineaVentasSimplificado,
} from '@kipu/peru/ple/index';
import type { SQL } from 'drizzle-orm';
import { filaBancos, filaCaja } from './filas-caja-bancos.ts';
import { filaDiario, filaPlanCuentas } from './filas-diario.ts';
import { filasInventario } from './filas-inventario.ts';
import { filaCompras, filaNoDomiciliados, filaVentas } from './filas-registros.ts';
import {
  type CuentasBancarias,
  contarEfectivo,
  cuentasBancarias,
  filtroBancos,
  filtroCaja,
  type MovimientoEfectivo,
  movimientosDeEfectivo,
} from './leer-caja-bancos.ts';
import {
  contarCuentasDelPlan,
  contarDelRegistro,
  contarMovimientos,
  cuentasDelPlanContable,
  movimientosDelPeriodo,
  movimientosPorCuenta,
  operacionesDelRegistro,
} from './leer-operaciones.ts';

/** A book the company can generate: how many lines it will have and its lines, read page by page. */
export type LibroPle = {
  codigo: string;
  /** SUNAT's number of the structure (14.1, 5.1…). */
  numero: string;
  nombre: string;
  contar(db: Db, empresaId: string, periodo: string): Promise<number>;
  lineas(db: Db, empresaId: string, periodo: string): AsyncGenerator<string>;
};

/** A register, from the operations of its ledger book (`fuente`: 14.2 and 8.3 read those of 14.1 and 8.1). */
function registro(
  codigo: string,
  numero: string,
  linea: (op: Parameters<typeof filaVentas>[0]) => string,
  fuente = codigo,
): LibroPle {
  return {
    codigo,
    numero,
    nombre: ESTRUCTURAS[codigo]?.nombre ?? codigo,
    contar: (db, empresaId, periodo) => contarDelRegistro(db, empresaId, periodo, fuente),
    lineas: (db, empresaId, periodo) =>
      lineasPle(operacionesDelRegistro(db, empresaId, periodo, fuente), linea),
  };
}

/** 5.1 and 5.2 (the same lines: the simplified journal has the full one's structure in the PLE). */
const diario = (codigo: string, numero: string): LibroPle => ({
  codigo,
  numero,
  nombre: ESTRUCTURAS[codigo]?.nombre ?? codigo,
  contar: contarMovimientos,
  lineas: (db, empresaId, periodo) =>
    lineasPle(movimientosDelPeriodo(db, empresaId, periodo), (m) => lineaDiario(filaDiario(m))),
});

/** 5.3 and 5.4: the company's chart of accounts. */
const planDeCuentas = (codigo: string, numero: string): LibroPle => ({
  codigo,
  numero,
  nombre: ESTRUCTURAS[codigo]?.nombre ?? codigo,
  contar: (db, empresaId) => contarCuentasDelPlan(db, empresaId),
  lineas: (db, empresaId, periodo) =>
    lineasPle(cuentasDelPlanContable(db, empresaId), (c) => lineaPlanCuentas(filaPlanCuentas(periodo, c))),
});

/** 1.1 and 1.2: the period's lines of the cash or the bank accounts, told apart by the bank accounts. */
function efectivo(
  codigo: string,
  numero: string,
  filtro: (bancos: CuentasBancarias) => SQL | undefined,
  linea: (bancos: CuentasBancarias) => (m: MovimientoEfectivo) => string,
): LibroPle {
  return {
    codigo,
    numero,
    nombre: ESTRUCTURAS[codigo]?.nombre ?? codigo,
    contar: async (db, empresaId, periodo) =>
      contarEfectivo(db, empresaId, periodo, filtro(await cuentasBancarias(db, empresaId))),
    lineas: async function* (db, empresaId, periodo) {
      const bancos = await cuentasBancarias(db, empresaId);
      yield* lineasPle(movimientosDeEfectivo(db, empresaId, periodo, filtro(bancos)), linea(bancos));
    },
  };
}

/** 12.1 and 13.1: the kardex of every product, valued at the weighted average. */
function inventario(codigo: string, numero: string, linea: (f: FilaInventario) => string): LibroPle {
  return {
    codigo,
    numero,
    nombre: ESTRUCTURAS[codigo]?.nombre ?? codigo,
    contar: async (db, empresaId, periodo) => (await filasInventario(db, empresaId, periodo)).length,
    lineas: async function* (db, empresaId, periodo) {
      for (const f of await filasInventario(db, empresaId, periodo)) yield linea(f);
    },
  };
}

const LISTA: LibroPle[] = [
  efectivo('010100', '1.1', filtroCaja, () => (m) => lineaCaja(filaCaja(m))),
  efectivo('010200', '1.2', filtroBancos, (bancos) => (m) => lineaBancos(filaBancos(m, bancos))),
  registro('140100', '14.1', (op) => lineaVentas(filaVentas(op))),
  registro('140200', '14.2', (op) => lineaVentasSimplificado(filaVentas(op)), '140100'),
  registro('080100', '8.1', (op) => lineaCompras(filaCompras(op))),
  registro('080200', '8.2', (op) => lineaNoDomiciliados(filaNoDomiciliados(op))),
  registro('080300', '8.3', (op) => lineaComprasSimplificado(filaCompras(op)), '080100'),
  diario('050100', '5.1'),
  diario('050200', '5.2'),
  planDeCuentas('050300', '5.3'),
  planDeCuentas('050400', '5.4'),
  {
    codigo: '060100',
    numero: '6.1',
    nombre: 'Libro mayor',
    contar: contarMovimientos,
    lineas: (db, empresaId, periodo) =>
      lineasPle(movimientosPorCuenta(db, empresaId, periodo), (m) => lineaDiario(filaDiario(m))),
  },
  inventario('120100', '12.1', lineaUnidades),
  inventario('130100', '13.1', lineaValorizado),
];

/** The books, in the order the screen lists them. */
export const LIBROS_PLE: readonly LibroPle[] = LISTA;

export const libroPle = (codigo: string): LibroPle | undefined => LISTA.find((l) => l.codigo === codigo);
