import { useState } from 'react';
import { type CombinedError, useClient, useMutation, useQuery } from 'urql';
import type { PlanillaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import {
  calcularPlanillaMutation,
  cerrarPlanillaMutation,
  pdfBoletaPagoQuery,
  planillaQuery,
  rollbackPlanillaMutation,
} from '../graphql/planilla';
import { trabajadoresQuery } from '../graphql/trabajadores';
import { type EntradaGrilla, entradasDeGrilla } from '../utils/planilla';

/** The most workers the month's grid shows. */
const MAX_TRABAJADORES = 500;

/**
 * The planilla of a period ('AAAAMM'): the stored one (null when never computed), the live workers for
 * the grid, and the actions Calcular, Cerrar, Revertir and Boleta PDF with their toasts.
 */
export function usePlanilla(periodo: string) {
  const toast = useToast();
  const client = useClient();
  const [grilla, setGrilla] = useState<Record<string, EntradaGrilla>>({});
  const [guardada, recargar] = useQuery({
    query: planillaQuery,
    variables: { periodo },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [trabajadores] = useQuery({
    query: trabajadoresQuery,
    variables: { limite: MAX_TRABAJADORES, desde: 0 },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [calculo, calcular] = useMutation(calcularPlanillaMutation);
  const [cierre, cerrar] = useMutation(cerrarPlanillaMutation);
  const [reversion, revertir] = useMutation(rollbackPlanillaMutation);

  /** The toast of an action's answer; done, the stored planilla is read again. */
  function avisar(r: { error?: CombinedError | undefined }, exito: string) {
    if (r.error) {
      const m = mensajeError(r.error);
      if (m) toast.error(m);
      return;
    }
    toast.success(exito);
    recargar({ requestPolicy: 'network-only' });
  }

  async function boletaPdf(trabajador_id: string) {
    const r = await client.query(pdfBoletaPagoQuery, { periodo, trabajador_id }, MANUAL_ERRORS).toPromise();
    if (r.data) descargarArchivo(r.data.pdfBoletaPago);
    else toast.error(mensajeError(r.error) ?? 'No se pudo generar la boleta');
  }

  const planilla: PlanillaFieldsFragment | null = guardada.data?.planilla ?? null;
  return {
    planilla,
    cargando: guardada.fetching,
    trabajadores: trabajadores.data?.listTrabajadores.filas ?? [],
    grilla,
    cambiarEntrada: (id: string, e: EntradaGrilla) => setGrilla((g) => ({ ...g, [id]: e })),
    ocupado: calculo.fetching || cierre.fetching || reversion.fetching,
    calcular: async () =>
      avisar(
        await calcular({ periodo, entradas: entradasDeGrilla(grilla) }, MANUAL_ERRORS),
        'Planilla calculada',
      ),
    cerrar: async () => avisar(await cerrar({ periodo }, MANUAL_ERRORS), 'Planilla cerrada'),
    revertir: async () => avisar(await revertir({ periodo }, MANUAL_ERRORS), 'Planilla revertida a borrador'),
    boletaPdf,
  };
}
