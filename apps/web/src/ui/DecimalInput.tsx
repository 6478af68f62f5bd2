import { TextInput, type TextInputProps } from './TextInput';
import { limpiarDecimal } from './utils/decimal-texto';

type DecimalInputProps = Omit<TextInputProps, 'inputMode' | 'upperCase' | 'type'>;

/**
 * A decimal amount or quantity kept as the typed string (never a float): only digits and one point
 * get in, a comma becomes the point. Inside a FormField it takes the field's id and state.
 */
export function DecimalInput({ onChange, maxLength = 24, className, ...rest }: DecimalInputProps) {
  return (
    <TextInput
      {...rest}
      maxLength={maxLength}
      inputMode="decimal"
      className={className ? `input-decimal ${className}` : 'input-decimal'}
      onChange={(v) => onChange(limpiarDecimal(v))}
    />
  );
}
