import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CobrarPosPedidoMutation, PosPedidoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { BotonExcel } from '../../../ui/BotonExcel';
import { useExportar } from '../../../ui/use-exportar';
import { mensajeError } from '../../../ui/utils/acciones';
import { hoyLima } from '../../../ui/utils/fechas';
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
import { type Division, type RevisionDivision, revisarDivision } from '../utils/cuenta-separada';
import { CobroEnCurso } from './CobroEnCurso';
import { DialogoPos } from './DialogoPos';
import { DivisionCuenta } from './DivisionCuenta';
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
type Pedido = PosPedidoFieldsFragment;

/** The ticked part checked and priced, when the bill is being split. */
const parteDe = (pedido: Pedido | undefined, d: Division | null) =>
  pedido && d ? revisarDivision(pedido.lineas, d, hoyLima()) : null;

/** What a charge asks for: the ticked part, or everything that remains. */
const totalDe = (pedido: Pedido | undefined, parte: RevisionDivision | null) =>
  parte ? ('total' in parte ? parte.total : '') : (pedido?.pendiente ?? '');

/**
 * Charging a table: the document (boleta, factura, nota de venta), the customer, one or several
 * payments with the change; once emitted, its 80 mm ticket. 'Dividir cuenta' charges only the ticked
 * lines and quantities (one guest's part); the dialog then shows what remains, to charge now or later.
 * The table is freed by the charge that leaves nothing to charge.
 */
export function CobroDialog({ pedidoId, nombre, sesionCajaId, cerrar }: CobroDialogProps) {
  const [{ data }, recargar] = useQuery({
    query: pedidoQuery,
    variables: { id: pedidoId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const pedido = data?.pedido;
  const [division, setDivision] = useState<Division | null>(null);
  const parte = parteDe(pedido, division);
  const total = totalDe(pedido, parte);
  const [form, setForm] = useState<CobroForm | null>(null);
  const f = form ?? cobroInicial(total);
  const [error, setError] = useState<string | null>(null);
  const [cobrado, setCobrado] = useState<Cobrado | null>(null);
  const [{ fetching }, cobrar] = useMutation(cobrarPedidoMutation);
  const revision = parte && 'error' in parte ? parte : total ? revisarCobro(f, total) : null;
  const cambiar = (cambio: Partial<CobroForm>) => setForm({ ...f, ...cambio });
  const cliente = (c: Partial<CobroForm['cliente']>) => cambiar({ cliente: { ...f.cliente, ...c } });

  /** A new selection changes the total: the payments start again from it. */
  function dividir(d: Division | null) {
    setDivision(d);
    if (form) setForm({ ...form, pagos: cobroInicial(totalDe(pedido, parteDe(pedido, d))).pagos });
  }

  async function enviar() {
    if (!revision || 'error' in revision) return setError(revision?.error ?? 'Cargando el pedido');
    setError(null);
    const lineas = parte && 'lineas' in parte ? parte.lineas : undefined;
    const r = await cobrar(
      { pedido_id: pedidoId, input: entradaCobro(f, sesionCajaId, lineas) },
      MANUAL_ERRORS,
    );
    if (r.error) return setError(mensajeError(r.error));
    if (r.data) setCobrado(r.data.cobrarPedido);
  }

  function cobrarElResto() {
    setCobrado(null);
    setDivision(null);
    setForm(null);
    recargar({ requestPolicy: 'network-only' });
  }

  return (
    <DialogoPos titulo={`Cobrar ${nombre}`} ancho="34rem" cerrar={cerrar}>
      {cobrado ? (
        <Comprobante cobrado={cobrado} cerrar={cerrar} cobrarElResto={cobrarElResto} />
      ) : pedido?.estado === 'cobrando' ? (
        <CobroEnCurso
          pedidoId={pedidoId}
          desde={pedido.cobrando_desde ?? ''}
          liberado={() => recargar({ requestPolicy: 'network-only' })}
        />
      ) : (
        <div className="pos-cobro">
          <p className="pos-cobro__total">
            {pedido && pedido.cobrado !== '0.00'
              ? `Queda S/ ${pedido.pendiente} de S/ ${pedido.total}`
              : `Total S/ ${pedido?.total ?? '...'}`}
          </p>
          <div className="pos-division__interruptor">
            <Checkbox
              inputId="dividir-cuenta"
              checked={division !== null}
              onChange={(e) => dividir(e.checked ? {} : null)}
            />
            <label htmlFor="dividir-cuenta">Dividir cuenta</label>
          </div>
          {pedido && division && parte && (
            <DivisionCuenta lineas={pedido.lineas} division={division} revision={parte} onChange={dividir} />
          )}
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
            label={total ? `Cobrar S/ ${total}` : 'Cobrar'}
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

interface ComprobanteProps {
  cobrado: Cobrado;
  cerrar: () => void;
  cobrarElResto: () => void;
}

/** The emitted document, its change and its 80 mm ticket; after a part, what remains of the bill. */
function Comprobante({ cobrado, cerrar, cobrarElResto }: ComprobanteProps) {
  const d = cobrado.documento;
  const queda = cobrado.pedido.estado === 'abierto';
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
      {queda && (
        <>
          <p className="pos-cobro__total">Queda S/ {cobrado.pedido.pendiente} por cobrar</p>
          <Button type="button" label="Cobrar el resto" icon="pi pi-wallet" onClick={cobrarElResto} />
        </>
      )}
      <Button type="button" label={queda ? 'Cobrar después' : 'Listo'} outlined onClick={cerrar} />
    </section>
  );
}
