import { type TypedDocumentNode, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { conductoresQuery } from '../graphql/conductores';
import { transportistasQuery } from '../graphql/transportistas';
import { vehiculosQuery } from '../graphql/vehiculos';
import { etiquetaConductor, etiquetaTransportista, etiquetaVehiculo } from '../utils/maestros-guia-form';

/** As many rows as a picker offers: the page size the server allows. */
const LIMITE = 500;

type VariablesLista = { limite: number };

/** A master's live rows as picker options, with whether they are still loading. */
function useOpciones<D, F>(
  query: TypedDocumentNode<D, VariablesLista>,
  filas: (d: D) => F[],
  opcion: (f: F) => SelectOption,
  pausar: boolean,
): { opciones: SelectOption[]; cargando: boolean } {
  const [{ data, fetching }] = useQuery({
    query,
    variables: { limite: LIMITE },
    pause: pausar,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  return { opciones: data ? filas(data).map(opcion) : [], cargando: fetching };
}

const id = (f: { id: string }) => f.id;

/** The company's active carriers as options ('20500000008 - TRANSPORTES RAPIDOS S.A.C.'). */
export const useOpcionesTransportistas = (pausar = false) =>
  useOpciones(
    transportistasQuery,
    (d) => d.transportistas.filas.filter((t) => t.activo),
    (t) => ({ value: id(t), label: etiquetaTransportista(t) }),
    pausar,
  );

/** The company's vehicles as options ('ABC123 - VOLVO'). */
export const useOpcionesVehiculos = (pausar = false) =>
  useOpciones(
    vehiculosQuery,
    (d) => d.vehiculos.filas,
    (v) => ({ value: id(v), label: etiquetaVehiculo(v) }),
    pausar,
  );

/** The company's drivers as options. */
export const useOpcionesConductores = (pausar = false) =>
  useOpciones(
    conductoresQuery,
    (d) => d.conductores.filas,
    (c) => ({ value: id(c), label: etiquetaConductor(c) }),
    pausar,
  );
