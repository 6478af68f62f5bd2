import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import {
  eliminarVacacionesMutation,
  recordVacacionalQuery,
  registrarVacacionesMutation,
} from '../graphql/beneficios';

/** A worker's vacation record on a date, and registering or deleting the days taken. */
export function useRecordVacacional(trabajadorId: string | null, fecha: string) {
  const toast = useToast();
  const [record, recargar] = useQuery({
    query: recordVacacionalQuery,
    variables: { trabajador_id: trabajadorId ?? '', fecha },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
    pause: !trabajadorId || !fecha,
  });
  const [registro, registrar] = useMutation(registrarVacacionesMutation);
  const [, eliminar] = useMutation(eliminarVacacionesMutation);

  async function avisar(r: Promise<{ error?: Parameters<typeof mensajeError>[0] }>, exito: string) {
    const { error } = await r;
    if (error) {
      toast.error(mensajeError(error) ?? 'No se pudo guardar');
      return false;
    }
    toast.success(exito);
    recargar({ requestPolicy: 'network-only' });
    return true;
  }

  return {
    record: record.data?.recordVacacional ?? null,
    error: mensajeError(record.error),
    ocupado: registro.fetching,
    registrar: (desde: string, hasta: string) =>
      trabajadorId
        ? avisar(
            registrar({ trabajador_id: trabajadorId, desde, hasta }, MANUAL_ERRORS),
            'Vacaciones registradas',
          )
        : Promise.resolve(false),
    eliminar: (id: string) => avisar(eliminar({ id }, MANUAL_ERRORS), 'Vacaciones eliminadas'),
  };
}
