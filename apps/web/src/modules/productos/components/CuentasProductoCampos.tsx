import { FormField } from '../../../ui/FormField';
import { CuentaSelect } from '../../datos-generales/components/CuentaSelect';

interface CuentasProductoCamposProps {
  /** Prefix of the controls' ids ('producto', 'combo'). */
  prefijo: string;
  compras: string | null;
  ventas: string | null;
  onCompras: (codigo: string | null) => void;
  onVentas: (codigo: string | null) => void;
}

/**
 * The PCGE accounts of purchases and sales. Sales go to 70; purchases to 60, 20–28 or (a service) 63:
 * any account is offered and the server tells which it refuses.
 */
export function CuentasProductoCampos({
  prefijo,
  compras,
  ventas,
  onCompras,
  onVentas,
}: CuentasProductoCamposProps) {
  return (
    <>
      <FormField id={`${prefijo}-compras-pcge`} label="Cuenta de compras (60, 20–28 o 63)">
        {(control) => <CuentaSelect id={control.id} prefijo="" value={compras} onChange={onCompras} />}
      </FormField>
      <FormField id={`${prefijo}-ventas-pcge`} label="Cuenta de ventas (70)">
        {(control) => <CuentaSelect id={control.id} prefijo="70" value={ventas} onChange={onVentas} />}
      </FormField>
    </>
  );
}
