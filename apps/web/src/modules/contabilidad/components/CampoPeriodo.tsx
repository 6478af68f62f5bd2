import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';

interface CampoPeriodoProps {
  id: string;
  label?: string;
  /** 'YYYY-MM'. */
  value: string;
  onChange: (periodo: string) => void;
}

/** A month of the books, picked with the browser's month input (an emptied input changes nothing). */
export function CampoPeriodo({ id, label = 'Periodo', value, onChange }: CampoPeriodoProps) {
  return (
    <FormField id={id} label={label}>
      <TextInput type="month" value={value} onChange={(v) => v && onChange(v)} />
    </FormField>
  );
}
