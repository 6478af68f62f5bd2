import type { ImportesVenta, VentaCalculada } from '@kipu/peru/contabilidad/calculo-venta';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { formatMonto } from '../../../ui/utils/montos';
import type { VentaForm } from '../utils/venta-form';
import { type FilaImporte, ImportesCalculados } from './ImportesCalculados';

const FILAS: readonly FilaImporte<keyof ImportesVenta>[] = [
  { clave: 'exportacion', etiqueta: 'Exportación' },
  { clave: 'baseGravada', etiqueta: 'Base gravada', siempre: true },
  { clave: 'igv', etiqueta: 'IGV', siempre: true },
  { clave: 'exonerada', etiqueta: 'Exonerada' },
  { clave: 'inafecta', etiqueta: 'Inafecta' },
  { clave: 'isc', etiqueta: 'ISC' },
  { clave: 'icbper', etiqueta: 'ICBPER' },
  { clave: 'otros', etiqueta: 'Otros cargos' },
];

interface TotalesVentaProps {
  form: VentaForm;
  calculo: VentaCalculada;
  tasa: string;
  onChange: (cambios: Partial<VentaForm>) => void;
}

/**
 * The 14.1 columns the sale fills, live; the IGV as printed, ISC, ICBPER and other charges, and the
 * document's total checked against the sum.
 */
export function TotalesVenta({ form, calculo, tasa, onChange }: TotalesVentaProps) {
  const simbolo = form.moneda === 'USD' ? 'US$' : 'S/';
  return (
    <section className="compra-totales" aria-label="Totales">
      <ImportesCalculados
        filas={FILAS}
        importes={calculo.importes}
        suma={calculo.suma}
        tasa={tasa}
        simbolo={simbolo}
        prefijo="venta"
      />
      <div className="compra-grilla">
        <FormField id="venta-igv" label="IGV impreso">
          <DecimalInput
            value={form.igv}
            placeholder={formatMonto(calculo.importes.igv)}
            onChange={(igv) => onChange({ igv })}
          />
        </FormField>
        <FormField id="venta-isc" label="ISC">
          <DecimalInput value={form.isc} onChange={(isc) => onChange({ isc })} />
        </FormField>
        <FormField id="venta-icbper" label="ICBPER">
          <DecimalInput value={form.icbper} onChange={(icbper) => onChange({ icbper })} />
        </FormField>
        <FormField id="venta-otros" label="Otros cargos">
          <DecimalInput value={form.otros} onChange={(otros) => onChange({ otros })} />
        </FormField>
        <FormField id="venta-total" label="Importe total del comprobante">
          <DecimalInput
            value={form.total}
            placeholder={formatMonto(calculo.suma)}
            onChange={(total) => onChange({ total })}
          />
        </FormField>
      </div>
    </section>
  );
}
