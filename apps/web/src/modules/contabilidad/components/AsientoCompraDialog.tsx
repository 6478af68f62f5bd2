import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { compraQuery } from '../graphql/compras';
import { AsientoOperacionDialog } from './AsientoOperacionDialog';

interface AsientoCompraDialogProps {
  id: string;
  onHide: () => void;
}

/** 'Ver asiento' of a purchase in the list. */
export function AsientoCompraDialog({ id, onHide }: AsientoCompraDialogProps) {
  const [{ data, error, fetching }] = useQuery({
    query: compraQuery,
    variables: { id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  return (
    <AsientoOperacionDialog
      operacion={data?.compra}
      persona={data?.compra.proveedor_nombre}
      cargando={fetching}
      error={error}
      onHide={onHide}
    />
  );
}
