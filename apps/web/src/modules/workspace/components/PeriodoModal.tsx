import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { useEffect, useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { FormField } from '../../../ui/FormField';
import { fechaDePeriodo, periodoDeFecha } from '../../../ui/utils/fechas';
import { empresaLocalesQuery } from '../graphql/workspace';
import { puedeSeleccionar } from '../utils/seleccion';

export interface LocalElegido {
  id: string;
  nombre_corto: string | null;
  direccion: string | null;
}

interface PeriodoModalProps {
  visible: boolean;
  /** The company whose locales are offered (`empresa(id).locales`). */
  empresaId: string | null;
  /** Local and period shown when the modal opens (YYYY-MM). */
  localId?: string | null;
  periodo?: string | null;
  /** Seleccionar is running. */
  submitting?: boolean;
  onCancel: () => void;
  onSelect: (choice: { local: LocalElegido; periodo: string }) => void;
}

function localLabel(local: { id: string; nombre_corto: string | null; direccion: string | null }): string {
  return local.nombre_corto || local.direccion || local.id;
}

/**
 * The shared 'Seleccionar Periodo' modal (spec 01 §2): required Locales and Periodo (month picker),
 * buttons Cancelar and Seleccionar. Used when entering invoicing and by the header's period.
 */
export function PeriodoModal({
  visible,
  empresaId,
  localId = null,
  periodo = null,
  submitting = false,
  onCancel,
  onSelect,
}: PeriodoModalProps) {
  const [selectedLocal, setSelectedLocal] = useState<string | null>(localId);
  const [mes, setMes] = useState<Date | null>(fechaDePeriodo(periodo));
  const [{ data, fetching, error }] = useQuery({
    query: empresaLocalesQuery,
    variables: { id: empresaId ?? '' },
    pause: !visible || !empresaId,
    context: MANUAL_ERRORS,
  });
  const locales = data?.empresa.locales ?? [];

  // Each opening starts from the given local and period.
  useEffect(() => {
    if (!visible) return;
    setSelectedLocal(localId);
    setMes(fechaDePeriodo(periodo));
  }, [visible, localId, periodo]);

  const periodoElegido = mes ? periodoDeFecha(mes) : '';
  const local = locales.find((l) => l.id === selectedLocal) ?? null;
  const enabled = puedeSeleccionar(local?.id, periodoElegido) && !submitting;
  const loadError = error && !isSessionError(error) ? errorMessage(error) : null;

  const footer = (
    <div className="dialog-actions">
      <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onCancel} />
      <Button
        type="button"
        label="Seleccionar"
        icon="pi pi-check"
        disabled={!enabled}
        loading={submitting}
        onClick={() => {
          if (local && enabled) onSelect({ local, periodo: periodoElegido });
        }}
      />
    </div>
  );

  return (
    <Dialog
      header="Seleccionar Periodo"
      visible={visible}
      onHide={onCancel}
      footer={footer}
      modal
      draggable={false}
      className="periodo-modal"
      style={{ width: 'min(28rem, 95vw)' }}
    >
      <div className="dialog-form">
        <FormField id="periodo-local" label={<RequiredLabel text="Locales" />} error={loadError}>
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={selectedLocal}
              options={locales.map((l) => ({ value: l.id, label: localLabel(l) }))}
              onChange={(event) => setSelectedLocal(typeof event.value === 'string' ? event.value : null)}
              placeholder={fetching ? 'Cargando...' : 'Seleccionar...'}
              emptyMessage="Sin opciones..."
              invalid={control.invalid}
              aria-describedby={control['aria-describedby']}
              className="w-full"
            />
          )}
        </FormField>
        <FormField id="periodo-mes" label={<RequiredLabel text="Periodo" />}>
          {(control) => (
            <Calendar
              inputId={control.id}
              value={mes}
              onChange={(event) => setMes(event.value ?? null)}
              view="month"
              dateFormat="mm/yy"
              placeholder="mm/aaaa"
              showIcon
              readOnlyInput
              className="w-full"
            />
          )}
        </FormField>
      </div>
    </Dialog>
  );
}

function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}{' '}
      <span className="required-mark" aria-hidden="true">
        *
      </span>
    </>
  );
}
