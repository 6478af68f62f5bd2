import { InputText } from 'primereact/inputtext';
import type { ChangeEvent, HTMLInputTypeAttribute, KeyboardEvent } from 'react';
import { useFormFieldControl } from './FormField';
import { useDebouncedCallback } from './use-debounced-callback';

/** Maximum length of a text input unless told otherwise (spec 02 §5). */
export const TEXT_MAX_LENGTH = 255;
/** Pause after the last keystroke before `onValidate` runs (spec 02 §5). */
export const VALIDATE_DELAY_MS = 500;

export interface TextInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The control's id; inside a FormField the field's id is used. */
  id?: string;
  name?: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'numeric' | 'decimal' | 'search' | 'url' | 'none';
  autoFocus?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  /** 255 by default. */
  maxLength?: number;
  /** Turn what is typed into upper case (RUC names, series...). */
  upperCase?: boolean;
  /** Called with the value once typing pauses for 500 ms (e.g. to validate or look it up). */
  onValidate?: (value: string) => void;
  /** Enter in the input triggers this action (outside a form, or instead of submitting it). */
  onEnter?: () => void;
  invalid?: boolean;
  className?: string;
  'aria-label'?: string;
}

/**
 * PrimeReact InputText with the product's conventions: 255 characters at most, optional upper case,
 * validation after a 500 ms pause and Enter as a shortcut for the main action. Inside a FormField it
 * takes the field's id, invalid state and aria-describedby.
 */
export function TextInput({
  value,
  onChange,
  id,
  maxLength = TEXT_MAX_LENGTH,
  upperCase = false,
  onValidate,
  onEnter,
  invalid,
  ...rest
}: TextInputProps) {
  const field = useFormFieldControl();
  const validate = useDebouncedCallback((next: string) => onValidate?.(next), VALIDATE_DELAY_MS);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = upperCase ? event.target.value.toUpperCase() : event.target.value;
    onChange(next);
    if (onValidate) validate.run(next);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter' || !onEnter) return;
    event.preventDefault();
    validate.cancel();
    onEnter();
  }

  return (
    <InputText
      {...rest}
      id={id ?? field?.id}
      value={value}
      maxLength={maxLength}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      invalid={invalid ?? field?.invalid ?? false}
      aria-describedby={field?.['aria-describedby']}
    />
  );
}
