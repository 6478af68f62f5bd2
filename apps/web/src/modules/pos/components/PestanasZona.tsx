import { Button } from 'primereact/button';
import type { SelectOption } from '../../../ui/SelectBuscar';

interface PestanasZonaProps {
  zonas: readonly SelectOption[];
  value: string | null;
  onChange: (zonaId: string) => void;
}

/** One button a zone, scrolling sideways on a phone; the chosen one is filled. */
export function PestanasZona({ zonas, value, onChange }: PestanasZonaProps) {
  return (
    <div className="pos-zonas" role="tablist" aria-label="Zonas">
      {zonas.map((z) => (
        <Button
          key={z.value}
          type="button"
          role="tab"
          aria-selected={z.value === value}
          label={z.label}
          outlined={z.value !== value}
          onClick={() => onChange(z.value)}
        />
      ))}
    </div>
  );
}
