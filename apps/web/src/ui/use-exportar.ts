import { type AnyVariables, type TypedDocumentNode, useClient } from 'urql';
import { MANUAL_ERRORS } from '../lib/error-exchange';
import { mensajeError } from './utils/acciones';
import type { ArchivoGenerado } from './utils/descargar';

/**
 * The `generar` of a BotonExcel: runs an export query (never cached) with the list's current filter and
 * answers the file, or the server's message.
 */
export function useExportar<D, V extends AnyVariables>(
  query: TypedDocumentNode<D, V>,
  elegir: (datos: D) => ArchivoGenerado,
): (variables: V) => Promise<ArchivoGenerado | { error: string } | null> {
  const client = useClient();
  return async (variables) => {
    const r = await client
      .query(query, variables, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
      .toPromise();
    const error = mensajeError(r.error);
    if (error) return { error };
    return r.data ? elegir(r.data) : null;
  };
}
