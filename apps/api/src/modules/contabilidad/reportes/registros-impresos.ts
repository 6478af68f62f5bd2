import type { Db } from '@kipu/db';
import { LIBRO_COMPRAS } from '@kipu/peru/contabilidad/comprobantes-compra';
import type { FilaCompras, FilaVentas } from '@kipu/peru/ple/index';
import Decimal from 'decimal.js';
import { fechaPeru } from '../../../infra/pdf/formato-texto.ts';
import { filaCompras, filaVentas } from '../../ple/filas-registros.ts';
import { type OperacionDeRegistro, operacionesDelRegistro } from '../../ple/leer-operaciones.ts';
import type { FilaReporte } from '../estados-financieros/reporte-tabular.ts';
import { LIBRO_VENTAS } from '../ventas/contabilizar-comprobante.ts';
import { periodoImpreso } from './cuentas-y-empresa.ts';
import type { LibroImpreso } from './libro-impreso.ts';

/** A printed column of a register: its caption and how a line fills it; amounts add up in the totals. */
type Columna<T> = {
  encabezado: string;
  valor: (f: T) => string | null | undefined;
  monto?: boolean;
  ancho?: number;
};

const fecha = (f: string | null | undefined) => (f ? fechaPeru(f) : '');
const texto = <T>(encabezado: string, valor: Columna<T>['valor'], ancho = 12): Columna<T> => ({
  encabezado,
  valor,
  ancho,
});
const monto = <T>(encabezado: string, valor: (f: T) => string): Columna<T> => ({
  encabezado,
  valor,
  monto: true,
  ancho: 13,
});

/** The register's lines in CUO order, a page at a time (the PLE's reader and line), then the totals. */
async function* lineas<T>(
  operaciones: AsyncIterable<OperacionDeRegistro>,
  aFila: (op: OperacionDeRegistro) => T,
  columnas: readonly Columna<T>[],
): AsyncGenerator<FilaReporte> {
  const totales = columnas.map(() => new Decimal(0));
  for await (const op of operaciones) {
    const f = aFila(op);
    yield {
      celdas: columnas.map((c, i) => {
        const v = c.valor(f) ?? '';
        if (c.monto) totales[i] = (totales[i] ?? new Decimal(0)).plus(v || 0);
        return v;
      }),
    };
  }
  yield {
    celdas: columnas.map((c, i) =>
      c.monto ? (totales[i] ?? new Decimal(0)).toFixed(2) : i === 0 ? 'TOTALES' : '',
    ),
    enfasis: true,
  };
}

const COMPRAS: readonly Columna<FilaCompras>[] = [
  texto('Número correlativo del registro o CUO', (f) => f.cuo, 18),
  texto('Fecha de emisión', (f) => fecha(f.fechaEmision), 11),
  texto('Fecha de vencimiento o pago', (f) => fecha(f.fechaVencimiento), 11),
  texto('Tipo (tabla 10)', (f) => f.tipoComprobante, 6),
  texto('Serie o código de la dependencia aduanera', (f) => f.serie, 8),
  texto('Año de emisión de la DUA o DSI', (f) => f.anioDua, 6),
  texto('Número del comprobante de pago o documento', (f) => f.numero),
  texto('Proveedor: tipo de documento (tabla 2)', (f) => f.proveedorTipoDocumento, 6),
  texto('Proveedor: número', (f) => f.proveedorNumeroDocumento),
  texto('Apellidos y nombres, denominación o razón social', (f) => f.proveedorNombre, 30),
  monto(
    'Adquisiciones gravadas destinadas a operaciones gravadas y/o de exportación: base imponible',
    (f) => f.baseGravada,
  ),
  monto('IGV (operaciones gravadas y/o de exportación)', (f) => f.igv),
  monto(
    'Adquisiciones gravadas destinadas a operaciones gravadas y no gravadas: base imponible',
    (f) => f.baseGravadaMixta,
  ),
  monto('IGV (operaciones gravadas y no gravadas)', (f) => f.igvMixta),
  monto(
    'Adquisiciones gravadas destinadas a operaciones no gravadas: base imponible',
    (f) => f.baseSinCredito,
  ),
  monto('IGV (operaciones no gravadas)', (f) => f.igvSinCredito),
  monto('Valor de las adquisiciones no gravadas', (f) => f.noGravada),
  monto('ISC', (f) => f.isc),
  monto('ICBPER', (f) => f.icbper),
  monto('Otros tributos y cargos', (f) => f.otros),
  monto('Importe total', (f) => f.total),
  texto('Constancia de depósito de detracción: número', (f) => f.detraccionNumero),
  texto('Constancia de depósito de detracción: fecha', (f) => fecha(f.detraccionFecha), 11),
  texto('Tipo de cambio', (f) => f.tipoCambio, 8),
  texto('Comprobante modificado: fecha', (f) => fecha(f.modifica?.fecha), 11),
  texto('Comprobante modificado: tipo', (f) => f.modifica?.tipo, 6),
  texto('Comprobante modificado: serie', (f) => f.modifica?.serie, 8),
  texto('Comprobante modificado: número', (f) => f.modifica?.numero),
];

const VENTAS: readonly Columna<FilaVentas>[] = [
  texto('Número correlativo del registro o CUO', (f) => f.cuo, 18),
  texto('Fecha de emisión', (f) => fecha(f.fechaEmision), 11),
  texto('Fecha de vencimiento y/o pago', (f) => fecha(f.fechaVencimiento), 11),
  texto('Tipo (tabla 10)', (f) => f.tipoComprobante, 6),
  texto('Número de serie', (f) => f.serie, 8),
  texto('Número', (f) => (f.numeroFinal ? `${f.numero}-${f.numeroFinal}` : f.numero)),
  texto('Cliente: tipo de documento (tabla 2)', (f) => f.clienteTipoDocumento, 6),
  texto('Cliente: número', (f) => f.clienteNumeroDocumento),
  texto('Apellidos y nombres, denominación o razón social', (f) => f.clienteNombre, 30),
  monto('Valor facturado de la exportación', (f) => f.exportacion),
  monto('Base imponible de la operación gravada', (f) => f.baseGravada),
  monto('Importe total de la operación exonerada', (f) => f.exonerada),
  monto('Importe total de la operación inafecta', (f) => f.inafecta),
  monto('ISC', (f) => f.isc),
  monto('IGV y/o IPM', (f) => f.igv),
  monto('ICBPER', (f) => f.icbper),
  monto('Otros tributos y cargos que no forman parte de la base imponible', (f) => f.otros),
  monto('Importe total del comprobante de pago', (f) => f.total),
  texto('Tipo de cambio', (f) => f.tipoCambio, 8),
  texto('Comprobante modificado: fecha', (f) => fecha(f.modifica?.fecha), 11),
  texto('Comprobante modificado: tipo', (f) => f.modifica?.tipo, 6),
  texto('Comprobante modificado: serie', (f) => f.modifica?.serie, 8),
  texto('Comprobante modificado: número', (f) => f.modifica?.numero),
];

function registro<T>(
  formato: string,
  archivo: string,
  periodo: string,
  columnas: readonly Columna<T>[],
  filas: AsyncIterable<FilaReporte>,
): LibroImpreso {
  return {
    formato,
    archivo: `${archivo}-${periodo}`,
    periodo: periodoImpreso(periodo),
    columnas: columnas.map((c) => ({ encabezado: c.encabezado, monto: c.monto, ancho: c.ancho })),
    filas,
  };
}

/** 8.1: the period's purchases as the register prints them, in soles. */
export function registroCompras81(db: Db, empresaId: string, periodo: string): LibroImpreso {
  const ops = operacionesDelRegistro(db, empresaId, periodo, LIBRO_COMPRAS);
  return registro(
    'FORMATO 8.1: REGISTRO DE COMPRAS',
    'registro-compras',
    periodo,
    COMPRAS,
    lineas(ops, filaCompras, COMPRAS),
  );
}

/** 14.1: the period's sales (registered here or posted from invoicing), in soles. */
export function registroVentas141(db: Db, empresaId: string, periodo: string): LibroImpreso {
  const ops = operacionesDelRegistro(db, empresaId, periodo, LIBRO_VENTAS);
  return registro(
    'FORMATO 14.1: REGISTRO DE VENTAS E INGRESOS',
    'registro-ventas',
    periodo,
    VENTAS,
    lineas(ops, filaVentas, VENTAS),
  );
}
