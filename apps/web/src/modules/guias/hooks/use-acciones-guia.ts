import { useState } from 'react';
import { type CombinedError, useClient } from 'urql';
import type { GuiaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { serieNumero } from '../../facturacion/utils/comprobante-form';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import {
  consultarCdrGuiaMutation,
  pdfGuiaQuery,
  reconstruirGuiaMutation,
  xmlGuiaQuery,
} from '../graphql/guias';
import { base64DeTexto, etiquetaEstadoGuia, nombreXmlGuia, respuestaSunat } from '../utils/estado-guia';

type Guia = Pick<GuiaFieldsFragment, 'id' | 'serie' | 'numero'>;

/**
 * A guide's PDF and XML, asking SUNAT for its ticket now and issuing a rejected one again; each tells
 * the user how it went and `alTerminar` reloads the list after the last two.
 */
export function useAccionesGuia(alTerminar: () => void) {
  const client = useClient();
  const toast = useToast();
  const { company } = useWorkspaceSession();
  const [ocupada, setOcupada] = useState<string | null>(null);
  const opciones = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;

  /** Runs one action of a guide with its button busy; a failure becomes a toast. */
  async function conGuia<D>(
    g: Guia,
    pedir: () => Promise<{ data?: D | undefined; error?: CombinedError | undefined }>,
    usar: (d: D) => void,
  ) {
    setOcupada(g.id);
    const r = await pedir();
    setOcupada(null);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (r.data) usar(r.data);
  }

  const verPdf = (g: Guia) =>
    conGuia(
      g,
      () => client.query(pdfGuiaQuery, { id: g.id }, opciones).toPromise(),
      (d) => descargarArchivo(d.pdfGuia),
    );

  const descargarXml = (g: Guia) =>
    conGuia(
      g,
      () => client.query(xmlGuiaQuery, { id: g.id }, opciones).toPromise(),
      ({ guia }) =>
        descargarArchivo({
          nombre: nombreXmlGuia(company?.ruc ?? '', guia),
          mime: 'application/xml',
          base64: base64DeTexto(guia.xml),
        }),
    );

  const consultarSunat = (g: Guia) =>
    conGuia(
      g,
      () => client.mutation(consultarCdrGuiaMutation, { id: g.id }, MANUAL_ERRORS).toPromise(),
      ({ consultarCDRGuia: e }) => {
        const respuesta = respuestaSunat(e);
        toast.info(
          `${serieNumero(e.serie, e.numero)}: ${etiquetaEstadoGuia(e.estado)}${respuesta ? ` (${respuesta})` : ''}`,
        );
        alTerminar();
      },
    );

  const reconstruir = (g: Guia) =>
    conGuia(
      g,
      () => client.mutation(reconstruirGuiaMutation, { id: g.id }, MANUAL_ERRORS).toPromise(),
      ({ reconstruirGuia: nueva }) => {
        toast.success(
          `${serieNumero(g.serie, g.numero)} se emitió de nuevo como ${serieNumero(nueva.serie, nueva.numero)}`,
        );
        alTerminar();
      },
    );

  return { verPdf, descargarXml, consultarSunat, reconstruir, ocupada };
}
