import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { trabajadoresQuery } from '../graphql/trabajadores';

/** The most workers a benefits select lists. */
const MAX_TRABAJADORES = 500;

/** The company's live workers, for the benefits screens' selects. */
export function useTrabajadores() {
  const [r] = useQuery({
    query: trabajadoresQuery,
    variables: { limite: MAX_TRABAJADORES, desde: 0 },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  return r.data?.listTrabajadores.filas ?? [];
}
