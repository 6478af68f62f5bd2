import { useState } from 'react';
import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';
import type { ComprobanteFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { type ArchivoGenerado, descargarArchivo } from '../../../ui/utils/descargar';
import {
  cdrComprobanteQuery,
  contactoComprobanteQuery,
  pdfComprobanteQuery,
  reenviarComprobanteMutation,
  xmlComprobanteQuery,
} from '../graphql/comprobantes';
import { serieNumero } from '../utils/comprobante-form';
import { enlaceWhatsapp, mensajeWhatsapp } from '../utils/mensajes-cliente';

/**
 * Downloads of a document's PDF, XML and CDR, its resending and its WhatsApp message, each telling
 * the user how it went.
 */
export function useAccionesComprobante() {
  const client = useClient();
  const toast = useToast();
  // Id of the document an action is running for (one at a time is enough for a button's spinner).
  const [ocupado, setOcupado] = useState<string | null>(null);
  const opciones = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;

  /** Runs a query of the document, toasting its error; answers its data. */
  async function consultar<D, V extends AnyVariables & { id: string }>(
    query: TypedDocumentNode<D, V>,
    variables: V,
  ): Promise<D | undefined> {
    setOcupado(variables.id);
    const r = await client.query(query, variables, opciones).toPromise();
    setOcupado(null);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    return r.data;
  }

  async function descargar<D>(
    query: TypedDocumentNode<D, { id: string }>,
    id: string,
    archivo: (datos: D) => ArchivoGenerado,
  ) {
    const datos = await consultar(query, { id });
    if (datos) descargarArchivo(archivo(datos));
  }

  const descargarPdf = (id: string) => descargar(pdfComprobanteQuery, id, (d) => d.pdfComprobante);
  const descargarXml = (id: string) => descargar(xmlComprobanteQuery, id, (d) => d.xmlComprobante);
  const descargarCdr = (id: string) => descargar(cdrComprobanteQuery, id, (d) => d.cdrComprobante);

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

  /** Opens WhatsApp with the document's message, to the customer's mobile when the master has one. */
  async function compartirWhatsapp(c: ComprobanteFieldsFragment) {
    const datos = await consultar(contactoComprobanteQuery, { id: c.id });
    if (!datos) return;
    const { telefono, texto_consulta } = datos.contactoComprobante;
    window.open(enlaceWhatsapp(telefono, mensajeWhatsapp(c, texto_consulta)), '_blank', 'noopener');
  }

  return { descargarPdf, descargarXml, descargarCdr, reenviar, compartirWhatsapp, ocupado };
}
