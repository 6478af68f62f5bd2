import { Button } from 'primereact/button';
import { BotonQuitar } from '../../../ui/BotonQuitar';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DecimalInput } from '../../../ui/DecimalInput';
import { type CuotaForm, nuevaClave } from '../utils/comprobante-form';

interface CuotasEditorProps {
  cuotas: CuotaForm[];
  onChange: (cuotas: CuotaForm[]) => void;
}

/** The instalments of a sale on credit: amount and due date each. */
export function CuotasEditor({ cuotas, onChange }: CuotasEditorProps) {
  const cambiar = (clave: string, cambios: Partial<CuotaForm>) =>
    onChange(cuotas.map((q) => (q.clave === clave ? { ...q, ...cambios } : q)));
  return (
    <div className="facturador-cuotas">
      {cuotas.map((q, i) => (
        <div key={q.clave} className="facturador-cuota">
          <span>Cuota {i + 1}</span>
          <DecimalInput
            id={`cuota-${i + 1}-monto`}
            aria-label={`Monto de la cuota ${i + 1}`}
            placeholder="Monto"
            value={q.monto}
            onChange={(v) => cambiar(q.clave, { monto: v })}
          />
          <CampoFecha
            id={`cuota-${i + 1}-vencimiento`}
            aria-label={`Vencimiento de la cuota ${i + 1}`}
            value={q.vencimiento}
            onChange={(v) => cambiar(q.clave, { vencimiento: v })}
          />
          <BotonQuitar
            etiqueta={`Quitar la cuota ${i + 1}`}
            onClick={() => onChange(cuotas.filter((x) => x.clave !== q.clave))}
          />
        </div>
      ))}
      <Button
        type="button"
        label="Agregar cuota"
        icon="pi pi-plus"
        size="small"
        outlined
        onClick={() => onChange([...cuotas, { clave: nuevaClave(), monto: '', vencimiento: '' }])}
      />
    </div>
  );
}
