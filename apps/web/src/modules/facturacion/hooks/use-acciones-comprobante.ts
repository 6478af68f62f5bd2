import { useState } from 'react';
import { useClient } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import {
  cdrComprobanteQuery,
  reenviarComprobanteMutation,
  xmlComprobanteQuery,
} from '../graphql/comprobantes';
import { serieNumero } from '../utils/comprobante-form';

/** Downloads of a document's XML and CDR and its resending, each telling the user how it went. */
export function useAccionesComprobante() {
  const client = useClient();
  const toast = useToast();
  // Id of the document an action is running for (one at a time is enough for a button's spinner).
  const [ocupado, setOcupado] = useState<string | null>(null);
  const opciones = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;

  async function descargarXml(id: string) {
    setOcupado(id);
    const r = await client.query(xmlComprobanteQuery, { id }, opciones).toPromise();
    setOcupado(null);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (r.data) descargarArchivo(r.data.xmlComprobante);
  }

  async function descargarCdr(id: string) {
    setOcupado(id);
    const r = await client.query(cdrComprobanteQuery, { id }, opciones).toPromise();
    setOcupado(null);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (r.data) descargarArchivo(r.data.cdrComprobante);
  }

  async function reenviar(id: string): Promise<ComprobanteFieldsFragment | null> {
    setOcupado(id);
    const r = await client.mutation(reenviarComprobanteMutation, { id }, MANUAL_ERRORS).toPromise();
    setOcupado(null);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    const c = r.data?.reenviarComprobante ?? null;
    if (c) toast.success(`${serieNumero(c.serie, c.numero)} enviado de nuevo a SUNAT`);
    return c;
  }

  return { descargarXml, descargarCdr, reenviar, ocupado };
}
