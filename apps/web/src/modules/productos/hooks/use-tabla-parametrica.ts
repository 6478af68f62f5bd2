import { useMemo } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { parametricosTablaQuery } from '../graphql/catalogos';

/** Tables small enough to load whole: catálogo 03 (2,000 units), catálogo 07, PLE tabla 5. */
export type TablaPequena = 'cat03' | 'cat07' | 'ple05';

/** A whole SUNAT catalogue or PLE table as options 'código - descripción' (cached for the session). */
export function useTablaParametrica(tabla: TablaPequena): { opciones: SelectOption[]; cargando: boolean } {
  const [{ data, fetching }] = useQuery({
    query: parametricosTablaQuery,
    variables: { tabla, limite: 5000 },
    context: MANUAL_ERRORS,
  });
  const opciones = useMemo(
    () =>
      (data?.parametricosbytabla ?? []).map((f) => ({
        value: f.codigo,
        label: `${f.codigo} - ${f.descripcion}`,
      })),
    [data],
  );
  return { opciones, cargando: fetching };
}
