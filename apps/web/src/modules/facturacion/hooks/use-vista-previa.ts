import { useState } from 'react';
import { useClient } from 'urql';
import type { EmitirComprobanteInput } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { vistaPreviaComprobanteQuery } from '../graphql/comprobantes';

/** Downloads the document as it would print, marked BORRADOR, before it is emitted. */
export function useVistaPrevia() {
  const client = useClient();
  const toast = useToast();
  const [generando, setGenerando] = useState(false);

  async function verVistaPrevia(input: EmitirComprobanteInput) {
    setGenerando(true);
    const r = await client
      .query(vistaPreviaComprobanteQuery, { input }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    setGenerando(false);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (r.data) descargarArchivo(r.data.preViewPdfSinValidez);
  }

  return { verVistaPrevia, generando };
}
