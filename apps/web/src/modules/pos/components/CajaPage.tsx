import { errorDeMonto } from '@kipu/peru/pos/arqueo';
import { conArticulo, concuerda, mayuscula, unaPalabra } from '@kipu/peru/pos/vocabulario';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DecimalInput } from '../../../ui/DecimalInput';
import { FormField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { abrirCajaMutation, reporteCajasQuery } from '../graphql/caja';
import { cajasQuery } from '../graphql/configuracion';
import type { MesaEstado } from '../hooks/use-mapa-zona';
import { useVocabularioPos } from '../hooks/use-vocabulario-pos';
import { CerrarCajaDialog } from './CerrarCajaDialog';
import { CobroDialog } from './CobroDialog';
import { DeliveriesPorCobrar } from './DeliveriesPorCobrar';
import { MapaServicio } from './MapaServicio';
import { Pestanas } from './Pestanas';
import { ReporteCaja } from './ReporteCaja';
import './pos.css';

/**
 * /mcc/caja: the cashier's screen. Opens the box's session with its float, charges the taken tables
 * from the live map and closes the session with the count; the box's closed sessions below.
 */
export function CajaPage() {
  const toast = useToast();
  const { mesa } = useVocabularioPos();
  const [{ data: cajas }] = useQuery({ query: cajasQuery, context: MANUAL_ERRORS });
  const [{ data: abiertas }, recargar] = useQuery({
    query: reporteCajasQuery,
    variables: { cerradas: false },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, abrir] = useMutation(abrirCajaMutation);
  const habilitadas = (cajas?.cajas ?? []).filter((c) => c.habilitada);
  const [elegida, setElegida] = useState<string | null>(null);
  const cajaId = elegida ?? habilitadas[0]?.id ?? null;
  const sesion = (abiertas?.reporteCajas ?? []).find((s) => s.caja_id === cajaId) ?? null;
  const [saldo, setSaldo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [zonaId, setZonaId] = useState<string | null>(null);
  // The dialogs keep the session they started with: closing it reloads the open sessions under them.
  const [cobro, setCobro] = useState<{ pedidoId: string; nombre: string; sesionId: string } | null>(null);
  const [cerrando, setCerrando] = useState<string | null>(null);
  const actualizar = () => recargar({ requestPolicy: 'network-only' });

  async function abrirCaja() {
    if (!cajaId) return;
    const invalido = errorDeMonto(saldo.trim() || '0', 'El saldo inicial');
    if (invalido) return setError(invalido);
    const r = await abrir({ caja_id: cajaId, saldo_inicial: saldo.trim() || '0' }, MANUAL_ERRORS);
    if (r.error) return setError(mensajeError(r.error));
    setError(null);
    toast.success('Caja abierta');
    actualizar();
  }

  function elegir(m: MesaEstado) {
    if (!m.pedido_id) return toast.error(`${mayuscula(conArticulo(mesa))} ${m.codigo} está libre`);
    if (sesion)
      setCobro({ pedidoId: m.pedido_id, nombre: `${mesa.singular} ${m.codigo}`, sesionId: sesion.id });
  }

  return (
    <main className="pos-servicio">
      <h1 className="pos-servicio__titulo">Caja</h1>
      <Pestanas
        etiqueta="Cajas"
        opciones={habilitadas.map((c) => ({ value: c.id, label: `${c.codigo} - ${c.descripcion}` }))}
        value={cajaId}
        onChange={setElegida}
      />
      {cajas && habilitadas.length === 0 && (
        <Message severity="info" text="No hay cajas habilitadas en este local" className="w-full" />
      )}
      {cajaId && !sesion && (
        <section className="pos-cobro" aria-label="Abrir caja">
          <FormField id="caja-saldo-inicial" label="Saldo inicial (S/)" error={error}>
            <DecimalInput value={saldo} placeholder="0.00" onChange={setSaldo} />
          </FormField>
          <Button type="button" label="Abrir caja" icon="pi pi-lock-open" onClick={() => void abrirCaja()} />
        </section>
      )}
      {sesion && (
        <>
          <div className="pos-pedido__cabecera">
            <span>
              Abierta por {sesion.usuario} · saldo inicial S/ {sesion.saldo_inicial} · {sesion.pedidos} cobros
            </span>
            <Button
              type="button"
              label="Cerrar caja"
              icon="pi pi-lock"
              outlined
              onClick={() => setCerrando(sesion.id)}
            />
          </div>
          <p className="form-nota">
            Toque {unaPalabra(mesa)} {concuerda(mesa, 'ocupad')} para {concuerda(mesa, 'cobrarl')}.
          </p>
          <MapaServicio zonaId={zonaId} cambiarZona={setZonaId} elegir={elegir} />
          <DeliveriesPorCobrar
            cobrar={(pedidoId, nombre) => setCobro({ pedidoId, nombre, sesionId: sesion.id })}
          />
        </>
      )}
      {cajaId && <ReporteCaja cajaId={cajaId} />}
      {cobro && (
        <CobroDialog
          pedidoId={cobro.pedidoId}
          nombre={cobro.nombre}
          sesionCajaId={cobro.sesionId}
          cerrar={() => {
            setCobro(null);
            actualizar();
          }}
        />
      )}
      {cerrando && (
        <CerrarCajaDialog
          sesionId={cerrando}
          cerrar={() => setCerrando(null)}
          cerrada={() => {
            setCerrando(null);
            actualizar();
          }}
        />
      )}
    </main>
  );
}
