import { useEffect, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { readAuth } from '../../../lib/session-storage';
import { mensajeError } from '../../../ui/utils/acciones';
import { importacionesQuery, importacionQuery } from '../graphql/importacion';
import {
  type OpcionesImportacion,
  type ResultadoSubida,
  subirImportacion,
  type TipoImportacion,
} from '../utils/importacion';

/** How often a running job is asked for its progress. */
export const INTERVALO_MS = 1000;

/**
 * The job of the last upload: uploads the file, then polls the job every second while it runs.
 * `importar` answers the server's message when the upload was refused.
 */
export function useImportacion() {
  const client = useClient();
  const [id, setId] = useState<string | null>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [{ data, error }, refetch] = useQuery({
    query: importacionQuery,
    variables: { id: id ?? '' },
    pause: !id,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const importacion = id && data?.importacion.id === id ? data.importacion : null;
  // A failed poll ends the wait (its message is shown) instead of leaving the screen locked.
  const enCurso = subiendo || (id !== null && !error && (!importacion || importacion.estado === 'en_curso'));

  useEffect(() => {
    if (!id || importacion?.estado !== 'en_curso') return;
    const t = setTimeout(() => refetch({ requestPolicy: 'network-only' }), INTERVALO_MS);
    return () => clearTimeout(t);
  }, [id, importacion, refetch]);

  async function importar(
    tipo: TipoImportacion,
    archivo: File,
    opciones: OpcionesImportacion,
  ): Promise<ResultadoSubida> {
    setSubiendo(true);
    setId(null);
    try {
      // A GraphQL round trip first: the client renews an access token about to expire before the upload.
      const previa = await client
        .query(importacionesQuery, { tipo }, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
        .toPromise();
      const problema = mensajeError(previa.error);
      if (problema) return { error: problema };
      const r = await subirImportacion(tipo, archivo, opciones, readAuth()?.authentication ?? '');
      if ('id' in r) setId(r.id);
      return r;
    } finally {
      setSubiendo(false);
    }
  }

  return {
    importacion,
    enCurso,
    subiendo,
    error: mensajeError(error),
    importar,
    limpiar: () => setId(null),
    /** Reads the job again: the SUNAT state of the documents a mass invoicing emitted. */
    actualizar: () => refetch({ requestPolicy: 'network-only' }),
  };
}
