import { Dropdown } from 'primereact/dropdown';
import { FormField } from './FormField';
import { SELECT_EMPTY, SELECT_PLACEHOLDER, type SelectOption } from './SelectBuscar';

interface CampoSelectProps {
  id: string;
  label: string;
  value: string | null;
  options: readonly SelectOption[];
  onChange: (value: string | null) => void;
  error?: string | undefined;
  className?: string;
  loading?: boolean;
  /** Offers a clear button (the value becomes null). */
  clearable?: boolean;
  /** A filter box for long lists (catálogo 03 has 2,000 units). */
  filter?: boolean;
  disabled?: boolean;
  /** What the empty field says ('Todos' on a list's filter). */
  placeholder?: string;
}

/** A labelled Dropdown of fixed options in a FormField, with the product's placeholder and empty text. */
export function CampoSelect({
  id,
  label,
  value,
  options,
  onChange,
  error,
  className,
  loading = false,
  clearable = false,
  filter = false,
  disabled = false,
  placeholder = SELECT_PLACEHOLDER,
}: CampoSelectProps) {
  return (
    <FormField id={id} label={label} error={error} className={className}>
      {(control) => (
        <Dropdown
          inputId={control.id}
          value={value}
          options={[...options]}
          optionLabel="label"
          optionValue="value"
          placeholder={placeholder}
          emptyMessage={SELECT_EMPTY}
          emptyFilterMessage={SELECT_EMPTY}
          loading={loading}
          showClear={clearable}
          filter={filter}
          filterBy="label"
          resetFilterOnHide
          virtualScrollerOptions={options.length > 100 ? { itemSize: 38 } : undefined}
          disabled={disabled}
          invalid={control.invalid}
          aria-describedby={control['aria-describedby']}
          onChange={(event) => onChange(typeof event.value === 'string' ? event.value : null)}
        />
      )}
    </FormField>
  );
}
