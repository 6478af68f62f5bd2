import { useState } from 'react';
import { useClient } from 'urql';
import type { GenerarPleQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { generarPleQuery, savePeriodAndBookMutation } from '../graphql/ple';
import { resumenGeneracion } from '../utils/libros';

/**
 * Generates a PLE book of a period (AAAAMM), downloads the TXT as SUNAT names it and, when the checker
 * finds nothing, records it for the period (savePeriodAndBook); what the checker found stays in
 * `resultado` for the screen to show.
 */
export function useGenerarPle(alRegistrar?: () => void) {
  const toast = useToast();
  const client = useClient();
  const [generando, setGenerando] = useState<string | null>(null);
  const [resultado, setResultado] = useState<GenerarPleQuery['generarPle'] | null>(null);

  async function generar(libro: string, periodo: string) {
    setGenerando(libro);
    setResultado(null);
    try {
      const variables = { libro, periodo };
      const r = await client
        .query(generarPleQuery, variables, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
        .toPromise();
      const e = mensajeError(r.error);
      if (e) toast.error(e);
      const archivo = r.data?.generarPle;
      if (!archivo) return;
      descargarArchivo(archivo.archivo);
      setResultado(archivo);
      if (archivo.valido) {
        await client.mutation(savePeriodAndBookMutation, variables, MANUAL_ERRORS).toPromise();
        toast.success(resumenGeneracion(archivo));
        alRegistrar?.();
      } else toast.error(resumenGeneracion(archivo));
    } finally {
      setGenerando(null);
    }
  }

  return { generar, generando, resultado, limpiar: () => setResultado(null) };
}
