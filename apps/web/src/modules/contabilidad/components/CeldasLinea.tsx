import { BotonQuitar } from '../../../ui/BotonQuitar';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
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
      <BotonQuitar etiqueta={`Quitar la línea ${n}`} onClick={onQuitar} />
    </td>
  );
}

interface CeldaValorProps {
  id: string;
  /** What the screen reader names it ('Debe de la línea 2'). */
  etiqueta: string;
  value: string;
  onChange: (valor: string) => void;
}

/** A line's amount cell, kept as the typed decimal string. */
export function CeldaDecimal({ id, etiqueta, value, onChange }: CeldaValorProps) {
  return (
    <td>
      <DecimalInput id={id} aria-label={etiqueta} value={value} onChange={onChange} />
    </td>
  );
}

/** A line's own glosa cell (up to 200 characters, as the ledger keeps it). */
export function CeldaGlosa({ id, n, value, onChange }: Omit<CeldaValorProps, 'etiqueta'> & { n: number }) {
  return (
    <td>
      <TextInput
        id={id}
        aria-label={`Glosa de la línea ${n}`}
        value={value}
        maxLength={200}
        onChange={onChange}
      />
    </td>
  );
}
