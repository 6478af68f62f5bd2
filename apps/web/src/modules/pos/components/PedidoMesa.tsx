import { deLa, mayuscula } from '@kipu/peru/pos/vocabulario';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { agregarLineasMutation, enviarACocinaMutation, pedidoQuery } from '../graphql/servicio';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import {
  agregarProducto,
  errorDeBorrador,
  type LineaBorrador,
  lineasDeBorrador,
} from '../utils/borrador-pedido';
import { BorradorPedido } from './BorradorPedido';
import { CatalogoVenta } from './CatalogoVenta';
import { LineasPedido } from './LineasPedido';
import { MoverMesaDialog } from './MoverMesaDialog';
import { PrecuentaDialog } from './PrecuentaDialog';

interface PedidoMesaProps {
  pedidoId: string;
  mesa: string;
  zonaId: string | null;
  cerrar: () => void;
  /** After a move or a merge the screen follows the order to its new table. */
  cambiar: (pedidoId: string, mesa: string) => void;
}

/**
 * A table's order: what it has (sent or not), the catalogue to pick from, the lines being composed
 * and 'Enviar a cocina', which adds them and sends every unsent line as one comanda per kitchen.
 */
export function PedidoMesa({ pedidoId, mesa, zonaId, cerrar, cambiar }: PedidoMesaProps) {
  const toast = useToast();
  const { mesa: palabra } = useVocabularioPos();
  const [borrador, setBorrador] = useState<LineaBorrador[]>([]);
  const [dialogo, setDialogo] = useState<'mover' | 'unir' | 'precuenta' | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: pedidoQuery,
    variables: { id: pedidoId },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: agregando }, agregar] = useMutation(agregarLineasMutation);
  const [{ fetching: enviando }, enviar] = useMutation(enviarACocinaMutation);
  const pedido = data?.pedido;
  const porEnviar = (pedido?.lineas ?? []).some((l) => !l.enviada);

  async function enviarACocina() {
    if (borrador.length > 0) {
      const invalido = errorDeBorrador(borrador);
      if (invalido) return toast.error(invalido);
      const r = await agregar({ pedido_id: pedidoId, lineas: lineasDeBorrador(borrador) }, MANUAL_ERRORS);
      if (r.error) return toast.error(mensajeError(r.error) ?? 'No se pudo agregar al pedido');
      setBorrador([]);
    } else if (!porEnviar) return toast.error('Agregue al menos un producto');
    const r = await enviar({ pedido_id: pedidoId }, MANUAL_ERRORS);
    refetch({ requestPolicy: 'network-only' });
    if (r.error) return toast.error(mensajeError(r.error) ?? 'No se pudo enviar a cocina');
    toast.success(`Pedido enviado a cocina (${r.data?.enviarACocina.length ?? 0} comandas)`);
  }

  return (
    <section className="pos-pedido" aria-label={`Pedido ${deLa(palabra)} ${mesa}`}>
      <header className="pos-pedido__cabecera">
        <Button type="button" icon="pi pi-arrow-left" text aria-label="Volver al mapa" onClick={cerrar} />
        <h1 className="pos-servicio__titulo">
          {mayuscula(palabra.singular)} {mesa}
        </h1>
        <strong className="pos-pedido__total">S/ {pedido?.total ?? '0.00'}</strong>
      </header>
      {error && <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />}
      {pedido?.estado === 'cobrando' && (
        <Message severity="warn" text="La cuenta se está cobrando en caja" className="w-full" />
      )}
      {pedido && pedido.cobrado !== '0.00' && (
        <p className="form-nota">
          Cuenta dividida: cobrado S/ {pedido.cobrado}, queda S/ {pedido.pendiente}
        </p>
      )}
      <LineasPedido pedidoId={pedidoId} lineas={pedido?.lineas ?? []} cargando={fetching} />
      <BorradorPedido borrador={borrador} onChange={setBorrador} />
      <div className="pos-pedido__acciones">
        <Button
          type="button"
          label="Enviar a cocina"
          icon="pi pi-send"
          loading={agregando || enviando}
          onClick={() => void enviarACocina()}
        />
        <Button
          type="button"
          label="Precuenta"
          icon="pi pi-receipt"
          outlined
          onClick={() => setDialogo('precuenta')}
        />
        <Button
          type="button"
          label="Mover"
          icon="pi pi-arrows-h"
          outlined
          onClick={() => setDialogo('mover')}
        />
        <Button type="button" label="Unir" icon="pi pi-link" outlined onClick={() => setDialogo('unir')} />
      </div>
      <CatalogoVenta agregar={(p) => setBorrador((b) => agregarProducto(b, p))} />
      {dialogo === 'precuenta' && <PrecuentaDialog pedidoId={pedidoId} cerrar={() => setDialogo(null)} />}
      {(dialogo === 'mover' || dialogo === 'unir') && (
        <MoverMesaDialog
          modo={dialogo}
          pedidoId={pedidoId}
          zonaId={pedido?.zona_id ?? zonaId}
          cerrar={() => setDialogo(null)}
          hecho={cambiar}
        />
      )}
    </section>
  );
}
