import type { TipoCuentaFinanciera } from '@kipu/peru';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type LibroMayor, libroMayor, type MovimientoMayor } from '../libro/libro-mayor.ts';
import { cuentaFinanciera } from '../pagos/registrar-pago.ts';

/** The cash or bank book of one financial account for a period (lFcaja / lFbancos). */
export type LibroCajaBancos = {
  cuenta_financiera_id: string;
  cuenta_financiera: string;
  banco: string | null;
  numero_cuenta: string | null;
  moneda: string;
  mayor: LibroMayor;
};

export const NOMBRE = { caja: 'caja', banco: 'banco' } as const;

/**
 * The month's movements of the account's 10x account with the balance brought forward and the running
 * balance, in soles — the libro mayor of that account, named by the financial account. A cash box is
 * read by lFcaja, a bank account by lFbancos.
 */
export async function libroCajaBancos(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentaFinanciera,
  args: { periodo: string; cuenta_financiera_id: string },
): Promise<LibroCajaBancos> {
  const c = await cuentaFinanciera(deps, sesion, args.cuenta_financiera_id);
  if (c.tipo !== tipo) throw entradaInvalida(`La cuenta ${c.codigo} no es una cuenta de ${NOMBRE[tipo]}`);
  const mayor = await libroMayor(deps, sesion, { cuenta: c.pcge, desde: args.periodo, hasta: args.periodo });
  return {
    cuenta_financiera_id: c.id,
    cuenta_financiera: `${c.codigo} ${c.descripcion}`,
    banco: c.bancoId,
    numero_cuenta: c.cuenta,
    moneda: c.monedaId,
    mayor,
  };
}

export const COLUMNAS: readonly ColumnaExcel<MovimientoMayor>[] = [
  { encabezado: 'Fecha', valor: (m) => m.fecha, ancho: 11 },
  { encabezado: 'CUO', valor: (m) => m.cuo, ancho: 18 },
  { encabezado: 'Libro', valor: (m) => m.libro, ancho: 8 },
  { encabezado: 'Documento', valor: (m) => m.documento, ancho: 18 },
  { encabezado: 'Glosa', valor: (m) => m.glosa, ancho: 44 },
  { encabezado: 'Debe', valor: (m) => m.debe, tipo: 'monto' },
  { encabezado: 'Haber', valor: (m) => m.haber, tipo: 'monto' },
  { encabezado: 'Saldo', valor: (m) => m.saldo, tipo: 'monto' },
];

/** The sheet's rows: the balance brought forward first, then each movement, then the sums. */
export function filasCajaBancos(l: LibroCajaBancos): MovimientoMayor[] {
  const m = l.mayor;
  const fila = (glosa: string, debe: string, haber: string, saldo: string): MovimientoMayor => ({
    operacion_id: '',
    linea: 0,
    periodo: m.periodo_desde,
    fecha: '',
    cuo: '',
    libro: '',
    cuenta: m.cuenta,
    glosa,
    documento: null,
    debe,
    haber,
    saldo,
  });
  return [
    fila('Saldo anterior', '0.00', '0.00', m.saldo_inicial),
    ...m.movimientos,
    fila('Totales', m.total_debe, m.total_haber, m.saldo_final),
  ];
}

/** The book as Excel. */
export async function excelCajaBancos(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentaFinanciera,
  args: { periodo: string; cuenta_financiera_id: string },
): Promise<ArchivoGenerado> {
  const l = await libroCajaBancos(deps, sesion, tipo, args);
  const titulo = `Libro ${NOMBRE[tipo]} ${l.cuenta_financiera} ${args.periodo}`.slice(0, 31);
  return archivoExcel(`libro-${NOMBRE[tipo]}`, await escribirHojaExcel(titulo, COLUMNAS, filasCajaBancos(l)));
}
