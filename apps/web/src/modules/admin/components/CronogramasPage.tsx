import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { FileDrop } from '../../../ui/FileDrop';
import { FormField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/use-toast';
import { anioActualLima } from '../../../ui/utils/fechas';
import { CronogramaTabla } from '../../calendario/components/CronogramaTabla';
import { calendarioTributarioQuery, cargarCronogramaMutation } from '../../calendario/graphql/calendario';
import { NO_VERIFICADO, SIN_CARGAR, TIPOS_CRONOGRAMA } from '../../calendario/utils/cronograma';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../workspace/utils/role-rules';
import { AccesoRestringido } from './AccesoRestringido';

export const CSV_CABECERA = 'periodo,grupo,vence';
/** Largest CSV accepted by the drop zone. */
const CSV_MAX_BYTES = 512 * 1024;

function aniosOfrecidos(actual: number): { value: number; label: string }[] {
  return [actual - 2, actual - 1, actual, actual + 1].map((anio) => ({ value: anio, label: String(anio) }));
}

/**
 * /admin/cronogramas (top administrator): SUNAT's schedule of a year and type, and loading a new one from a
 * CSV file or pasted text (`periodo,grupo,vence`). The server's message names the offending row.
 */
export function CronogramasPage() {
  const { roleId } = useWorkspaceSession();
  const toast = useToast();
  const [anio, setAnio] = useState(anioActualLima());
  const [tipo, setTipo] = useState<string>('mensual');
  const [csv, setCsv] = useState('');
  const [cargaError, setCargaError] = useState<string | null>(null);
  const [cargado, setCargado] = useState<string | null>(null);
  const admin = isTopAdministrator(roleId);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: calendarioTributarioQuery,
    variables: { anio, tipo },
    context: MANUAL_ERRORS,
    pause: !admin,
  });
  const [{ fetching: cargando }, cargar] = useMutation(cargarCronogramaMutation);

  if (!admin) return <AccesoRestringido />;

  const cronograma = data?.calendarioTributario;
  const loadError = error && !isSessionError(error) ? errorMessage(error) : null;
  const tipoLabel = TIPOS_CRONOGRAMA.find((t) => t.value === tipo)?.label ?? tipo;

  async function leerArchivo(file: File) {
    setCargaError(null);
    setCargado(null);
    setCsv(await file.text());
  }

  async function onCargar() {
    setCargaError(null);
    setCargado(null);
    const result = await cargar({ anio, tipo, csv: csv.trim() }, MANUAL_ERRORS);
    if (result.error) {
      if (!isSessionError(result.error)) setCargaError(errorMessage(result.error));
      return;
    }
    const nuevo = result.data?.cargarCronograma;
    const mensaje = `Cronograma ${nuevo?.anio ?? anio} (${tipoLabel}) cargado: ${nuevo?.filas.length ?? 0} fecha(s).`;
    setCargado(mensaje);
    setCsv('');
    toast.success(mensaje);
    refetch({ requestPolicy: 'network-only' });
  }

  return (
    <div className="page">
      <h1 className="page__title">Cronogramas tributarios</h1>
      <div className="filtros">
        <FormField id="cronograma-anio" label="Año">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={anio}
              options={aniosOfrecidos(anioActualLima())}
              onChange={(event) => {
                if (typeof event.value === 'number') setAnio(event.value);
              }}
            />
          )}
        </FormField>
        <FormField id="cronograma-tipo" label="Tipo">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={tipo}
              options={[...TIPOS_CRONOGRAMA]}
              onChange={(event) => {
                if (typeof event.value === 'string') setTipo(event.value);
              }}
            />
          )}
        </FormField>
      </div>

      <Card title={`${tipoLabel} ${anio}`} className="page__card">
        {fetching && !data && (
          <p role="status">
            <i className="pi pi-spin pi-spinner" aria-hidden="true" /> Cargando cronograma...
          </p>
        )}
        {loadError && <Message severity="error" text={loadError} />}
        {cronograma && !cronograma.cargado && <Message severity="info" text={SIN_CARGAR(anio)} />}
        {cronograma?.cargado && (
          <>
            {!cronograma.verificado && <Message severity="warn" text={NO_VERIFICADO} />}
            {cronograma.fuente && <p className="home-card__source">Fuente: {cronograma.fuente}</p>}
            <CronogramaTabla
              grupos={cronograma.grupos}
              filas={cronograma.filas}
              caption={`${tipoLabel} ${anio}`}
            />
          </>
        )}
      </Card>

      <Card title="Cargar cronograma" className="page__card">
        <p className="page__hint">
          Archivo CSV con la cabecera <code>{CSV_CABECERA}</code>: periodo AAAA-MM, grupo del último dígito
          del RUC y fecha de vencimiento AAAA-MM-DD. Se carga para el año y el tipo elegidos arriba.
        </p>
        <FileDrop
          accept=".csv,text/csv,text/plain"
          maxSize={CSV_MAX_BYTES}
          onFile={(file) => void leerArchivo(file)}
        />
        <FormField id="cronograma-csv" label="O pegue el contenido del CSV">
          {(control) => (
            <InputTextarea
              id={control.id}
              value={csv}
              onChange={(event) => setCsv(event.target.value)}
              rows={8}
              placeholder={`${CSV_CABECERA}\n${anio}-01,0,${anio}-02-13`}
              className="cronograma-csv"
              spellCheck={false}
            />
          )}
        </FormField>
        {cargaError && <Message severity="error" text={cargaError} className="w-full" />}
        {cargado && <Message severity="success" text={cargado} className="w-full" />}
        <div className="page__actions">
          <Button
            type="button"
            label="Cargar"
            icon="pi pi-upload"
            loading={cargando}
            disabled={!csv.trim()}
            onClick={() => void onCargar()}
          />
        </div>
      </Card>
    </div>
  );
}
