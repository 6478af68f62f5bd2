import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { compraQuery } from '../graphql/compras';
import { TablaAsiento } from './TablaAsiento';

interface AsientoCompraDialogProps {
  id: string;
  onHide: () => void;
}

/** 'Ver asiento' of a purchase in the list: its lines as posted, with the destination entries. */
export function AsientoCompraDialog({ id, onHide }: AsientoCompraDialogProps) {
  const [{ data, error, fetching }] = useQuery({
    query: compraQuery,
    variables: { id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const c = data?.compra;
  const titulo = c
    ? `Asiento ${c.cuo} — ${c.tipo_comprobante} ${c.serie ? `${c.serie}-` : ''}${c.numero}`
    : 'Asiento';
  return (
    <Dialog header={titulo} visible onHide={onHide} style={{ width: 'min(60rem, 95vw)' }}>
      {mensajeError(error) && <Message severity="error" text={mensajeError(error) ?? ''} />}
      {fetching && !c && <p>Cargando...</p>}
      {c && (
        <>
          <p>
            {c.proveedor_nombre}
            {c.anulada && ' — ANULADA'}
          </p>
          <TablaAsiento titulo={titulo} lineas={c.asiento} moneda={c.moneda} />
        </>
      )}
    </Dialog>
  );
}
