import { validarSerie } from '@kipu/peru';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { type FormEvent, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { SeriesQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { createSerieMutation, seriesQuery } from '../graphql/empresas';
import { nombreComprobante, TIPOS_SERIE } from '../utils/opciones';

type SerieFila = SeriesQuery['series'][number];

export interface LocalDeSeries {
  id: string;
  nombre: string;
}

interface SeriesDialogProps {
  /** The local whose series are shown; null: closed. */
  local: LocalDeSeries | null;
  onHide: () => void;
}

/** A local's series (type, series, last number) and 'Nueva serie'. */
export function SeriesDialog({ local, onHide }: SeriesDialogProps) {
  return (
    <Dialog
      header={local ? `Series de ${local.nombre}` : 'Series'}
      visible={local !== null}
      onHide={onHide}
      modal
      draggable={false}
      className="series-dialog"
      style={{ width: 'min(52rem, 96vw)' }}
    >
      {local && <SeriesDelLocal key={local.id} localId={local.id} />}
    </Dialog>
  );
}

function SeriesDelLocal({ localId }: { localId: string }) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: seriesQuery,
    variables: { local_id: localId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [nueva, setNueva] = useState(false);
  const loadError = mensajeError(error);

  return (
    <div className="dialog-form">
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={data?.series ?? []}
        dataKey="id"
        loading={fetching}
        searchFields={['tipo_comprobante', 'serie']}
        emptyMessage="El local no tiene series"
        title={
          <Button
            type="button"
            label="Nueva serie"
            icon="pi pi-plus"
            size="small"
            disabled={nueva}
            onClick={() => setNueva(true)}
          />
        }
      >
        <Column
          field="tipo_comprobante"
          header="Tipo"
          sortable
          body={(s: SerieFila) => `${s.tipo_comprobante} - ${nombreComprobante(s.tipo_comprobante)}`}
        />
        <Column field="serie" header="Serie" sortable style={{ width: '7rem' }} />
        <Column field="ultimo" header="Último número" sortable style={{ width: '9rem' }} />
        <Column
          field="activa"
          header="Estado"
          style={{ width: '7rem' }}
          body={(s: SerieFila) =>
            s.activa ? (
              <Tag value="Activa" severity="success" />
            ) : (
              <Tag value="Inactiva" severity="secondary" />
            )
          }
        />
      </DataTable>
      {nueva && (
        <NuevaSerie
          localId={localId}
          onCancelar={() => setNueva(false)}
          onCreada={() => {
            setNueva(false);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </div>
  );
}

interface NuevaSerieProps {
  localId: string;
  onCancelar: () => void;
  onCreada: () => void;
}

function NuevaSerie({ localId, onCancelar, onCreada }: NuevaSerieProps) {
  const toast = useToast();
  const [tipo, setTipo] = useState('01');
  const [serie, setSerie] = useState('');
  const [desde, setDesde] = useState<number | null>(null);
  const [errorSerie, setErrorSerie] = useState<string | null>(null);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [{ fetching }, crear] = useMutation(createSerieMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setErrorServidor(null);
    const problema = validarSerie(tipo, serie) ?? null;
    setErrorSerie(problema);
    if (problema) {
      document.getElementById('serie-serie')?.focus();
      return;
    }
    const r = await crear(
      { input: { local_id: localId, tipo_comprobante: tipo, serie: serie.trim(), desde } },
      MANUAL_ERRORS,
    );
    if (r.error) {
      const mensaje = mensajeError(r.error);
      if (mensaje) {
        setErrorServidor(mensaje);
        toast.error(mensaje);
      }
      return;
    }
    toast.success(`Serie ${r.data?.createSerie.serie ?? serie} registrada`);
    onCreada();
  }

  return (
    <form className="serie-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3 className="serie-form__titulo">Nueva serie</h3>
      <div className="form-grid form-grid--3">
        <FormField id="serie-tipo" label="Tipo de comprobante">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={tipo}
              options={[...TIPOS_SERIE]}
              onChange={(event) => {
                if (typeof event.value !== 'string') return;
                setTipo(event.value);
                if (serie) setErrorSerie(validarSerie(event.value, serie) ?? null);
              }}
            />
          )}
        </FormField>
        <FormField id="serie-serie" label="Serie" error={errorSerie}>
          <TextInput
            value={serie}
            onChange={(v) => {
              setSerie(v);
              setErrorSerie(null);
            }}
            onValidate={(v) => setErrorSerie(v ? (validarSerie(tipo, v) ?? null) : null)}
            maxLength={4}
            upperCase
            placeholder="F002"
            autoFocus
          />
        </FormField>
        <FormField id="serie-desde" label="Último número emitido (opcional)">
          {(control) => (
            <InputNumber
              inputId={control.id}
              value={desde}
              onValueChange={(event) => setDesde(event.value ?? null)}
              min={0}
              max={99_999_999}
              useGrouping={false}
              placeholder="0"
            />
          )}
        </FormField>
      </div>
      {errorServidor && <Message severity="error" text={errorServidor} className="w-full" />}
      <div className="dialog-actions">
        <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onCancelar} />
        <Button type="submit" label="Guardar serie" icon="pi pi-save" loading={fetching} />
      </div>
    </form>
  );
}
