interface FieldErrorProps {
  id: string;
  message: string | undefined;
}

/** The validation message under a form field (referenced by the field's aria-describedby). */
export function FieldError({ id, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <small id={id} className="field-error" role="alert">
      {message}
    </small>
  );
}
