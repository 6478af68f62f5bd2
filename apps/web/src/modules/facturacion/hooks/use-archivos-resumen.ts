import { useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { cdrResumenQuery, xmlResumenQuery } from '../graphql/envio';

/** Downloads of a resumen's signed XML and SUNAT's CDR, telling the user when one fails. */
export function useArchivosResumen() {
  const client = useClient();
  const toast = useToast();
  const [ocupado, setOcupado] = useState<string | null>(null);
  const opciones = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;

  async function descargar(id: string, cdr: boolean) {
    setOcupado(id);
    const r = cdr
      ? await client.query(cdrResumenQuery, { id }, opciones).toPromise()
      : await client.query(xmlResumenQuery, { id }, opciones).toPromise();
    setOcupado(null);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    const archivo = r.data && ('cdrResumen' in r.data ? r.data.cdrResumen : r.data.xmlResumen);
    if (archivo) descargarArchivo(archivo);
  }

  return {
    descargarXml: (id: string) => descargar(id, false),
    descargarCdr: (id: string) => descargar(id, true),
    ocupado,
  };
}
