import { Button } from 'primereact/button';
import { useState } from 'react';
import { useClient } from 'urql';
import type { DocumentoInternoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { pdfDocumentoInternoQuery } from '../graphql/internos';
import { serieNumero } from '../utils/comprobante-form';
import { AnularDocumentoDialog } from './AnularDocumentoDialog';
import { ConvertirProformaDialog } from './ConvertirProformaDialog';

interface AccionesDocumentoInternoProps {
  documento: DocumentoInternoFieldsFragment;
  /** After a void or a conversion, with the document as the server left it. */
  onCambiado: () => void;
}

/** PDF always; Anular while 'emitido'; for a proforma still valid, 'Convertir' into a factura or boleta. */
export function AccionesDocumentoInterno({ documento: d, onCambiado }: AccionesDocumentoInternoProps) {
  const client = useClient();
  const toast = useToast();
  const [descargando, setDescargando] = useState(false);
  const [dialogo, setDialogo] = useState<'anular' | 'convertir' | null>(null);
  const nombre = serieNumero(d.serie, d.numero);
  const emitido = d.estado === 'emitido';

  async function pdf() {
    setDescargando(true);
    const r = await client
      .query(pdfDocumentoInternoQuery, { id: d.id }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    setDescargando(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (r.data) descargarArchivo(r.data.pdfDocumentoInterno);
  }

  const cerrar = (cambiado: boolean) => {
    setDialogo(null);
    if (cambiado) onCambiado();
  };

  return (
    <span className="comprobante-acciones">
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-file-pdf"
        tooltip="PDF"
        aria-label={`Descargar PDF de ${nombre}`}
        loading={descargando}
        onClick={() => void pdf()}
      />
      {d.tipo === '98' && emitido && !d.vencida && (
        <Button
          type="button"
          size="small"
          icon="pi pi-file-export"
          label="Convertir"
          aria-label={`Convertir ${nombre} a factura o boleta`}
          onClick={() => setDialogo('convertir')}
        />
      )}
      {emitido && (
        <Button
          type="button"
          size="small"
          outlined
          severity="danger"
          icon="pi pi-ban"
          tooltip="Anular"
          aria-label={`Anular ${nombre}`}
          onClick={() => setDialogo('anular')}
        />
      )}
      {dialogo === 'anular' && <AnularDocumentoDialog documento={d} onHide={cerrar} />}
      {dialogo === 'convertir' && <ConvertirProformaDialog proforma={d} onHide={cerrar} />}
    </span>
  );
}
