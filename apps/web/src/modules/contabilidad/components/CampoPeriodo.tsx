import { CampoPeriodo as ControlPeriodo } from '../../../ui/CampoPeriodo';
import { FormField } from '../../../ui/FormField';

interface CampoPeriodoProps {
  id: string;
  label?: string;
  /** 'YYYY-MM'. */
  value: string;
  onChange: (periodo: string) => void;
}

/** A month of the books with its label, shown as "noviembre 2026" (an emptied field keeps the month). */
export function CampoPeriodo({ id, label = 'Periodo', value, onChange }: CampoPeriodoProps) {
  return (
    <FormField id={id} label={label}>
      <ControlPeriodo value={value} onChange={onChange} />
    </FormField>
  );
}
