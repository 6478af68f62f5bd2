import { Button } from 'primereact/button';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { deliveriesQuery } from '../graphql/delivery';

interface DeliveriesPorCobrarProps {
  cobrar: (pedidoId: string, nombre: string) => void;
}

/** The delivery orders not charged yet (and not cancelled), charged from the cash screen like a table. */
export function DeliveriesPorCobrar({ cobrar }: DeliveriesPorCobrarProps) {
  const [{ data }] = useQuery({
    query: deliveriesQuery,
    variables: {},
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  const pendientes = (data?.getAllDelivery ?? []).filter(
    (d) => d.estado !== 'cancelado' && d.pedido.estado === 'abierto',
  );
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
