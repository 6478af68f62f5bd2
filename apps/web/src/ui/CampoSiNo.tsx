import { SiNoSwitch } from './SiNoSwitch';

interface CampoSiNoProps {
  /** Id of the switch (the label's `for`). */
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A labelled SI/NO switch laid out as a form field. */
export function CampoSiNo({ id, label, checked, onChange, disabled }: CampoSiNoProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <SiNoSwitch id={id} checked={checked} onChange={onChange} disabled={disabled} />
    </div>
  );
}
