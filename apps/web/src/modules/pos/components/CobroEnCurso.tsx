import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFechaHora } from '../../../ui/utils/fechas';
import { liberarCobroMutation } from '../graphql/caja';

interface CobroEnCursoProps {
  pedidoId: string;
  /** When the charge in course started (ISO). */
  desde: string;
  liberado: () => void;
}

/**
 * An order being charged: another box may be emitting its document right now. A charge that died
 * midway leaves it so; after two minutes, and if no document came out of it, the cashier releases it.
 */
export function CobroEnCurso({ pedidoId, desde, liberado }: CobroEnCursoProps) {
  const [{ fetching }, liberar] = useMutation(liberarCobroMutation);
  const [error, setError] = useState<string | null>(null);

  async function liberarCobro() {
    const r = await liberar({ pedido_id: pedidoId }, MANUAL_ERRORS);
    if (r.error) return setError(mensajeError(r.error));
    setError(null);
    liberado();
  }

  return (
    <section className="pos-cobro" aria-label="Cobro en curso">
      <Message
        severity="warn"
        text={`Esta cuenta se está cobrando desde el ${formatFechaHora(desde)}. Si el cobro se interrumpió, libérela para cobrarla de nuevo.`}
        className="w-full"
      />
      {error && <Message severity="error" text={error} className="w-full" />}
      <Button
        type="button"
        label="Liberar cobro"
        icon="pi pi-unlock"
        outlined
        loading={fetching}
        onClick={() => void liberarCobro()}
      />
    </section>
  );
}
