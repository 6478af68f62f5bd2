import type { PagoEntrada } from '@kipu/peru/pos/pagos';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { DecimalInput } from '../../../ui/DecimalInput';
import { MEDIOS } from '../utils/cobro';

interface PagosCobroProps {
  pagos: PagoEntrada[];
  onChange: (pagos: PagoEntrada[]) => void;
}

/** The payments of a charge: one method or several (split), cash with what the guest hands over. */
export function PagosCobro({ pagos, onChange }: PagosCobroProps) {
  const cambiar = (i: number, cambio: Partial<PagoEntrada>) =>
    onChange(pagos.map((p, j) => (j === i ? { ...p, ...cambio } : p)));
  return (
    <div className="pos-pagos">
      {pagos.map((p, i) => (
        // A payment row has no identity beyond its place in the split.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={i} className="pos-pagos__fila">
          <Dropdown
            value={p.medio}
            options={MEDIOS}
            aria-label={`Medio del pago ${i + 1}`}
            onChange={(e) => cambiar(i, { medio: String(e.value), recibido: '' })}
          />
          <DecimalInput
            value={p.monto}
            aria-label={`Monto del pago ${i + 1}`}
            placeholder="Monto"
            onChange={(v) => cambiar(i, { monto: v })}
          />
          {p.medio === 'efectivo' ? (
            <DecimalInput
              value={p.recibido ?? ''}
              aria-label={`Efectivo recibido del pago ${i + 1}`}
              placeholder="Recibido"
              onChange={(v) => cambiar(i, { recibido: v })}
            />
          ) : (
            <span />
          )}
          <Button
            type="button"
            icon="pi pi-times"
            rounded
            text
            severity="danger"
            aria-label={`Quitar el pago ${i + 1}`}
            disabled={pagos.length === 1}
            onClick={() => onChange(pagos.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      <Button
        type="button"
        label="Agregar medio de pago"
        icon="pi pi-plus"
        outlined
        size="small"
        onClick={() => onChange([...pagos, { medio: 'tarjeta', monto: '', recibido: '' }])}
      />
    </div>
  );
}
