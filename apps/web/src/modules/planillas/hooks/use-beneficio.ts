import { type CombinedError, useClient, useMutation, useQuery } from 'urql';
import type { BeneficioFieldsFragment, OpcionesBeneficioInput } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import {
  beneficioQuery,
  calcularBeneficioMutation,
  cerrarBeneficioMutation,
  pdfLiquidacionQuery,
  rollbackBeneficioMutation,
} from '../graphql/beneficios';

/**
 * The stored run of a kind and period (null when never computed) and the actions Calcular, Cerrar,
 * Revertir and the liquidación's PDF, with their toasts.
 */
export function useBeneficio(tipo: string, periodo: string) {
  const toast = useToast();
  const client = useClient();
  const [guardado, recargar] = useQuery({
    query: beneficioQuery,
    variables: { tipo, periodo },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
    pause: !periodo,
  });
  const [calculo, calcular] = useMutation(calcularBeneficioMutation);
  const [cierre, cerrar] = useMutation(cerrarBeneficioMutation);
  const [reversion, revertir] = useMutation(rollbackBeneficioMutation);

  function avisar(r: { error?: CombinedError | undefined }, exito: string) {
    if (r.error) {
      const m = mensajeError(r.error);
      if (m) toast.error(m);
      return;
    }
    toast.success(exito);
    recargar({ requestPolicy: 'network-only' });
  }

  async function pdfLiquidacion(trabajador_id: string) {
    const r = await client.query(pdfLiquidacionQuery, { periodo, trabajador_id }, MANUAL_ERRORS).toPromise();
    if (r.data) descargarArchivo(r.data.pdfLiquidacion);
    else toast.error(mensajeError(r.error) ?? 'No se pudo generar la liquidación');
  }

  const beneficio: BeneficioFieldsFragment | null = guardado.data?.beneficio ?? null;
  return {
    beneficio,
    cargando: guardado.fetching,
    error: mensajeError(guardado.error),
    ocupado: calculo.fetching || cierre.fetching || reversion.fetching,
    calcular: async (opciones?: OpcionesBeneficioInput) =>
      avisar(await calcular({ tipo, periodo, opciones }, MANUAL_ERRORS), 'Cálculo guardado como borrador'),
    cerrar: async () =>
      avisar(await cerrar({ tipo, periodo }, MANUAL_ERRORS), 'Cálculo cerrado y contabilizado'),
    revertir: async () =>
      avisar(await revertir({ tipo, periodo }, MANUAL_ERRORS), 'Cálculo revertido a borrador'),
    pdfLiquidacion,
  };
}

export type EstadoBeneficio = ReturnType<typeof useBeneficio>;
