import { Button } from 'primereact/button';
import { TextInput, type TextInputProps } from '../../../ui/TextInput';

interface NumeroConBusquedaProps
  extends Pick<
    TextInputProps,
    'value' | 'onChange' | 'onValidate' | 'maxLength' | 'inputMode' | 'upperCase' | 'autoFocus'
  > {
  /** Looks the number up in SUNAT (RUC) or RENIEC (DNI); Enter does the same. */
  onBuscar: () => void;
  puedeBuscar: boolean;
  consultando: boolean;
}

/** A RUC or DNI input with its look-up button (inside a FormField, which gives it its id). */
export function NumeroConBusqueda({ onBuscar, puedeBuscar, consultando, ...input }: NumeroConBusquedaProps) {
  return (
    <div className="p-inputgroup">
      <TextInput {...input} onEnter={onBuscar} />
      <Button
        type="button"
        icon="pi pi-search"
        aria-label="Buscar en SUNAT / RENIEC"
        tooltip="Buscar en SUNAT / RENIEC"
        loading={consultando}
        disabled={!puedeBuscar}
        onClick={onBuscar}
      />
    </div>
  );
}
