import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { ProgressBar } from 'primereact/progressbar';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import type { ImportacionFieldsFragment } from '../../../gql/graphql';
import { BotonExcel } from '../../../ui/BotonExcel';
import { DataTable } from '../../../ui/DataTable';
import { FileDrop } from '../../../ui/FileDrop';
import { useExportar } from '../../../ui/use-exportar';
import { plantillaImportacionQuery } from '../graphql/importacion';
import { useImportacion } from '../hooks/use-importacion';
import {
  etapa,
  IMPORTACION_ACCEPT,
  IMPORTACION_MAX_BYTES,
  porcentaje,
  resumen,
  TIPOS_IMPORTACION,
  type TipoImportacion,
} from '../utils/importacion';
import './importacion.css';

type ErrorDeFila = ImportacionFieldsFragment['errores'][number];

/**
 * /util/importar: mass import of master data from Excel. The server validates every row first; with
 * any wrong row it writes nothing unless 'Importar solo las filas válidas' is checked. The job runs
 * in the background with a progress bar, then the screen shows what was imported and each wrong row.
 */
export function ImportarPage() {
  const [tipo, setTipo] = useState<TipoImportacion>('clientes');
  const [archivo, setArchivo] = useState<File | null>(null);
  const [soloValidas, setSoloValidas] = useState(false);
  const [rechazo, setRechazo] = useState<string | null>(null);
  const { importacion, enCurso, subiendo, error, importar, limpiar } = useImportacion();
  const plantilla = useExportar(plantillaImportacionQuery, (d) => d.plantillaImportacion);
  const elegido = TIPOS_IMPORTACION.find((t) => t.value === tipo);
  const fin = importacion && importacion.estado !== 'en_curso' ? resumen(importacion) : null;

  async function onImportar() {
    if (!archivo) return;
    setRechazo(null);
    const r = await importar(tipo, archivo, soloValidas);
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
            <label htmlFor="importacion-solo-validas">Importar solo las filas válidas</label>
          </span>
          <Button
            type="button"
            label="Importar"
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
      {importacion && fin && (
        <section className="importacion__resultado">
          <Message severity={fin.severidad} text={fin.texto} className="w-full" />
          {importacion.errores.length > 0 && (
            <DataTable<ErrorDeFila & { clave: number }>
              value={importacion.errores.map((e, i) => ({ ...e, clave: i }))}
              dataKey="clave"
              title={`Filas con errores (${importacion.errores.length})`}
              searchFields={['mensaje']}
              emptyMessage="Sin errores"
            >
              <Column field="fila" header="Fila" style={{ width: '6rem' }} sortable />
              <Column field="mensaje" header="Mensaje" />
            </DataTable>
          )}
        </section>
      )}
    </div>
  );
}
