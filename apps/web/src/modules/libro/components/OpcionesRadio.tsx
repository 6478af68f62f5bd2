import { RadioButton } from 'primereact/radiobutton';
import { fieldErrorId } from '../../../ui/FormField';

export interface OpcionRadio {
  value: string;
  label: string;
  /** A short explanation shown next to the choice. */
  detalle?: string;
}

interface OpcionesRadioProps {
  /** Name of the group; each radio's id is `{name}-{value}`. */
  name: string;
  legend: string;
  options: readonly OpcionRadio[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A required choice among a few options, as radio buttons, with its validation message under it. */
export function OpcionesRadio({ name, legend, options, value, onChange, error }: OpcionesRadioProps) {
  const errorId = fieldErrorId(name);
  return (
    <fieldset
      className="field opciones-radio"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={Boolean(error)}
    >
      <legend>{legend}</legend>
      <div className="opciones-radio__lista">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div key={option.value} className="opciones-radio__opcion">
              <RadioButton
                inputId={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                invalid={Boolean(error)}
                onChange={(event) => onChange(String(event.value))}
              />
              <label htmlFor={id}>
                <span className="opciones-radio__label">{option.label}</span>
                {option.detalle && <span className="opciones-radio__detalle">{option.detalle}</span>}
              </label>
            </div>
          );
        })}
      </div>
      {error && (
        <small id={errorId} className="field-error" role="alert">
          {error}
        </small>
      )}
    </fieldset>
  );
}
