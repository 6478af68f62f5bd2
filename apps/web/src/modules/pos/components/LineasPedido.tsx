import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useMutation } from 'urql';
import type { PosPedidoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { quitarLineaMutation } from '../graphql/servicio';

type Linea = PosPedidoFieldsFragment['lineas'][number];

interface LineasPedidoProps {
  pedidoId: string;
  lineas: readonly Linea[];
  cargando: boolean;
}

/** What the order has: amounts as the server computed them; a line not yet sent can be removed. */
export function LineasPedido({ pedidoId, lineas, cargando }: LineasPedidoProps) {
  const toast = useToast();
  const [, quitar] = useMutation(quitarLineaMutation);

  async function quitarLinea(l: Linea) {
    const r = await quitar({ pedido_id: pedidoId, linea_id: l.id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
  }

  if (lineas.length === 0)
    return (
      <p className="form-nota">{cargando ? 'Cargando el pedido...' : 'La mesa aún no tiene productos.'}</p>
    );
  return (
    <ul className="pos-lineas" aria-label="Productos del pedido">
      {lineas.map((l) => (
        <li key={l.id} className="pos-linea">
          <span className="pos-linea__cantidad">{l.cantidad}</span>
          <span className="pos-linea__descripcion">
            {l.descripcion}
            {l.nota && <small className="pos-linea__nota">{l.nota}</small>}
            {l.componentes.map((c) => (
              <small key={c.descripcion} className="pos-linea__nota">
                {c.cantidad} × {c.descripcion}
              </small>
            ))}
          </span>
          <span className="pos-linea__importe">S/ {l.importe}</span>
          {l.enviada ? (
            <Tag value="Enviado" severity="success" />
          ) : (
            <Button
              type="button"
              icon="pi pi-trash"
              rounded
              text
              severity="danger"
              aria-label={`Quitar ${l.descripcion}`}
              onClick={() => void quitarLinea(l)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}
