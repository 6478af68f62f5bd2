import type { TipoCuentas } from '@kipu/peru/contabilidad/cuentas-por-cobrar-pagar';
import { type ColumnaExcel, escribirHojaExcel } from '../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { empresaDelLibro } from '../reportes/cuentas-y-empresa.ts';
import { pdfDeHoja } from '../reportes/hoja-impresa.ts';
import {
  type DocumentoPendiente,
  documentosPendientes,
  type FiltroPendientes,
} from './documentos-pendientes.ts';

const COLUMNAS: readonly ColumnaExcel<DocumentoPendiente>[] = [
  { encabezado: 'N° documento identidad', valor: (d) => d.personaNumero, ancho: 14 },
  { encabezado: 'Razón social', valor: (d) => d.personaNombre, ancho: 36 },
  { encabezado: 'Cuenta', valor: (d) => d.cuenta, ancho: 8 },
  { encabezado: 'Documento', valor: (d) => d.documento, ancho: 18 },
  { encabezado: 'Emisión', valor: (d) => d.fechaEmision, ancho: 11 },
  { encabezado: 'Vencimiento', valor: (d) => d.fechaVencimiento, ancho: 11 },
  { encabezado: 'Moneda', valor: (d) => d.moneda, ancho: 7 },
  { encabezado: 'T.C.', valor: (d) => d.tipoCambio, tipo: 'cantidad', ancho: 7 },
  { encabezado: 'Importe', valor: (d) => (d.moneda === 'PEN' ? d.importe : d.importeMe), tipo: 'monto' },
  { encabezado: 'Pagado', valor: (d) => d.pagado, tipo: 'monto' },
  { encabezado: 'Saldo', valor: (d) => (d.moneda === 'PEN' ? d.saldo : d.saldoMe), tipo: 'monto' },
  { encabezado: 'Saldo S/', valor: (d) => d.saldo, tipo: 'monto' },
  { encabezado: 'Días vencido', valor: (d) => Math.max(d.diasVencidos, 0), tipo: 'cantidad', ancho: 8 },
  { encabezado: 'No vencido', valor: (d) => d.antiguedad.no_vencido, tipo: 'monto' },
  { encabezado: '1-30', valor: (d) => d.antiguedad.d1_30, tipo: 'monto' },
  { encabezado: '31-60', valor: (d) => d.antiguedad.d31_60, tipo: 'monto' },
  { encabezado: '61-90', valor: (d) => d.antiguedad.d61_90, tipo: 'monto' },
  { encabezado: 'Más de 90', valor: (d) => d.antiguedad.mas_90, tipo: 'monto' },
];

/** excelByCxPx: the pending list with the screen's own filter, aging in soles at the cut-off date. */
export async function exportarPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentas,
  filtro: FiltroPendientes,
): Promise<ArchivoGenerado> {
  const { corte, filas } = await documentosPendientes(deps, sesion, tipo, filtro);
  // Sheet names may not hold '/': the date goes as DD-MM-AAAA.
  const titulo = `Cuentas por ${tipo} al ${corte.split('-').reverse().join('-')}`;
  return archivoExcel(`cuentas-por-${tipo}`, await escribirHojaExcel(titulo, COLUMNAS, filas));
}

const fechaImpresa = (f: string) => f.split('-').reverse().join('/');

/** pdfByCxPx: the same list and columns under the legal header, on a wide sheet. */
export async function pdfPendientes(
  deps: Dependencias,
  sesion: SesionActiva,
  tipo: TipoCuentas,
  filtro: FiltroPendientes,
): Promise<ArchivoGenerado> {
  const { corte, filas } = await documentosPendientes(deps, sesion, tipo, filtro);
  const { contribuyente } = await empresaDelLibro(deps, sesion);
  return pdfDeHoja(
    {
      formato: `CUENTAS POR ${tipo.toUpperCase()} - DOCUMENTOS PENDIENTES`,
      archivo: `cuentas-por-${tipo}-${corte}`,
      periodo: `AL ${fechaImpresa(corte)}`,
      datos: ['Saldos y antigüedad en soles a la fecha de corte'],
      columnas: COLUMNAS,
      filas,
    },
    contribuyente,
  );
}
