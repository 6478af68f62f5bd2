import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import {
  anularCobroMutation,
  anularPagoMutation,
  pagosDeDocumentoQuery,
} from '../graphql/cuentas-cobrar-pagar';
import type { DocumentoCxPx } from './PagoDialog';
import { TablaAsiento } from './TablaAsiento';

interface PagosDocumentoDialogProps {
  tipo: 'cobrar' | 'pagar';
  documento: DocumentoCxPx;
  onHide: () => void;
  onAnulado: () => void;
}

/** The collections or payments of a document, each with its asiento; voiding from here. */
export function PagosDocumentoDialog({ tipo, documento, onHide, onAnulado }: PagosDocumentoDialogProps) {
  const toast = useToast();
  const [{ data, error, fetching }, refetch] = useQuery({
    query: pagosDeDocumentoQuery,
    variables: { documento_id: documento.id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, anularPago] = useMutation(anularPagoMutation);
  const [, anularCobro] = useMutation(anularCobroMutation);
  const nombre = tipo === 'cobrar' ? 'cobranza' : 'pago';

  function anular(id: string, cuo: string) {
    confirmar({
      mensaje: `¿Anular el ${nombre === 'pago' ? 'pago' : 'cobro'} ${cuo}? Los documentos volverán a tener saldo.`,
      aceptar: 'Anular',
      onAceptar: async () => {
        const r =
          tipo === 'cobrar'
            ? await anularCobro({ id }, MANUAL_ERRORS)
            : await anularPago({ id }, MANUAL_ERRORS);
        const mensaje = mensajeError(r.error);
        if (mensaje) {
          toast.error(mensaje);
          return;
        }
        toast.success(`${nombre === 'pago' ? 'Pago' : 'Cobranza'} ${cuo} anulado`);
        refetch({ requestPolicy: 'network-only' });
        onAnulado();
      },
    });
  }

  const pagos = data?.pagosDeDocumento ?? [];
  return (
    <Dialog
      header={`${tipo === 'cobrar' ? 'Cobranzas' : 'Pagos'} de ${documento.documento} — ${documento.persona_nombre ?? ''}`}
      visible
      onHide={onHide}
      style={{ width: 'min(64rem, 95vw)' }}
    >
      {mensajeError(error) && <Message severity="error" text={mensajeError(error) ?? ''} />}
      {fetching && !data && <p>Cargando...</p>}
      {data && pagos.length === 0 && (
        <p>El documento no tiene {tipo === 'cobrar' ? 'cobranzas' : 'pagos'}.</p>
      )}
      {pagos.map((p) => (
        <section key={p.id} className="pago-documento" aria-label={`Operación ${p.cuo}`}>
          <header className="fila-acciones">
            <strong>
              {formatFecha(p.fecha)} · {p.cuo} · {p.cuenta_financiera} · medio {p.medio_pago}
              {p.numero_operacion ? ` · op. ${p.numero_operacion}` : ''}
            </strong>
            <span>
              Aplicado: {documento.moneda}{' '}
              {formatMonto(documento.moneda === 'PEN' ? p.aplicado : p.aplicado_me)}
              {p.detraccion_constancia ? ` · constancia ${p.detraccion_constancia}` : ''}
            </span>
            {p.anulado ? (
              <span className="texto-anulado">ANULADO</span>
            ) : (
              <Button
                type="button"
                icon="pi pi-ban"
                size="small"
                text
                severity="danger"
                label="Anular"
                onClick={() => anular(p.id, p.cuo)}
              />
            )}
          </header>
          <TablaAsiento titulo={`Asiento ${p.cuo}`} lineas={p.asiento} moneda={p.moneda} />
        </section>
      ))}
    </Dialog>
  );
}
