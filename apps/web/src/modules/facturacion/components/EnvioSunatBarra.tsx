import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { EnvioSunatFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { pausarEnvioSunatMutation } from '../graphql/envio';
import { nombreDestino } from '../utils/envio-form';
import { ConfigurarEnvioDialog } from './ConfigurarEnvioDialog';

/**
 * The header of /fac/resumenes: where the company sends (with 'Configurar envío'), the automatic sending
 * switch (on or paused) and what waits for SUNAT.
 */
export function EnvioSunatBarra({
  envio,
  onCambio,
}: {
  envio: EnvioSunatFieldsFragment;
  onCambio: () => void;
}) {
  const toast = useToast();
  const [configurando, setConfigurando] = useState(false);
  const [{ fetching }, pausar] = useMutation(pausarEnvioSunatMutation);

  async function cambiar(activo: boolean) {
    const r = await pausar({ pausado: !activo }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (r.data) {
      toast.success(activo ? 'Envío a SUNAT reanudado: se envían los pendientes' : 'Envío a SUNAT pausado');
      onCambio();
    }
  }

  const activo = !envio.envio_pausado;
  return (
    <div className="resumenes-envio">
      <span className="resumenes-envio__destino" data-testid="envio-destino">
        Destino: <strong>{nombreDestino(envio.soap_envio)}</strong>
        {envio.modo_pruebas && (
          <Tag value="Modo pruebas" severity="warning" icon="pi pi-exclamation-triangle" />
        )}
      </span>
      <Button
        type="button"
        label="Configurar envío"
        icon="pi pi-cog"
        size="small"
        outlined
        onClick={() => setConfigurando(true)}
      />
      <InputSwitch
        inputId="envio-automatico"
        checked={activo}
        disabled={fetching}
        onChange={(e) => void cambiar(Boolean(e.value))}
      />
      <label htmlFor="envio-automatico">
        Envío automático a SUNAT: <strong>{activo ? 'activo' : 'pausado'}</strong>
      </label>
      <small className="page__hint">
        {envio.comprobantes_pendientes} comprobantes y {envio.resumenes_pendientes} resúmenes sin respuesta de
        SUNAT · boletas {envio.envio_boletas === 'resumen' ? 'por resumen diario' : 'una por una'}
      </small>
      <ConfigurarEnvioDialog
        envio={envio}
        visible={configurando}
        onHide={() => setConfigurando(false)}
        onGuardado={onCambio}
      />
    </div>
  );
}
