import { type ColumnaExcel, escribirHojaExcel } from '../../../../infra/excel/escribir-hoja.ts';
import { type ArchivoGenerado, archivoExcel } from '../../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../../shared/dependencias.ts';
import type { SesionActiva } from '../../../auth/sesion-activa.ts';
import type { ComprobanteVista } from '../../comprobante-vista.ts';
import { comprobantesDelFiltro, type FiltroSalidas } from '../filtro-comprobantes.ts';

const COLUMNAS: readonly ColumnaExcel<ComprobanteVista>[] = [
  { encabezado: 'Fecha', valor: (c) => c.fecha_emision, ancho: 11 },
  { encabezado: 'Tipo', valor: (c) => c.tipo, ancho: 6 },
  { encabezado: 'Serie-número', valor: (c) => `${c.serie}-${c.numero}`, ancho: 14 },
  { encabezado: 'Tipo doc. cliente', valor: (c) => c.cliente_tipo_documento, ancho: 8 },
  { encabezado: 'Doc. cliente', valor: (c) => c.cliente_numero_documento, ancho: 14 },
  { encabezado: 'Cliente', valor: (c) => c.cliente_nombre, ancho: 40 },
  { encabezado: 'Moneda', valor: (c) => c.moneda, ancho: 8 },
  { encabezado: 'Gravadas', valor: (c) => c.operaciones_gravadas, tipo: 'monto' },
  { encabezado: 'Exoneradas', valor: (c) => c.operaciones_exoneradas, tipo: 'monto' },
  { encabezado: 'Inafectas', valor: (c) => c.operaciones_inafectas, tipo: 'monto' },
  { encabezado: 'IGV', valor: (c) => c.igv, tipo: 'monto' },
  { encabezado: 'ICBPER', valor: (c) => c.icbper, tipo: 'monto' },
  { encabezado: 'Total', valor: (c) => c.importe_total, tipo: 'monto' },
  { encabezado: 'Doc. modificado', valor: (c) => c.documento_afectado, ancho: 14 },
  { encabezado: 'Estado', valor: (c) => c.estado, ancho: 11 },
  { encabezado: 'Código SUNAT', valor: (c) => c.codigo_sunat, ancho: 8 },
];

/** excelCPE: the documents the list's filter selects, newest first, as an .xlsx. */
export async function exportarComprobantes(
  deps: Dependencias,
  sesion: SesionActiva,
  filtro: FiltroSalidas,
): Promise<ArchivoGenerado> {
  const { filas } = await comprobantesDelFiltro(deps, sesion, filtro);
  return archivoExcel('comprobantes', await escribirHojaExcel('Comprobantes', COLUMNAS, filas));
}
