import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { ConciliacionCamposFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FileDrop } from '../../../ui/FileDrop';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { archivoABase64 } from '../../datos-generales/utils/base64';
import {
  asientoExtractoMutation,
  conciliacionQuery,
  conciliarAutomaticamenteMutation,
  conciliarMovimientoMutation,
  desconciliarMutation,
  importarExtractoMutation,
  reabrirConciliacionMutation,
  validarConciliacionMutation,
} from '../graphql/conciliacion';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { CuentaPeriodoFiltros } from './CuentaPeriodoFiltros';
import { ResumenConciliacion } from './ResumenConciliacion';
import './contabilidad.css';

type Linea = ConciliacionCamposFragment['extracto'][number];
type Respuesta = { error?: Parameters<typeof mensajeError>[0] };

const FORMA: Record<string, string> = { automatica: 'Automática', manual: 'Manual', asiento: 'Asiento' };

/**
 * /util/conciliacion_bancaria: a bank account's month — import the statement (Excel or CSV), match it
 * with the 10x account's movements automatically or by hand, post the bank's charges and credits the
 * books lack, read the summary and validate the month once its difference is zero.
 */
export function ConciliacionBancariaPage() {
  const toast = useToast();
  const { periodo, cambiar } = usePeriodoLibro();
  const [cuenta, setCuenta] = useState<string | null>(null);
  const [saldoInicial, setSaldoInicial] = useState('');
  const [contrapartidas, setContrapartidas] = useState<Record<string, string>>({});
  const [elegidos, setElegidos] = useState<Record<string, string>>({});
  const [{ data, error }, recargar] = useQuery({
    query: conciliacionQuery,
    variables: { cuenta: cuenta ?? '', periodo: periodoLibro(periodo) },
    pause: !cuenta,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: importando }, importar] = useMutation(importarExtractoMutation);
  const [, automatico] = useMutation(conciliarAutomaticamenteMutation);
  const [, manual] = useMutation(conciliarMovimientoMutation);
  const [, deshacer] = useMutation(desconciliarMutation);
  const [, asiento] = useMutation(asientoExtractoMutation);
  const [, validar] = useMutation(validarConciliacionMutation);
  const [, reabrir] = useMutation(reabrirConciliacionMutation);
  const c = cuenta ? data?.conciliacionBancaria : undefined;
  const abierta = Boolean(c?.id && !c.validada);

  async function ejecutar(accion: Promise<Respuesta>, exito: string) {
    const r = await accion;
    const problema = mensajeError(r.error as Parameters<typeof mensajeError>[0]);
    if (problema) toast.error(problema);
    else {
      toast.success(exito);
      recargar({ requestPolicy: 'network-only' });
    }
  }

  async function subir(archivo: File) {
    const input = {
      cuenta_financiera_id: cuenta ?? '',
      periodo: periodoLibro(periodo),
      nombre_archivo: archivo.name,
      archivo_base64: await archivoABase64(archivo),
      saldo_inicial: saldoInicial || null,
    };
    await ejecutar(importar({ input }, MANUAL_ERRORS), 'Extracto importado');
  }

  const pendientes = (l: Linea) =>
    (c?.movimientos ?? []).filter((m) => !m.extracto_linea_id && Number(m.importe) === Number(l.importe));

  return (
    <div className="page">
      <h1 className="page__title">Conciliación bancaria</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <CuentaPeriodoFiltros
        id="conciliacion"
        tipo="banco"
        cuenta={cuenta}
        onCuenta={setCuenta}
        periodo={periodo}
        onPeriodo={cambiar}
      />
      {c && (
        <>
          <p>
            {c.cuenta_financiera} — cuenta contable {c.cuenta_contable} ({c.moneda})
            {c.archivo ? ` — extracto: ${c.archivo}` : ''}
            {c.validada ? ' — VALIDADA' : ''}
          </p>
          {!c.validada && (
            <section aria-label="Importar extracto" className="libro-filtros">
              <FormField id="conciliacion-saldo" label="Saldo inicial (si el extracto no trae saldos)">
                <TextInput value={saldoInicial} onChange={setSaldoInicial} />
              </FormField>
              <FileDrop
                id="conciliacion-archivo"
                accept=".xlsx,.csv,.txt"
                maxSize={5 * 1024 * 1024}
                disabled={importando}
                onFile={subir}
                hint="Arrastre o haga clic para importar el extracto (Excel o CSV)"
              />
            </section>
          )}
          <div className="libro-filtros">
            {abierta && (
              <Button
                label="Conciliar automáticamente"
                icon="pi pi-bolt"
                onClick={() =>
                  ejecutar(automatico({ id: c.id ?? '' }, MANUAL_ERRORS), 'Movimientos conciliados')
                }
              />
            )}
            {abierta && (
              <Button
                label="Validar mes"
                icon="pi pi-lock"
                severity="success"
                onClick={() => ejecutar(validar({ id: c.id ?? '' }, MANUAL_ERRORS), 'Conciliación validada')}
              />
            )}
            {c.validada && (
              <Button
                label="Reabrir"
                icon="pi pi-lock-open"
                outlined
                onClick={() => ejecutar(reabrir({ id: c.id ?? '' }, MANUAL_ERRORS), 'Conciliación reabierta')}
              />
            )}
          </div>
          <ResumenConciliacion resumen={c.resumen} />
          <table className="tabla-libro" aria-label="Extracto bancario">
            <caption>Extracto bancario</caption>
            <thead>
              <tr>
                <th>Fila</th>
                <th>Fecha</th>
                <th>Descripción</th>
                <th>N° operación</th>
                <th className="celda-monto">Importe</th>
                <th>Conciliación</th>
              </tr>
            </thead>
            <tbody>
              {c.extracto.map((l) => (
                <tr key={l.id} data-fila={l.fila}>
                  <td>{l.fila}</td>
                  <td>{formatFecha(l.fecha)}</td>
                  <td>{l.descripcion}</td>
                  <td>{l.numero_operacion ?? ''}</td>
                  <td className="celda-monto">{formatMonto(l.importe)}</td>
                  <td>
                    {l.movimiento ? (
                      <>
                        {FORMA[l.forma ?? ''] ?? ''} {l.movimiento.cuo}{' '}
                        {abierta && (
                          <Button
                            label="Desconciliar"
                            text
                            size="small"
                            onClick={() =>
                              ejecutar(
                                deshacer({ extracto: l.id }, MANUAL_ERRORS),
                                'Movimiento desconciliado',
                              )
                            }
                          />
                        )}
                      </>
                    ) : abierta ? (
                      <span className="libro-filtros">
                        <select
                          aria-label={`Movimiento para la fila ${l.fila}`}
                          value={elegidos[l.id] ?? ''}
                          onChange={(e) => setElegidos({ ...elegidos, [l.id]: e.target.value })}
                        >
                          <option value="">Movimiento del libro…</option>
                          {pendientes(l).map((m) => (
                            <option key={m.id} value={m.id}>
                              {m.cuo} {formatFecha(m.fecha)} {m.glosa}
                            </option>
                          ))}
                        </select>
                        <Button
                          label="Conciliar"
                          size="small"
                          disabled={!elegidos[l.id]}
                          onClick={() =>
                            ejecutar(
                              manual({ extracto: l.id, asiento: elegidos[l.id] ?? '' }, MANUAL_ERRORS),
                              'Movimiento conciliado',
                            )
                          }
                        />
                        <input
                          aria-label={`Cuenta para el asiento de la fila ${l.fila}`}
                          size={7}
                          placeholder={Number(l.importe) < 0 ? '6391' : '7721'}
                          value={contrapartidas[l.id] ?? ''}
                          onChange={(e) => setContrapartidas({ ...contrapartidas, [l.id]: e.target.value })}
                        />
                        <Button
                          label="Registrar asiento"
                          size="small"
                          outlined
                          onClick={() =>
                            ejecutar(
                              asiento(
                                {
                                  input: {
                                    extracto_linea_id: l.id,
                                    cuenta: contrapartidas[l.id] || (Number(l.importe) < 0 ? '6391' : '7721'),
                                  },
                                },
                                MANUAL_ERRORS,
                              ),
                              'Asiento registrado y conciliado',
                            )
                          }
                        />
                      </span>
                    ) : (
                      'Pendiente'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="tabla-libro" aria-label="Movimientos del libro">
            <caption>Movimientos del libro (cuenta {c.cuenta_contable})</caption>
            <thead>
              <tr>
                <th>Fecha</th>
                <th>CUO</th>
                <th>Glosa</th>
                <th>N° operación</th>
                <th className="celda-monto">Importe</th>
                <th>Estado</th>
              </tr>
            </thead>
            <tbody>
              {c.movimientos.map((m) => (
                <tr key={m.id} data-cuo={m.cuo}>
                  <td>{formatFecha(m.fecha)}</td>
                  <td>{m.cuo}</td>
                  <td>{m.glosa}</td>
                  <td>{m.numero_operacion ?? ''}</td>
                  <td className="celda-monto">{formatMonto(m.importe)}</td>
                  <td>
                    {m.extracto_linea_id
                      ? 'Conciliado'
                      : Number(m.importe) < 0
                        ? 'Cheque / pago no cobrado'
                        : 'Depósito en tránsito'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </div>
  );
}
