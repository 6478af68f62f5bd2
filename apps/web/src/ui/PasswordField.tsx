import { Password } from 'primereact/password';
import { useFormFieldControl } from './FormField';

interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** Id of the inner input; inside a FormField the field's id is used. */
  id?: string;
  name?: string;
  /** 'current-password' (log in) or 'new-password' (register, reset). */
  autoComplete?: 'current-password' | 'new-password';
  autoFocus?: boolean;
  invalid?: boolean;
}

/**
 * PrimeReact Password without the strength meter and with the show/hide eye. The inner input carries the
 * id (browser tests find `#password input, input#password`).
 */
export function PasswordField({ value, onChange, id, invalid, ...rest }: PasswordFieldProps) {
  const field = useFormFieldControl();
  return (
    <Password
      {...rest}
      inputId={id ?? field?.id}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      feedback={false}
      toggleMask
      invalid={invalid ?? field?.invalid ?? false}
      aria-describedby={field?.['aria-describedby']}
    />
  );
}
