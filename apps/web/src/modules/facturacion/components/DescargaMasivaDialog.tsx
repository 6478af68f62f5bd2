import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useClient } from 'urql';
import type { ArchivoComprobante, FiltroComprobantesInput } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { descargaMasivaComprobantesQuery } from '../graphql/comprobantes';

const ARCHIVOS: { valor: ArchivoComprobante; etiqueta: string }[] = [
  { valor: 'XML', etiqueta: 'XML firmado' },
  { valor: 'CDR', etiqueta: 'CDR de SUNAT' },
  { valor: 'PDF', etiqueta: 'PDF (representación impresa)' },
];

interface DescargaMasivaDialogProps {
  /** The list's current filter: the zip holds the documents the list shows. */
  filtro: FiltroComprobantesInput;
  onHide: () => void;
}

/** 'Descarga masiva': the chosen files of every document of the list's filter, in one .zip. */
export function DescargaMasivaDialog({ filtro, onHide }: DescargaMasivaDialogProps) {
  const client = useClient();
  const [elegidos, setElegidos] = useState<ArchivoComprobante[]>(['XML', 'CDR']);
  const [descargando, setDescargando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function alternar(valor: ArchivoComprobante, marcado: boolean) {
    setElegidos((actual) => (marcado ? [...actual, valor] : actual.filter((v) => v !== valor)));
    setError(null);
  }

  async function descargar() {
    setDescargando(true);
    const r = await client
      .query(
        descargaMasivaComprobantesQuery,
        { filtro, archivos: ARCHIVOS.map((a) => a.valor).filter((v) => elegidos.includes(v)) },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    setDescargando(false);
    setError(mensajeError(r.error));
    if (r.data) {
      descargarArchivo(r.data.descargaMasivaComprobantes);
      onHide();
    }
  }

  return (
    <Dialog
      header="Descarga masiva"
      visible
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: 'min(30rem, 96vw)' }}
    >
      <div className="dialog-form">
        <p className="page__hint">
          Un .zip con los archivos de los comprobantes que muestra la lista (hasta 500), con los nombres de
          SUNAT.
        </p>
        {ARCHIVOS.map((a) => (
          <span key={a.valor} className="descarga-masiva-opcion">
            <Checkbox
              inputId={`descarga-${a.valor}`}
              checked={elegidos.includes(a.valor)}
              onChange={(e) => alternar(a.valor, e.checked === true)}
            />
            <label htmlFor={`descarga-${a.valor}`}>{a.etiqueta}</label>
          </span>
        ))}
        {error && <Message severity="error" text={error} className="w-full" />}
        <div className="dialog-actions">
          <Button type="button" label="Cancelar" severity="secondary" outlined onClick={onHide} />
          <Button
            type="button"
            label="Descargar"
            icon="pi pi-download"
            loading={descargando}
            disabled={elegidos.length === 0}
            onClick={() => void descargar()}
          />
        </div>
      </div>
    </Dialog>
  );
}
