import type { CompraCalculada, ImportesCompra } from '@kipu/peru/contabilidad/calculo-compra';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { formatMonto } from '../../../ui/utils/montos';
import { type FilaImporte, ImportesCalculados } from './ImportesCalculados';

const FILAS: readonly FilaImporte<keyof ImportesCompra>[] = [
  { clave: 'baseGravada', etiqueta: 'Base gravada', siempre: true },
  { clave: 'igv', etiqueta: 'IGV', siempre: true },
  { clave: 'baseGravadaMixta', etiqueta: 'Base gravada y no gravada' },
  { clave: 'igvMixta', etiqueta: 'IGV (gravada y no gravada)' },
  { clave: 'baseSinCredito', etiqueta: 'Base sin crédito fiscal' },
  { clave: 'igvSinCredito', etiqueta: 'IGV sin crédito fiscal' },
  { clave: 'noGravada', etiqueta: 'No gravada' },
  { clave: 'isc', etiqueta: 'ISC' },
  { clave: 'icbper', etiqueta: 'ICBPER' },
  { clave: 'otros', etiqueta: 'Otros tributos' },
];

interface TotalesCompraProps {
  calculo: CompraCalculada;
  tasa: string;
  simbolo: string;
  /** The total typed from the document; empty: the sum. */
  total: string;
  onTotal: (total: string) => void;
}

/** The register columns the purchase fills, live, and the document's total checked against their sum. */
export function TotalesCompra({ calculo, tasa, simbolo, total, onTotal }: TotalesCompraProps) {
  return (
    <section className="compra-totales" aria-label="Totales">
      <ImportesCalculados
        filas={FILAS}
        importes={calculo.importes}
        suma={calculo.suma}
        tasa={tasa}
        simbolo={simbolo}
        prefijo="compra"
      />
      <FormField id="compra-total" label="Importe total del comprobante">
        <DecimalInput value={total} placeholder={formatMonto(calculo.suma)} onChange={onTotal} />
      </FormField>
    </section>
  );
}
