import { aLa, conArticulo, concuerda, mayuscula, unaPalabra } from '@kipu/peru/pos/vocabulario';
import { useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { moverPedidoMutation, unirPedidosMutation } from '../graphql/servicio';
import type { MesaEstado } from '../hooks/use-mapa-zona';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { DialogoPos } from './DialogoPos';
import { MapaServicio } from './MapaServicio';

interface MoverMesaDialogProps {
  /** mover: to a free table; unir: into the order of a taken one. */
  modo: 'mover' | 'unir';
  pedidoId: string;
  zonaId: string | null;
  cerrar: () => void;
  hecho: (pedidoId: string, mesa: string) => void;
}

/** Moves the order to a free table, or merges it into a taken table's order, picked on the map. */
export function MoverMesaDialog({ modo, pedidoId, zonaId, cerrar, hecho }: MoverMesaDialogProps) {
  const toast = useToast();
  const { mesa } = useVocabularioPos();
  const la = (m: MesaEstado) => `${conArticulo(mesa)} ${m.codigo}`;
  const [zona, setZona] = useState(zonaId);
  const [, mover] = useMutation(moverPedidoMutation);
  const [, unir] = useMutation(unirPedidosMutation);

  async function elegir(m: MesaEstado) {
    if (m.pedido_id === pedidoId) return toast.error(`Elija ${concuerda(mesa, 'otr')} ${mesa.singular}`);
    if (modo === 'mover' && m.pedido_id)
      return toast.error(`${mayuscula(la(m))} está ${concuerda(mesa, 'ocupad')}: use Unir`);
    if (modo === 'unir' && !m.pedido_id) return toast.error(`${mayuscula(la(m))} está libre: use Mover`);
    const r = m.pedido_id
      ? await unir({ origen_id: pedidoId, destino_id: m.pedido_id }, MANUAL_ERRORS)
      : await mover({ pedido_id: pedidoId, mesa_id: m.id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) return toast.error(mensaje);
    toast.success(`Pedido ${modo === 'mover' ? 'movido' : 'unido'} ${aLa(mesa)} ${m.codigo}`);
    hecho(m.pedido_id ?? pedidoId, m.codigo);
  }

  return (
    <DialogoPos
      titulo={
        modo === 'mover'
          ? `Mover a ${unaPalabra(mesa)} libre`
          : `Unir con ${unaPalabra(mesa)} ${concuerda(mesa, 'ocupad')}`
      }
      ancho="48rem"
      cerrar={cerrar}
    >
      <MapaServicio zonaId={zona} cambiarZona={setZona} elegir={(m) => void elegir(m)} />
    </DialogoPos>
  );
}
