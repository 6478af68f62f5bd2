import { Button } from 'primereact/button';
import { CuentaContableSelect } from './CuentaContableSelect';

interface CeldaCuentaProps {
  /** The picker's id ('compra-linea-2-cuenta'). */
  id: string;
  n: number;
  cuenta: string;
  etiqueta: string;
  /** Which accounts the picker offers (last level always). */
  filtro: 'compras' | 'ventas' | 'ultimoNivel';
  onChange: (cambios: { cuenta: string; cuentaEtiqueta: string }) => void;
}

/** A document line's account cell: the picker with its accessible label. */
export function CeldaCuenta({ id, n, cuenta, etiqueta, filtro, onChange }: CeldaCuentaProps) {
  return (
    <td className="compra-lineas__cuenta">
      <label className="sr-only" htmlFor={id}>
        Cuenta de la línea {n}
      </label>
      <CuentaContableSelect
        id={id}
        compras={filtro === 'compras'}
        ventas={filtro === 'ventas'}
        ultimoNivel={filtro === 'ultimoNivel'}
        value={cuenta ? { value: cuenta, label: etiqueta || cuenta } : null}
        onChange={(c) => onChange({ cuenta: c?.value ?? '', cuentaEtiqueta: c?.label ?? '' })}
      />
    </td>
  );
}

/** A document line's last cell: the button that removes it. */
export function CeldaQuitar({ n, onQuitar }: { n: number; onQuitar: () => void }) {
  return (
    <td>
      <Button
        type="button"
        icon="pi pi-trash"
        size="small"
        text
        severity="danger"
        aria-label={`Quitar la línea ${n}`}
        onClick={onQuitar}
      />
    </td>
  );
}
