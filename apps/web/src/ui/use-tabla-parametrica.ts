import { useMemo } from 'react';
import { useQuery } from 'urql';
import { graphql } from '../gql';
import { MANUAL_ERRORS } from '../lib/error-exchange';
import type { SelectOption } from './SelectBuscar';
import { opcionesCatalogo, opcionesUnidadMedida } from './utils/etiquetas-catalogo';

/** A whole SUNAT catalogue or PLE table (the server caps `limite` at 5,000 rows). */
export const parametricosTablaQuery = graphql(`
  query ParametricosTabla($tabla: String!, $limite: Int) {
    parametricosbytabla(tabla: $tabla, limite: $limite) {
      codigo
      descripcion
    }
  }
`);

/**
 * Tables small enough to load whole: catálogo 03 (2,000 units), 05 (tributos), 07 (IGV affectations),
 * PLE tablas 3 (financial entities) and 5 (tipos de existencia). Catálogo 25 is searched instead.
 */
export type TablaPequena = 'cat03' | 'cat05' | 'cat07' | 'ple03' | 'ple05';

/**
 * A whole SUNAT catalogue or PLE table as options 'código - descripción' (cached for the session);
 * catálogo 03 names its usual units in Spanish and offers them first.
 */
export function useTablaParametrica(tabla: TablaPequena): { opciones: SelectOption[]; cargando: boolean } {
  const [{ data, fetching }] = useQuery({
    query: parametricosTablaQuery,
    variables: { tabla, limite: 5000 },
    context: MANUAL_ERRORS,
  });
  const opciones = useMemo(
    () => (tabla === 'cat03' ? opcionesUnidadMedida : opcionesCatalogo)(data?.parametricosbytabla ?? []),
    [data, tabla],
  );
  return { opciones, cargando: fetching };
}
