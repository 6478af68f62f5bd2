import { Button } from 'primereact/button';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useMutation } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { updateDeliveryMutation } from '../graphql/delivery';
import { useDeliveries } from '../hooks/use-deliveries';
import { useUsuariosEmpresa } from '../hooks/use-usuarios-empresa';
import { deliveriesDelEstado, ESTADOS_DELIVERY } from '../utils/delivery';
import { DeliveryCard } from './DeliveryCard';
import { NuevoDeliveryDialog } from './NuevoDeliveryDialog';
import { Pestanas } from './Pestanas';
import './pos.css';

/**
 * /mcc/delivery: the orders that leave the local by state, their courier, and new ones; what another
 * cashier or courier changes appears live.
 */
export function DeliveryPage() {
  const toast = useToast();
  const [estado, setEstado] = useState('registrado');
  const [nuevo, setNuevo] = useState(false);
  const deliveries = useDeliveries();
  const lista = useMemo(() => deliveriesDelEstado(deliveries.filas, estado), [deliveries.filas, estado]);
  const repartidores = useUsuariosEmpresa();
  const [, actualizar] = useMutation(updateDeliveryMutation);

  // The change comes back over the subscription, like everybody else's.
  async function cambiar(pedidoId: string, cambio: { estado?: string; repartidor_id?: string }) {
    const r = await actualizar({ pedido_id: pedidoId, ...cambio }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
  }

  return (
    <main className="pos-servicio">
      <ConfirmDialog />
      <div className="pos-pedido__cabecera">
        <h1 className="pos-servicio__titulo">Delivery</h1>
        <Button
          type="button"
          label="Nuevo delivery"
          icon="pi pi-plus"
          className="pos-pedido__total"
          onClick={() => setNuevo(true)}
        />
      </div>
      <Pestanas etiqueta="Estados" opciones={ESTADOS_DELIVERY} value={estado} onChange={setEstado} />
      {deliveries.error && <Message severity="error" text={deliveries.error} className="w-full" />}
      {!deliveries.cargando && lista.length === 0 && (
        <p className="form-nota">No hay pedidos en este estado.</p>
      )}
      <div className="pos-comandas">
        {lista.map((d) => (
          <DeliveryCard
            key={d.pedido.id}
            delivery={d}
            repartidores={repartidores.opciones}
            cambiar={(c) => void cambiar(d.pedido.id, c)}
          />
        ))}
      </div>
      {nuevo && (
        <NuevoDeliveryDialog
          cerrar={() => setNuevo(false)}
          creado={() => {
            setNuevo(false);
            setEstado('registrado');
          }}
        />
      )}
    </main>
  );
}
