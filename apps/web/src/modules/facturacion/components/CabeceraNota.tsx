import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import './salidas.css';
import { serieNumero } from '../utils/comprobante-form';
import { nombreTipo, totalConMoneda } from '../utils/mensajes-cliente';
import {
  cambiarMotivo,
  type DocumentoParaNota,
  motivosDe,
  type NotaForm,
  notaDeTodo,
} from '../utils/nota-form';

interface CabeceraNotaProps {
  nota: NotaForm;
  documento: DocumentoParaNota;
  onChange: (nota: NotaForm) => void;
  onCancelar: () => void;
}

/** The note's own fields: the document it modifies, the catálogo 09/10 reason and its sustento. */
export function CabeceraNota({ nota, documento: d, onChange, onCancelar }: CabeceraNotaProps) {
  return (
    <section className="facturador-cabecera" aria-label="Nota">
      <FormField id="nota-afectado" label="Comprobante que modifica" className="facturador-ancho">
        <TextInput
          value={`${nombreTipo(d.tipo)} ${serieNumero(d.serie, d.numero)} · ${d.cliente_nombre} · ${totalConMoneda(d.moneda, d.importe_total)}`}
          onChange={() => undefined}
          readOnly
        />
      </FormField>
      <FormField
        id="nota-motivo"
        label={`Motivo (catálogo ${nota.tipo === '07' ? '09' : '10'})`}
        className="facturador-ancho"
      >
        {(control) => (
          <Dropdown
            inputId={control.id}
            value={nota.motivo}
            options={motivosDe(nota.tipo)}
            onChange={(e) => {
              if (typeof e.value === 'string') onChange(cambiarMotivo(nota, e.value));
            }}
          />
        )}
      </FormField>
      {nota.moneda !== 'PEN' && (
        <FormField id="nota-tipo-cambio" label="Tipo de cambio">
          <TextInput
            value={nota.tipoCambio}
            maxLength={10}
            inputMode="decimal"
            onChange={(tipoCambio) => onChange({ ...nota, tipoCambio })}
          />
        </FormField>
      )}
      <FormField id="nota-sustento" label="Sustento" className="facturador-ancho">
        <TextInput
          value={nota.sustento}
          maxLength={250}
          onChange={(sustento) => onChange({ ...nota, sustento })}
        />
      </FormField>
      <div className="nota-cancelar">
        <Button
          type="button"
          label="Cancelar nota"
          icon="pi pi-times"
          size="small"
          severity="secondary"
          outlined
          onClick={onCancelar}
        />
      </div>
      {notaDeTodo(nota) && (
        <small className="page__hint facturador-ancho">
          Este motivo lleva todos los ítems del comprobante tal como se emitieron.
        </small>
      )}
    </section>
  );
}
