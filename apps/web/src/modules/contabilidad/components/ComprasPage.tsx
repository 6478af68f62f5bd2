import type { RegistroComprasQuery } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';
import { anularCompraMutation, registroComprasQuery } from '../graphql/compras';
import { excelRegistroComprasQuery, pdfRegistroComprasQuery } from '../graphql/reportes-contables';
import { AsientoCompraDialog } from './AsientoCompraDialog';
import { DescargaPleCompras } from './DescargaPleCompras';
import { type ColumnaRegistro, RegistroLibroPage } from './RegistroLibroPage';
import type { ColumnaTotal } from './TotalesRegistro';

type Fila = RegistroComprasQuery['registroCompras']['filas'][number];
type Totales = RegistroComprasQuery['registroCompras']['totales'];

const documento = (f: Fila) => `${f.tipo_comprobante} ${f.serie ? `${f.serie}-` : ''}${f.numero}`;
const COLUMNAS: readonly ColumnaRegistro<Fila>[] = [
  {
    encabezado: 'Proveedor',
    valor: (f) => `${f.proveedor_numero_documento ?? ''} ${f.proveedor_nombre ?? ''}`,
  },
  { encabezado: 'Base gravada', monto: true, valor: (f) => formatMonto(f.base_gravada) },
  { encabezado: 'IGV', monto: true, valor: (f) => formatMonto(f.igv) },
  { encabezado: 'No gravada', monto: true, valor: (f) => formatMonto(f.no_gravada) },
];
const COLUMNAS_TOTALES: readonly ColumnaTotal<Totales>[] = [
  { clave: 'base_gravada', etiqueta: 'Base gravada' },
  { clave: 'igv', etiqueta: 'IGV' },
  { clave: 'base_gravada_mixta', etiqueta: 'Base gravada y no gravada' },
  { clave: 'igv_mixta', etiqueta: 'IGV (gravada y no gravada)' },
  { clave: 'base_sin_credito', etiqueta: 'Base sin crédito' },
  { clave: 'igv_sin_credito', etiqueta: 'IGV sin crédito' },
  { clave: 'no_gravada', etiqueta: 'No gravada' },
  { clave: 'isc', etiqueta: 'ISC' },
  { clave: 'icbper', etiqueta: 'ICBPER' },
  { clave: 'otros', etiqueta: 'Otros' },
  { clave: 'total', etiqueta: 'Total' },
];

/**
 * /contable/compras: the registro de compras of a period (amounts in soles, as the 8.1 keeps them) with
 * its totals; each purchase's asiento and voiding from its row.
 */
export function ComprasPage() {
  return (
    <RegistroLibroPage
      titulo="Registro de compras"
      idPeriodo="compras-periodo"
      vacio="No hay compras en el periodo"
      query={registroComprasQuery}
      elegir={(d) => d.registroCompras}
      excel={{ query: excelRegistroComprasQuery, elegir: (d) => d.excelRegistroCompras }}
      pdf={{ query: pdfRegistroComprasQuery, elegir: (d) => d.pdfRegistroCompras }}
      registrar={{ etiqueta: 'Registrar compra', ruta: '/contable/compra/create' }}
      filtrosExtra={(periodo) => <DescargaPleCompras periodo={periodo} />}
      documento={documento}
      columnas={COLUMNAS}
      totales={COLUMNAS_TOTALES}
      anulacion={{
        mutation: anularCompraMutation,
        confirmacion: (f) =>
          `¿Anular la compra ${documento(f)} de ${f.proveedor_nombre ?? ''}? Saldrá del registro y del diario.`,
        exito: (f) => `Compra ${documento(f)} anulada`,
      }}
      Asiento={AsientoCompraDialog}
    />
  );
}
