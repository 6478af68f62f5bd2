import { useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { abrirPedidoMutation } from '../graphql/servicio';
import type { MesaEstado } from '../hooks/use-mapa-zona';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { MapaServicio } from './MapaServicio';
import { PedidoMesa } from './PedidoMesa';
import './pos.css';

type Abierto = { pedidoId: string; mesa: string };

/**
 * /mcc/pedido/create: the waiter's screen. The zone's live map; tapping a free table opens its order,
 * a taken one shows the order it has.
 */
export function TomaPedidoPage() {
  const toast = useToast();
  const [zonaId, setZonaId] = useState<string | null>(null);
  const [abierto, setAbierto] = useState<Abierto | null>(null);
  const [{ fetching }, abrir] = useMutation(abrirPedidoMutation);
  const { tomaDePedidos } = useVocabularioPos();

  async function elegir(mesa: MesaEstado) {
    if (mesa.pedido_id) return setAbierto({ pedidoId: mesa.pedido_id, mesa: mesa.codigo });
    if (fetching) return;
    const r = await abrir({ mesa_id: mesa.id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.data) setAbierto({ pedidoId: r.data.abrirPedido.id, mesa: mesa.codigo });
  }

  return (
    <main className="pos-servicio">
      {abierto ? (
        <PedidoMesa
          key={abierto.pedidoId}
          pedidoId={abierto.pedidoId}
          mesa={abierto.mesa}
          zonaId={zonaId}
          cerrar={() => setAbierto(null)}
          cambiar={(pedidoId, mesa) => setAbierto({ pedidoId, mesa })}
        />
      ) : (
        <>
          <h1 className="pos-servicio__titulo">{tomaDePedidos}</h1>
          <MapaServicio zonaId={zonaId} cambiarZona={setZonaId} elegir={(m) => void elegir(m)} />
        </>
      )}
    </main>
  );
}
