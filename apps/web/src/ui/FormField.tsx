import { createContext, type ReactNode, useContext } from 'react';

/** What a control inside a FormField needs: its id, whether it is invalid and its error's id. */
export interface FieldControlProps {
  id: string;
  invalid: boolean;
  'aria-describedby': string | undefined;
}

const FormFieldContext = createContext<FieldControlProps | null>(null);

/** The surrounding FormField's control props, or null outside one (TextInput, PasswordField use it). */
export function useFormFieldControl(): FieldControlProps | null {
  return useContext(FormFieldContext);
}

/** Id of the error message of the field whose control has this id. */
export function fieldErrorId(id: string): string {
  return `${id}-error`;
}

interface FormFieldProps {
  /** Id of the control (the label's `for`); the error message gets `{id}-error`. */
  id: string;
  label: ReactNode;
  /** Validation message under the control; nothing when empty. */
  error?: string | null | undefined;
  className?: string;
  /**
   * The control. TextInput and PasswordField take id, invalid and aria-describedby from the field by
   * themselves; any other control can be given as a function of those props.
   */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * A form field: label, control and validation message. The control is marked invalid and described by
 * the message (aria-describedby) while there is one.
 */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  const errorId = fieldErrorId(id);
  const control: FieldControlProps = {
    id,
    invalid: Boolean(error),
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <FormFieldContext.Provider value={control}>
        {typeof children === 'function' ? children(control) : children}
      </FormFieldContext.Provider>
      {error && (
        <small id={errorId} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
