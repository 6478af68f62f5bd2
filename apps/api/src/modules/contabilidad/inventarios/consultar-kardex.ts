import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { CERO, documentoDe, type KardexProducto, kardexDelPeriodo, type LineaKardex } from './kardex.ts';
import { productoDeKardex } from './productos-kardex.ts';

/** kardex12 / kardex13: one product's kardex in a period (an empty one when it did not move). */
export async function consultarKardex(
  deps: Dependencias,
  sesion: SesionActiva,
  productoId: string,
  periodo: string,
): Promise<KardexProducto> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!/^\d{4}(0[1-9]|1[0-2])$/.test(periodo)) throw entradaInvalida('El periodo no es válido (AAAAMM)');
  const producto = await productoDeKardex(deps.db, empresaId, productoId);
  const [k] = await kardexDelPeriodo(deps.db, empresaId, periodo, producto.id);
  return k ?? { producto, periodo, inicial: CERO, lineas: [], final: CERO, problemas: [] };
}

/** A row of the sheet: the opening balance, each movement, the closing balance. */
export type FilaHoja = {
  fecha: string;
  documento: string;
  operacion: string;
  l: Pick<LineaKardex, 'entrada' | 'salida' | 'saldo'>;
};

const CANTIDADES: ColumnaExcel<FilaHoja>[] = [
  { encabezado: 'Fecha', valor: (f) => f.fecha, ancho: 12 },
  { encabezado: 'Documento', valor: (f) => f.documento, ancho: 18 },
  { encabezado: 'Tipo de operación (tabla 12)', valor: (f) => f.operacion, ancho: 14 },
  { encabezado: 'Entradas', valor: (f) => f.l.entrada.cantidad, tipo: 'cantidad' },
];

export const COLUMNAS_12: ColumnaExcel<FilaHoja>[] = [
  ...CANTIDADES,
  { encabezado: 'Salidas', valor: (f) => f.l.salida.cantidad, tipo: 'cantidad' },
  { encabezado: 'Saldo', valor: (f) => f.l.saldo.cantidad, tipo: 'cantidad' },
];

export const COLUMNAS_13: ColumnaExcel<FilaHoja>[] = [
  ...CANTIDADES,
  { encabezado: 'Costo unitario entrada', valor: (f) => f.l.entrada.costoUnitario, tipo: 'cantidad' },
  { encabezado: 'Costo total entrada', valor: (f) => f.l.entrada.costoTotal, tipo: 'monto' },
  { encabezado: 'Salidas', valor: (f) => f.l.salida.cantidad, tipo: 'cantidad' },
  { encabezado: 'Costo unitario salida', valor: (f) => f.l.salida.costoUnitario, tipo: 'cantidad' },
  { encabezado: 'Costo total salida', valor: (f) => f.l.salida.costoTotal, tipo: 'monto' },
  { encabezado: 'Saldo', valor: (f) => f.l.saldo.cantidad, tipo: 'cantidad' },
  { encabezado: 'Costo unitario saldo', valor: (f) => f.l.saldo.costoUnitario, tipo: 'cantidad' },
  { encabezado: 'Costo total saldo', valor: (f) => f.l.saldo.costoTotal, tipo: 'monto' },
];

/** The sheet's rows: the opening balance, each movement, the closing balance. */
export function filasKardex(k: KardexProducto): FilaHoja[] {
  const saldo = (documento: string, v: typeof k.inicial): FilaHoja => ({
    fecha: '',
    documento,
    operacion: '',
    l: { entrada: CERO, salida: CERO, saldo: v },
  });
  return [
    saldo('SALDO INICIAL', k.inicial),
    ...k.lineas.map((l) => ({
      fecha: l.movimiento.fecha,
      documento: documentoDe(l.movimiento) || (l.movimiento.glosa ?? ''),
      operacion: l.movimiento.tipoOperacion,
      l,
    })),
    saldo('SALDO FINAL', k.final),
  ];
}

/** excelKardex: the kardex as the screen shows it, in units (12.1) or valued (13.1). */
export async function excelKardex(
  deps: Dependencias,
  sesion: SesionActiva,
  productoId: string,
  periodo: string,
  valorizado: boolean,
): Promise<ArchivoGenerado> {
  const k = await consultarKardex(deps, sesion, productoId, periodo);
  // Sheet names take no "/": the period goes as AAAA-MM.
  const titulo = `Kardex ${valorizado ? 'valorizado' : 'unidades'} ${k.producto.codigo} ${periodo.slice(0, 4)}-${periodo.slice(4)}`;
  const datos = await escribirHojaExcel(titulo, valorizado ? COLUMNAS_13 : COLUMNAS_12, filasKardex(k));
  return archivoExcel(`kardex${valorizado ? '13' : '12'}-${k.producto.codigo}-${periodo}`, datos);
}
