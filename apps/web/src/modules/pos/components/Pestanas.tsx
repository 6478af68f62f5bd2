import { Button } from 'primereact/button';
import type { SelectOption } from '../../../ui/SelectBuscar';

interface PestanasProps {
  /** What the tabs choose ('Zonas', 'Categorías'). */
  etiqueta: string;
  opciones: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
}

/** One large button an option (zones, categories, kitchens), scrolling sideways on a phone. */
export function Pestanas({ etiqueta, opciones, value, onChange }: PestanasProps) {
  return (
    <div className="pos-zonas" role="tablist" aria-label={etiqueta}>
      {opciones.map((o) => (
        <Button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          label={o.label}
          outlined={o.value !== value}
          onClick={() => onChange(o.value)}
        />
      ))}
    </div>
  );
}
