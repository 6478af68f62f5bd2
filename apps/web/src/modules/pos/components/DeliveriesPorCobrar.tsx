import { Button } from 'primereact/button';
import { useDeliveries } from '../hooks/use-deliveries';
import { deliveriesPorCobrar } from '../utils/delivery';

interface DeliveriesPorCobrarProps {
  cobrar: (pedidoId: string, nombre: string) => void;
}

/**
 * The delivery orders not charged yet (and not cancelled), charged from the cash screen like a table;
 * kept live, so an order registered at the delivery screen appears and a charged one leaves.
 */
export function DeliveriesPorCobrar({ cobrar }: DeliveriesPorCobrarProps) {
  const pendientes = deliveriesPorCobrar(useDeliveries().filas);
  if (pendientes.length === 0) return null;
  return (
    <section className="pos-cobro" aria-label="Delivery por cobrar">
      <h2 className="pos-subtitulo">Delivery por cobrar</h2>
      {pendientes.map((d) => (
        <Button
          key={d.pedido.id}
          type="button"
          outlined
          label={`${d.nombres} · S/ ${d.pedido.total}`}
          onClick={() => cobrar(d.pedido.id, `delivery de ${d.nombres}`)}
        />
      ))}
    </section>
  );
}
