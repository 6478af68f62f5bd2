import { InputSwitch } from 'primereact/inputswitch';

interface SiNoSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Id of the switch input (for a label's htmlFor). */
  id?: string;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A yes/no switch that reads SI when on and NO when off (spec 02 §2 "Shared widgets"). */
export function SiNoSwitch({ checked, onChange, id, disabled = false, ...aria }: SiNoSwitchProps) {
  return (
    <span className={checked ? 'si-no si-no--si' : 'si-no'}>
      <InputSwitch
        inputId={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(Boolean(event.value))}
        aria-label={aria['aria-label']}
      />
      <span className="si-no__label" aria-hidden="true">
        {checked ? 'SI' : 'NO'}
      </span>
    </span>
  );
}
