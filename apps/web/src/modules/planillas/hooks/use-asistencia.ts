import { useState } from 'react';
import { type TypedDocumentNode, useClient, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { type ArchivoGenerado, descargarArchivo } from '../../../ui/utils/descargar';
import {
  excelAsistenciaQuery,
  importarAsistenciaMutation,
  pdfAsistenciaQuery,
  plantillaAsistenciaQuery,
  resumenAsistenciaQuery,
} from '../graphql/asistencia';
import { base64DeArchivo, type ErrorDeFila, erroresDeFilas } from '../utils/asistencia';

/**
 * The attendance of a period ('AAAAMM'): the summary per contract, the Excel import with the rows it
 * refused, and the template and report downloads.
 */
export function useAsistencia(periodo: string) {
  const toast = useToast();
  const client = useClient();
  const [errores, setErrores] = useState<ErrorDeFila[]>([]);
  const [resumen, recargar] = useQuery({
    query: resumenAsistenciaQuery,
    variables: { periodo },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [importacion, importar] = useMutation(importarAsistenciaMutation);

  async function descargar<V extends { periodo?: string | null }>(
    consulta: TypedDocumentNode<Record<string, ArchivoGenerado>, V>,
    variables: V,
  ) {
    const r = await client.query(consulta, variables, MANUAL_ERRORS).toPromise();
    const archivo = r.data ? Object.values(r.data)[0] : undefined;
    if (archivo) descargarArchivo(archivo);
    else toast.error(mensajeError(r.error) ?? 'No se pudo generar el archivo');
  }

  return {
    filas: resumen.data?.resumenAsistencia ?? [],
    cargando: resumen.fetching,
    recargar: () => recargar({ requestPolicy: 'network-only' }),
    errores,
    importando: importacion.fetching,
    importar: async (archivo: File) => {
      const r = await importar({ periodo, excel: await base64DeArchivo(archivo) }, MANUAL_ERRORS);
      setErrores(erroresDeFilas(r.error));
      if (r.error) {
        toast.error(mensajeError(r.error) ?? 'No se pudo importar la asistencia');
        return;
      }
      const hecho = r.data?.importarAsistencia;
      toast.success(
        `Asistencia importada: ${hecho?.registros ?? 0} días de ${hecho?.trabajadores ?? 0} trabajador(es)`,
      );
      recargar({ requestPolicy: 'network-only' });
    },
    plantilla: () => descargar(plantillaAsistenciaQuery, { periodo }),
    excel: () => descargar(excelAsistenciaQuery, { periodo }),
    pdf: () => descargar(pdfAsistenciaQuery, { periodo }),
  };
}
