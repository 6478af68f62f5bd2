import { useMemo } from 'react';
import { type TypedDocumentNode, useQuery } from 'urql';
import type { PosCocinasQuery, PosZonasQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { cocinasQuery, cuentasCajaQuery, zonasQuery } from '../graphql/configuracion';
import { opcionDeFinanciera, opcionesCuentaCaja } from '../utils/caja-form';

type Opciones = {
  opciones: SelectOption[];
  nombre: (id: string | null | undefined) => string;
  cargando: boolean;
};
type ConCodigo = { id: string; codigo: string; descripcion?: string; nombre?: string };

/** A whole setup list as select options 'código - nombre', and the name of one of them. */
function useOpciones<D>(
  consulta: TypedDocumentNode<D, Record<string, never>>,
  filas: (d: D) => ConCodigo[],
): Opciones {
  const [{ data, fetching }] = useQuery({
    query: consulta,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  return useMemo(() => {
    const lista = data ? filas(data) : [];
    const etiquetas = new Map(lista.map((f) => [f.id, `${f.codigo} - ${f.descripcion ?? f.nombre ?? ''}`]));
    return {
      opciones: lista.map((f) => ({ value: f.id, label: etiquetas.get(f.id) ?? f.id })),
      nombre: (id) => (id ? (etiquetas.get(id) ?? '') : ''),
      cargando: fetching,
    };
  }, [data, fetching, filas]);
}

// Module-level pickers: the same function on every render keeps the options memoized.
const deZonas = (d: PosZonasQuery) => d.zonas;
const deCocinas = (d: PosCocinasQuery) => d.cocinasByLocalId;

/** The zones of the session's local. */
export const useZonasOpciones = () => useOpciones(zonasQuery, deZonas);

/** The kitchens of the session's local. */
export const useCocinasOpciones = () => useOpciones(cocinasQuery, deCocinas);

// Saving a box may make a cuenta financiera (from a chart account): the list is read again after it.
const CONTEXTO_CUENTAS = { ...MANUAL_ERRORS, additionalTypenames: ['PosCaja'] };

/**
 * The accounts a box can collect in (cuentas financieras in soles, then the chart's cash accounts) as
 * the form's options, and the name of a box's stored cuenta financiera.
 */
export function useCuentasCaja(): Opciones {
  const [{ data, fetching }] = useQuery({
    query: cuentasCajaQuery,
    requestPolicy: 'cache-and-network',
    context: CONTEXTO_CUENTAS,
  });
  return useMemo(() => {
    const opciones = opcionesCuentaCaja(data?.cuentasParaCaja ?? []);
    const etiquetas = new Map(opciones.map((o) => [o.value, o.label]));
    return {
      opciones,
      nombre: (id) => (id ? (etiquetas.get(opcionDeFinanciera(id)) ?? '') : ''),
      cargando: fetching,
    };
  }, [data, fetching]);
}
