import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { precuentaQuery } from '../graphql/servicio';
import { DialogoPos } from './DialogoPos';

interface PrecuentaDialogProps {
  pedidoId: string;
  cerrar: () => void;
}

/** The precuenta: the 80 mm ticket of what the table has consumed so far, to print for the guests. */
export function PrecuentaDialog({ pedidoId, cerrar }: PrecuentaDialogProps) {
  const [{ data, fetching, error }] = useQuery({
    query: precuentaQuery,
    variables: { pedido_id: pedidoId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const p = data?.precuenta;
  return (
    <DialogoPos
      titulo="Precuenta"
      ancho="24rem"
      cerrar={cerrar}
      pie={
        <Button
          type="button"
          label="Imprimir"
          icon="pi pi-print"
          disabled={!p}
          onClick={() => window.print()}
        />
      }
    >
      {error && <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />}
      {fetching && !p && <p className="form-nota">Cargando...</p>}
      {p && (
        <article className="pos-ticket" aria-label="Ticket de precuenta">
          <header>
            <strong>{p.razon_social}</strong>
            <span>RUC {p.ruc}</span>
            <span>{p.local}</span>
            <span>{p.direccion}</span>
          </header>
          <p className="pos-ticket__titulo">PRECUENTA</p>
          <p>
            {[p.zona, p.mesa && `Mesa ${p.mesa}`].filter(Boolean).join(' · ')}
            <br />
            Mozo: {p.mozo}
            <br />
            {new Date(p.fecha).toLocaleString('es-PE')}
          </p>
          <table>
            <tbody>
              {p.pedido.lineas.map((l) => (
                <tr key={l.id}>
                  <td>{l.cantidad}</td>
                  <td>{l.descripcion}</td>
                  <td className="celda-numero">{l.importe}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="pos-ticket__total">TOTAL S/ {p.pedido.total}</p>
          <p className="pos-ticket__pie">Documento no válido como comprobante de pago</p>
        </article>
      )}
    </DialogoPos>
  );
}
