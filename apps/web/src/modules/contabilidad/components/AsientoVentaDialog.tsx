import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { ventaQuery } from '../graphql/ventas';
import { AsientoOperacionDialog } from './AsientoOperacionDialog';

interface AsientoVentaDialogProps {
  id: string;
  onHide: () => void;
}

/** 'Ver asiento' of a sale in the register (registered here or posted from invoicing). */
export function AsientoVentaDialog({ id, onHide }: AsientoVentaDialogProps) {
  const [{ data, error, fetching }] = useQuery({
    query: ventaQuery,
    variables: { id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  return (
    <AsientoOperacionDialog
      operacion={data?.venta}
      persona={data?.venta.cliente_nombre}
      cargando={fetching}
      error={error}
      onHide={onHide}
    />
  );
}
