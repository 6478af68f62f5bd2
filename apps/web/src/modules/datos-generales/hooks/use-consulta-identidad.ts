import { useState } from 'react';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { consultarDniQuery, consultarRucQuery } from '../graphql/consultas';
import { consultaPosible, type DatosConsultados, datosDeDni, datosDeRuc } from '../utils/consulta-identidad';

/**
 * Looks a RUC up (local padrón, then the provider) or a DNI up (provider) and answers the form fields it
 * found; warns of 'NO HABIDO' / 'BAJA' taxpayers. A failed look-up only tells the user: the form stays
 * as typed.
 */
export function useConsultaIdentidad() {
  const client = useClient();
  const toast = useToast();
  const [consultando, setConsultando] = useState(false);

  async function consultar(documentoId: string, numero: string): Promise<DatosConsultados | null> {
    const tipo = consultaPosible(documentoId, numero);
    if (!tipo) return null;
    const opciones = { ...MANUAL_ERRORS, requestPolicy: 'network-only' } as const;
    setConsultando(true);
    try {
      if (tipo === 'ruc') {
        const r = await client.query(consultarRucQuery, { ruc: numero.trim() }, opciones).toPromise();
        const error = mensajeError(r.error);
        if (error) toast.error(error);
        if (!r.data?.consultarRuc) {
          if (!r.error) toast.warn('No se encontró el RUC en SUNAT');
          return null;
        }
        const datos = datosDeRuc(r.data.consultarRuc);
        if (datos.advertencia) toast.warn(datos.advertencia, 8000);
        return datos;
      }
      const r = await client.query(consultarDniQuery, { dni: numero.trim() }, opciones).toPromise();
      const error = mensajeError(r.error);
      if (error) toast.error(error);
      if (!r.data?.consultarDni) {
        if (!r.error) toast.warn('No se encontró el DNI');
        return null;
      }
      return datosDeDni(r.data.consultarDni);
    } finally {
      setConsultando(false);
    }
  }

  return { consultar, consultando };
}
