import type { RegistroVentasQuery } from '../../../gql/graphql';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import { excelRegistroVentasQuery, pdfRegistroVentasQuery } from '../graphql/reportes-contables';
import { anularVentaMutation, registroVentasQuery } from '../graphql/ventas';
import { AsientoVentaDialog } from './AsientoVentaDialog';
import { type ColumnaRegistro, RegistroLibroPage } from './RegistroLibroPage';
import type { ColumnaTotal } from './TotalesRegistro';

type Fila = RegistroVentasQuery['registroVentas']['filas'][number];
type Totales = RegistroVentasQuery['registroVentas']['totales'];

const documento = (f: Fila) =>
  `${f.tipo_comprobante} ${f.serie ? `${f.serie}-` : ''}${f.numero}${f.numero_final ? ` al ${f.numero_final}` : ''}`;
const COLUMNAS: readonly ColumnaRegistro<Fila>[] = [
  { encabezado: 'Cliente', valor: (f) => `${f.cliente_numero_documento ?? ''} ${f.cliente_nombre ?? ''}` },
  { encabezado: 'Exportación', monto: true, valor: (f) => formatMonto(f.exportacion) },
  { encabezado: 'Base gravada', monto: true, valor: (f) => formatMonto(f.base_gravada) },
  { encabezado: 'IGV', monto: true, valor: (f) => formatMonto(f.igv) },
  {
    encabezado: 'Exonerada / inafecta',
    monto: true,
    valor: (f) => formatMonto(sumarMontos([f.exonerada, f.inafecta])),
  },
];
const COLUMNAS_FINALES: readonly ColumnaRegistro<Fila>[] = [
  { encabezado: 'Origen', valor: (f) => (f.de_facturacion ? 'Facturación' : 'Registro') },
];
const COLUMNAS_TOTALES: readonly ColumnaTotal<Totales>[] = [
  { clave: 'exportacion', etiqueta: 'Exportación' },
  { clave: 'base_gravada', etiqueta: 'Base gravada' },
  { clave: 'igv', etiqueta: 'IGV' },
  { clave: 'exonerada', etiqueta: 'Exonerada' },
  { clave: 'inafecta', etiqueta: 'Inafecta' },
  { clave: 'isc', etiqueta: 'ISC' },
  { clave: 'icbper', etiqueta: 'ICBPER' },
  { clave: 'otros', etiqueta: 'Otros' },
  { clave: 'total', etiqueta: 'Total' },
];

/**
 * /contable/ventas: the registro de ventas of a period (amounts in soles, as the 14.1 keeps them) with
 * its totals — invoicing's documents and those registered here; each sale's asiento from its row, and
 * voiding for those registered here (invoicing's are voided in invoicing).
 */
export function VentasPage() {
  return (
    <RegistroLibroPage
      titulo="Registro de ventas"
      idPeriodo="ventas-periodo"
      vacio="No hay ventas en el periodo"
      query={registroVentasQuery}
      elegir={(d) => d.registroVentas}
      excel={{ query: excelRegistroVentasQuery, elegir: (d) => d.excelRegistroVentas }}
      pdf={{ query: pdfRegistroVentasQuery, elegir: (d) => d.pdfRegistroVentas }}
      registrar={{ etiqueta: 'Registrar venta', ruta: '/contable/venta/create' }}
      documento={documento}
      columnas={COLUMNAS}
      columnasFinales={COLUMNAS_FINALES}
      totales={COLUMNAS_TOTALES}
      anulacion={{
        mutation: anularVentaMutation,
        confirmacion: (f) =>
          `¿Anular la venta ${documento(f)} de ${f.cliente_nombre ?? ''}? Saldrá del registro y del diario.`,
        exito: (f) => `Venta ${documento(f)} anulada`,
        permitida: (f) => !f.de_facturacion,
      }}
      Asiento={AsientoVentaDialog}
    />
  );
}
