import { totalesArqueo } from '@kipu/peru/pos/arqueo';
import type { MedioPago } from '@kipu/peru/pos/pagos';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { PosSesionCajaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { mensajeError } from '../../../ui/utils/acciones';
import { cerrarCajaMutation } from '../graphql/caja';
import { contadoInicial, entradaContado, MEDIOS, revisarContado } from '../utils/cobro';
import { DialogoPos } from './DialogoPos';
import { TablaArqueo } from './TablaArqueo';

interface CerrarCajaDialogProps {
  sesionId: string;
  cerrar: () => void;
  cerrada: () => void;
}

/** Closing the cash session: what was counted per method, then expected against counted and the difference. */
export function CerrarCajaDialog({ sesionId, cerrar, cerrada }: CerrarCajaDialogProps) {
  const [contado, setContado] = useState(contadoInicial);
  const [error, setError] = useState<string | null>(null);
  const [sesion, setSesion] = useState<PosSesionCajaFieldsFragment | null>(null);
  const [{ fetching }, cerrarCaja] = useMutation(cerrarCajaMutation);

  async function enviar() {
    const invalido = revisarContado(contado);
    if (invalido) return setError(invalido);
    const r = await cerrarCaja({ sesion_caja_id: sesionId, contado: entradaContado(contado) }, MANUAL_ERRORS);
    if (r.error) return setError(mensajeError(r.error));
    setError(null);
    if (r.data) setSesion(r.data.cerrarCaja);
  }

  const arqueo = (sesion?.arqueo ?? []).map((l) => ({ ...l, medio: l.medio as MedioPago }));
  return (
    <DialogoPos titulo="Cerrar caja" ancho="32rem" cerrar={sesion ? cerrada : cerrar}>
      {sesion ? (
        <div className="pos-cobro">
          <TablaArqueo lineas={arqueo} totales={totalesArqueo(arqueo)} />
          <Button type="button" label="Listo" onClick={cerrada} />
        </div>
      ) : (
        <div className="pos-cobro">
          <p className="form-nota">Ingrese lo contado en cada medio de pago.</p>
          <div className="form-grid">
            {MEDIOS.map((m) => (
              <FormField key={m.value} id={`contado-${m.value}`} label={m.label}>
                <DecimalInput
                  value={contado[m.value] ?? ''}
                  placeholder="0.00"
                  onChange={(v) => setContado((c) => ({ ...c, [m.value]: v }))}
                />
              </FormField>
            ))}
          </div>
          {error && <Message severity="error" text={error} className="w-full" />}
          <Button
            type="button"
            label="Cerrar caja"
            icon="pi pi-lock"
            loading={fetching}
            onClick={() => void enviar()}
          />
        </div>
      )}
    </DialogoPos>
  );
}
