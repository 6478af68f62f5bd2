import { useClient, useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import {
  enlaceWhatsappBoletaQuery,
  enviarBoletaPagoMutation,
  enviarBoletasPagoMutation,
  pdfBoletasPagoQuery,
} from '../graphql/salidas';
import { resumenEnvio } from '../utils/envio-boletas';

/**
 * The payslips of a period ('AAAAMM') leaving the company: all in one PDF, by e-mail to one worker or to
 * all, and the WhatsApp link opened in a new tab; each answer as a toast.
 */
export function useSalidasPlanilla(periodo: string) {
  const toast = useToast();
  const client = useClient();
  const [envio, enviar] = useMutation(enviarBoletaPagoMutation);
  const [envioTodas, enviarTodas] = useMutation(enviarBoletasPagoMutation);
  const fallo = (error: Parameters<typeof mensajeError>[0], otro: string) =>
    toast.error(mensajeError(error) ?? otro);

  return {
    enviando: envio.fetching || envioTodas.fetching,
    boletasPdf: async () => {
      const r = await client.query(pdfBoletasPagoQuery, { periodo }, MANUAL_ERRORS).toPromise();
      if (r.data) descargarArchivo(r.data.pdfBoletasPago);
      else fallo(r.error, 'No se pudieron generar las boletas');
    },
    enviarBoleta: async (trabajador_id: string) => {
      const r = await enviar({ periodo, trabajador_id }, MANUAL_ERRORS);
      if (r.data) toast.success(`Boleta enviada a ${r.data.enviarBoletaPago.para}`);
      else fallo(r.error, 'No se pudo enviar la boleta');
    },
    enviarBoletas: async () => {
      const r = await enviarTodas({ periodo }, MANUAL_ERRORS);
      if (!r.data) return fallo(r.error, 'No se pudieron enviar las boletas');
      const { exito, omitidos } = resumenEnvio(r.data.enviarBoletasPago);
      toast.success(exito);
      if (omitidos) toast.error(omitidos);
    },
    whatsapp: async (trabajador_id: string) => {
      const r = await client
        .query(enlaceWhatsappBoletaQuery, { periodo, trabajador_id }, MANUAL_ERRORS)
        .toPromise();
      if (r.data) window.open(r.data.enlaceWhatsappBoleta.enlace, '_blank', 'noopener');
      else fallo(r.error, 'No se pudo preparar el mensaje de WhatsApp');
    },
  };
}
