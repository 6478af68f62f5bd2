import { useMutation } from 'urql';
import type { GuiaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { DialogoMotivo } from '../../facturacion/internos/DialogoMotivo';
import { serieNumero } from '../../facturacion/utils/comprobante-form';
import { darBajaGuiaMutation } from '../graphql/guias';

interface BajaGuiaDialogProps {
  guia: Pick<GuiaFieldsFragment, 'id' | 'serie' | 'numero'>;
  /** true when the guide was given de baja. */
  onHide: (dadaDeBaja: boolean) => void;
}

/**
 * The baja of an accepted guide, with its reason. The server says when SUNAT's rules refuse it (the
 * transfer started, a sale cites it); SUNAT's GRE API takes no bajas, so the user is reminded to
 * register it in SOL as well.
 */
export function BajaGuiaDialog({ guia: g, onHide }: BajaGuiaDialogProps) {
  const toast = useToast();
  const [{ fetching }, darBaja] = useMutation(darBajaGuiaMutation);
  const nombre = serieNumero(g.serie, g.numero);

  async function enviar(motivo: string) {
    const r = await darBaja({ id: g.id, motivo }, MANUAL_ERRORS);
    if (!r.data) return { ok: false, error: r.error };
    toast.success(`Guía ${nombre} dada de baja`);
    onHide(true);
    return { ok: true };
  }

  return (
    <DialogoMotivo
      titulo={`Dar de baja la guía ${nombre}`}
      accion="Dar de baja"
      etiqueta="Motivo de la baja"
      faltaMotivo="Indique el motivo de la baja"
      maximo={250}
      aviso="Solo antes de iniciar el traslado. Registre la baja también en SUNAT Operaciones en Línea (Guía de Remisión Electrónica › Baja de GRE): la API de guías de SUNAT no recibe bajas."
      enviar={enviar}
      onCancelar={() => onHide(false)}
      enCurso={fetching}
    />
  );
}
