import { useState } from 'react';
import { type OperationResult, useClient, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import {
  aceptarPropuestaSireMutation,
  archivoReemplazoSireQuery,
  comparacionSireQuery,
  descargarPropuestaSireMutation,
  propuestaSireQuery,
} from '../graphql/sire';
import { esTolerancia, type RegistroSire } from '../utils/sire';

const RED = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;

/**
 * A register's SIRE proposal of a period (AAAAMM): the stored one, its download from SUNAT, the
 * comparison with the books (only once a proposal is stored), RVIE acceptance and replacement file.
 * SUNAT's and the server's refusals are shown as toasts.
 */
export function usePropuestaSire(registro: RegistroSire, periodo: string, tolerancia: string) {
  const toast = useToast();
  const client = useClient();
  const [ocupado, setOcupado] = useState<'descargar' | 'aceptar' | 'reemplazo' | null>(null);
  const [propuesta, refrescarPropuesta] = useQuery({
    query: propuestaSireQuery,
    variables: { periodo, registro },
    pause: !periodo,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const guardada = propuesta.data?.propuestaSire ?? null;
  const [comparacion, refrescarComparacion] = useQuery({
    query: comparacionSireQuery,
    variables: { periodo, registro, tolerancia: tolerancia.trim() || null },
    pause: !guardada || !esTolerancia(tolerancia),
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });

  /** Runs one action at a time; the server's refusal becomes a toast and the answer's data, undefined. */
  async function con<T>(
    accion: NonNullable<typeof ocupado>,
    pedir: () => Promise<OperationResult<T>>,
    listo: (datos: T) => void,
  ) {
    setOcupado(accion);
    try {
      const r = await pedir();
      const e = mensajeError(r.error);
      if (e) toast.error(e);
      else if (r.data) listo(r.data);
    } finally {
      setOcupado(null);
    }
  }

  const refrescar = () => {
    refrescarPropuesta({ requestPolicy: 'network-only' });
    refrescarComparacion({ requestPolicy: 'network-only' });
  };

  const descargar = () =>
    con(
      'descargar',
      () => client.mutation(descargarPropuestaSireMutation, { periodo, registro }, MANUAL_ERRORS).toPromise(),
      ({ descargarPropuestaSire: p }) => {
        toast.success(`Propuesta descargada: ${p.filas} comprobantes, ${p.errores.length} errores`);
        refrescar();
      },
    );

  const aceptar = () =>
    con(
      'aceptar',
      () => client.mutation(aceptarPropuestaSireMutation, { periodo }, MANUAL_ERRORS).toPromise(),
      ({ aceptarPropuestaSire: p }) => {
        toast.success(`Propuesta aceptada en SUNAT (ticket ${p.aceptacion_ticket ?? ''})`);
        refrescar();
      },
    );

  const reemplazo = () =>
    con(
      'reemplazo',
      () => client.query(archivoReemplazoSireQuery, { periodo }, RED).toPromise(),
      ({ archivoReemplazoSire: a }) => {
        descargarArchivo(a.archivo);
        toast.success(`Archivo de reemplazo ${a.archivo.nombre}: ${a.lineas} líneas`);
      },
    );

  return {
    propuesta: guardada,
    comparacion: comparacion.data?.comparacionSire ?? null,
    cargando: propuesta.fetching || comparacion.fetching,
    error: mensajeError(propuesta.error) ?? mensajeError(comparacion.error),
    ocupado,
    descargar,
    aceptar,
    reemplazo,
  };
}
