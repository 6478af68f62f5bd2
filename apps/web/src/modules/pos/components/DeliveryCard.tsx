import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import type { PosDeliveryFieldsFragment } from '../../../gql/graphql';
import type { SelectOption } from '../../../ui/SelectBuscar';
import { confirmar } from '../../../ui/utils/acciones';
import { cancelable, siguienteDelivery } from '../utils/delivery';

interface DeliveryCardProps {
  delivery: PosDeliveryFieldsFragment;
  repartidores: readonly SelectOption[];
  cambiar: (cambio: { estado?: string; repartidor_id?: string }) => void;
}

/** A delivery order: who receives it and where, what it carries, its courier and its next step. */
export function DeliveryCard({ delivery: d, repartidores, cambiar }: DeliveryCardProps) {
  const paso = siguienteDelivery(d.estado);
  return (
    <article className="pos-comanda" aria-label={`Delivery de ${d.nombres}`}>
      <header className="pos-comanda__cabecera">
        <strong>{d.nombres}</strong>
        <span>S/ {d.pedido.total}</span>
      </header>
      <p className="pos-comanda__tiempos">
        {d.direccion}
        {d.referencia && ` · ${d.referencia}`}
        {d.telefono && ` · ${d.telefono}`}
      </p>
      {d.nota && <p className="pos-linea__nota">{d.nota}</p>}
      <ul className="pos-lineas">
        {d.pedido.lineas.map((l) => (
          <li key={l.id} className="pos-comanda__linea">
            <span className="pos-linea__cantidad">{l.cantidad} ×</span>
            <span>{l.descripcion}</span>
          </li>
        ))}
      </ul>
      {cancelable(d.estado) && (
        <Dropdown
          value={d.repartidor_id ?? null}
          options={[...repartidores]}
          placeholder="Repartidor"
          filter
          aria-label={`Repartidor de ${d.nombres}`}
          onChange={(e) => cambiar({ repartidor_id: String(e.value) })}
        />
      )}
      {paso && (
        <Button
          type="button"
          label={paso.accion}
          icon="pi pi-send"
          onClick={() => cambiar({ estado: paso.estado })}
        />
      )}
      {cancelable(d.estado) && (
        <Button
          type="button"
          label="Cancelar"
          severity="danger"
          outlined
          onClick={() =>
            confirmar({
              mensaje: `¿Cancelar el delivery de ${d.nombres}?`,
              aceptar: 'Cancelar delivery',
              onAceptar: () => cambiar({ estado: 'cancelado' }),
            })
          }
        />
      )}
    </article>
  );
}
