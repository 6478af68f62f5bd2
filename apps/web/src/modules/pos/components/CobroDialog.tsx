import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CobrarPosPedidoMutation } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { BotonExcel } from '../../../ui/BotonExcel';
import { useExportar } from '../../../ui/use-exportar';
import { mensajeError } from '../../../ui/utils/acciones';
import { cobrarPedidoMutation, pdfTicketComprobanteQuery, pdfTicketNotaVentaQuery } from '../graphql/caja';
import { pedidoQuery } from '../graphql/servicio';
import {
  type CobroForm,
  clienteDe,
  cobroInicial,
  entradaCobro,
  revisarCobro,
  TIPOS_COBRO,
} from '../utils/cobro';
import { DialogoPos } from './DialogoPos';
import { PagosCobro } from './PagosCobro';
import { Pestanas } from './Pestanas';

interface CobroDialogProps {
  pedidoId: string;
  /** What is charged, as the title names it ('mesa 3', 'delivery de Rosa'). */
  nombre: string;
  sesionCajaId: string;
  cerrar: () => void;
}

type Cobrado = CobrarPosPedidoMutation['cobrarPedido'];

/**
 * Charging a table: the document (boleta, factura, nota de venta), the customer, one or several
 * payments with the change; once emitted, its 80 mm ticket. The table is freed by the charge.
 */
export function CobroDialog({ pedidoId, nombre, sesionCajaId, cerrar }: CobroDialogProps) {
  const [{ data }] = useQuery({ query: pedidoQuery, variables: { id: pedidoId }, context: MANUAL_ERRORS });
  const total = data?.pedido.total ?? '';
  const [form, setForm] = useState<CobroForm | null>(null);
  const f = form ?? cobroInicial(total);
  const [error, setError] = useState<string | null>(null);
  const [cobrado, setCobrado] = useState<Cobrado | null>(null);
  const [{ fetching }, cobrar] = useMutation(cobrarPedidoMutation);
  const revision = total ? revisarCobro(f, total) : null;
  const cambiar = (cambio: Partial<CobroForm>) => setForm({ ...f, ...cambio });
  const cliente = (c: Partial<CobroForm['cliente']>) => cambiar({ cliente: { ...f.cliente, ...c } });

  async function enviar() {
    if (!revision || 'error' in revision) return setError(revision?.error ?? 'Cargando el pedido');
    setError(null);
    const r = await cobrar({ pedido_id: pedidoId, input: entradaCobro(f, sesionCajaId) }, MANUAL_ERRORS);
    if (r.error) return setError(mensajeError(r.error));
    if (r.data) setCobrado(r.data.cobrarPedido);
  }

  return (
    <DialogoPos titulo={`Cobrar ${nombre}`} ancho="34rem" cerrar={cerrar}>
      {cobrado ? (
        <Comprobante cobrado={cobrado} cerrar={cerrar} />
      ) : (
        <div className="pos-cobro">
          <p className="pos-cobro__total">Total S/ {total || '...'}</p>
          <Pestanas
            etiqueta="Comprobante"
            opciones={TIPOS_COBRO}
            value={f.tipo}
            onChange={(tipo) => cambiar({ tipo, cliente: clienteDe(tipo) })}
          />
          {f.tipo === '01' ? (
            <div className="pos-catalogo__busqueda">
              <InputText
                value={f.cliente.numero}
                inputMode="numeric"
                maxLength={11}
                placeholder="RUC"
                aria-label="RUC del cliente"
                onChange={(e) => cliente({ numero: e.target.value })}
              />
              <InputText
                value={f.cliente.nombre}
                placeholder="Razón social"
                aria-label="Razón social del cliente"
                onChange={(e) => cliente({ nombre: e.target.value })}
              />
            </div>
          ) : (
            <div className="pos-catalogo__busqueda">
              <InputText
                value={f.cliente.tipo_documento === '1' ? f.cliente.numero : ''}
                inputMode="numeric"
                maxLength={8}
                placeholder="DNI (opcional)"
                aria-label="DNI del cliente"
                onChange={(e) =>
                  cliente(
                    e.target.value ? { tipo_documento: '1', numero: e.target.value } : clienteDe(f.tipo),
                  )
                }
              />
              {f.cliente.tipo_documento === '1' && (
                <InputText
                  value={f.cliente.nombre === 'CLIENTES VARIOS' ? '' : f.cliente.nombre}
                  placeholder="Nombre"
                  aria-label="Nombre del cliente"
                  onChange={(e) => cliente({ nombre: e.target.value })}
                />
              )}
            </div>
          )}
          <PagosCobro pagos={f.pagos} onChange={(pagos) => cambiar({ pagos })} />
          {revision && 'vuelto' in revision && (
            <p className="pos-cobro__vuelto">Vuelto S/ {revision.vuelto}</p>
          )}
          {error && <Message severity="error" text={error} className="w-full" />}
          <Button
            type="button"
            label={`Cobrar S/ ${total}`}
            icon="pi pi-wallet"
            loading={fetching}
            disabled={!total}
            onClick={() => void enviar()}
          />
        </div>
      )}
    </DialogoPos>
  );
}

const NOMBRE_DOCUMENTO: Record<string, string> = { '01': 'Factura', '03': 'Boleta', '99': 'Nota de venta' };

/** The emitted document, its change and its 80 mm ticket. */
function Comprobante({ cobrado, cerrar }: { cobrado: Cobrado; cerrar: () => void }) {
  const d = cobrado.documento;
  const pdfComprobante = useExportar(pdfTicketComprobanteQuery, (x) => x.pdfComprobante);
  const pdfNotaVenta = useExportar(pdfTicketNotaVentaQuery, (x) => x.pdfDocumentoInterno);
  return (
    <section className="pos-cobro" aria-label="Comprobante emitido">
      <Message
        severity="success"
        text={`${NOMBRE_DOCUMENTO[d.tipo] ?? 'Comprobante'} ${d.serie}-${d.numero} emitida por S/ ${d.importe_total}`}
        className="w-full"
      />
      <p className="pos-cobro__vuelto">Vuelto S/ {cobrado.vuelto}</p>
      <BotonExcel
        label="Imprimir ticket"
        icon="pi pi-print"
        generar={() => (d.tipo === '99' ? pdfNotaVenta({ id: d.id }) : pdfComprobante({ id: d.id }))}
      />
      <Button type="button" label="Listo" outlined onClick={cerrar} />
    </section>
  );
}
