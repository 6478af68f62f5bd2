import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { BotonExcel } from '../../../ui/BotonExcel';
import { FileDrop } from '../../../ui/FileDrop';
import { useExportar } from '../../../ui/use-exportar';
import { plantillaImportacionQuery } from '../graphql/importacion';
import { useImportacion } from '../hooks/use-importacion';
import {
  esFacturacionMasiva,
  etapa,
  IMPORTACION_ACCEPT,
  IMPORTACION_MAX_BYTES,
  porcentaje,
  TIPOS_IMPORTACION,
  type TipoImportacion,
} from '../utils/importacion';
import { ResultadoImportacion } from './ResultadoImportacion';
import './importacion.css';

/**
 * /util/importar: mass import of master data, or mass invoicing, from Excel. The server validates every
 * row first; with any wrong row it writes (or emits) nothing unless 'solo las filas válidas' is checked.
 * The job runs in the background with a progress bar, then the screen shows what was imported, each
 * wrong row and, for mass invoicing, each document emitted ('Solo registro' leaves them unsent).
 */
export function ImportarPage() {
  const [tipo, setTipo] = useState<TipoImportacion>('clientes');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [soloValidas, setSoloValidas] = useState(false);
  const [soloRegistro, setSoloRegistro] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const { importacion, enCurso, subiendo, error, importar, limpiar, actualizar } = useImportacion();
  const plantilla = useExportar(plantillaImportacionQuery, (d) => d.plantillaImportacion);
  const elegido = TIPOS_IMPORTACION.find((t) => t.value === tipo);
  const masiva = esFacturacionMasiva(tipo);

  async function onImportar() {
    if (!archivo) return;
    setRechazo(null);
    const r = await importar(tipo, archivo, { soloValidas, soloRegistro: masiva && soloRegistro });
    if ('error' in r) setRechazo(r.error);
  }

  return (
    <div className="page importacion">
      <h1 className="page__title">Importación masiva</h1>
      <section className="importacion__panel">
        <SelectButton
          value={tipo}
          options={[...TIPOS_IMPORTACION]}
          optionLabel="label"
          optionValue="value"
          allowEmpty={false}
          disabled={enCurso}
          onChange={(e) => {
            setTipo(e.value as TipoImportacion);
            setRechazo(null);
            limpiar();
          }}
          aria-label="Tipo de importación"
        />
        <p className="importacion__ayuda">
          {elegido?.ayuda} Descargue la plantilla, complete una fila por registro y súbala (hasta 10 MB).
        </p>
        <div className="importacion__acciones">
          <BotonExcel label="Descargar plantilla" generar={() => plantilla({ tipo })} />
        </div>
        <FileDrop
          key={tipo}
          accept={IMPORTACION_ACCEPT}
          maxSize={IMPORTACION_MAX_BYTES}
          disabled={enCurso}
          onFile={(f) => {
            setArchivo(f);
            setRechazo(null);
          }}
        />
        <div className="importacion__acciones">
          <span className="importacion__check">
            <Checkbox
              inputId="importacion-solo-validas"
              checked={soloValidas}
              disabled={enCurso}
              onChange={(e) => setSoloValidas(e.checked === true)}
            />
            <label htmlFor="importacion-solo-validas">
              {masiva ? 'Emitir solo los comprobantes válidos' : 'Importar solo las filas válidas'}
            </label>
          </span>
          {masiva && (
            <span className="importacion__check">
              <Checkbox
                inputId="importacion-solo-registro"
                checked={soloRegistro}
                disabled={enCurso}
                onChange={(e) => setSoloRegistro(e.checked === true)}
              />
              <label htmlFor="importacion-solo-registro">Solo registro (no enviar a SUNAT)</label>
            </span>
          )}
          <Button
            type="button"
            label={masiva ? 'Emitir' : 'Importar'}
            icon="pi pi-upload"
            size="small"
            loading={subiendo}
            disabled={!archivo || enCurso}
            onClick={() => void onImportar()}
          />
        </div>
        {rechazo && <Message severity="error" text={rechazo} className="w-full" />}
        {error && <Message severity="error" text={error} className="w-full" />}
        {enCurso && importacion && (
          <div className="importacion__avance" aria-live="polite">
            <ProgressBar value={porcentaje(importacion)} />
            <span>{etapa(importacion)}</span>
          </div>
        )}
        {enCurso && !importacion && <ProgressBar mode="indeterminate" style={{ height: '6px' }} />}
      </section>
      {importacion && importacion.estado !== 'en_curso' && (
        <ResultadoImportacion importacion={importacion} onActualizar={actualizar} />
      )}
    </div>
  );
}
