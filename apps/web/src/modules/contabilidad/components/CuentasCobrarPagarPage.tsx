import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DataTable } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha, hoyLima } from '../../../ui/utils/fechas';
import { aCentimos, formatMonto, sumarMontos } from '../../../ui/utils/montos';
import {
  documentosCxPxQuery,
  excelCxPxQuery,
  pdfCxPxQuery,
  pendientesPorPersonaQuery,
} from '../graphql/cuentas-cobrar-pagar';
import { AntiguedadSaldos } from './AntiguedadSaldos';
import { BotonesArchivo } from './BotonesArchivo';
import { type DocumentoCxPx, PagoDialog } from './PagoDialog';
import { PagosDocumentoDialog } from './PagosDocumentoDialog';
import './contabilidad.css';
import './cuentas-cobrar-pagar.css';

interface CuentasCobrarPagarPageProps {
  tipo: 'cobrar' | 'pagar';
}

const MONEDAS = [
  { value: 'PEN', label: 'Soles (PEN)' },
  { value: 'USD', label: 'Dólares (USD)' },
];

/** Rows of a person (a client or supplier picked in the summary), or everybody's. */
type Persona = { id: string; nombre: string } | null;

/**
 * /contable/cuentas/cobrar and /contable/cuentas/pagar: the documents with a balance (filters by text,
 * emission dates, currency and the cut-off date), totals and aging, the balance per client or supplier;
 * selecting several documents collects or pays them in one form; each row shows its payments (voiding
 * there) and, for a purchase with detracción, its deposit.
 */
export function CuentasCobrarPagarPage({ tipo }: CuentasCobrarPagarPageProps) {
  const cobrar = tipo === 'cobrar';
  const [buscar, setBuscar] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [moneda, setMoneda] = useState<string | null>(null);
  const [corte, setCorte] = useState(hoyLima());
  const [persona, setPersona] = useState<Persona>(null);
  const [seleccion, setSeleccion] = useState<DocumentoCxPx[]>([]);
  const [dialogo, setDialogo] = useState<'pago' | 'detraccion' | null>(null);
  const [pagosDe, setPagosDe] = useState<DocumentoCxPx | null>(null);
  const filtro = {
    tipo,
    persona_id: persona?.id ?? null,
    fecha_desde: desde || null,
    fecha_hasta: hasta || null,
    moneda,
    buscar: buscar.trim() || null,
    fecha_corte: corte || null,
  };
  const [{ data, fetching, error }, refetch] = useQuery({
    query: documentosCxPxQuery,
    variables: { ...filtro, limite: 500 },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ data: porPersona }, refetchPersonas] = useQuery({
    query: pendientesPorPersonaQuery,
    variables: { tipo, buscar: filtro.buscar, moneda, fecha_corte: filtro.fecha_corte },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const pagina = data?.operacionesByCxPx;
  const pagables = seleccion.filter((d) => (aCentimos(d.saldo) ?? 0n) > 0n);
  const monedas = new Set(pagables.map((d) => d.moneda));

  function recargar() {
    setSeleccion([]);
    setDialogo(null);
    refetch({ requestPolicy: 'network-only' });
    refetchPersonas({ requestPolicy: 'network-only' });
  }

  return (
    <div className="page">
      <h1 className="page__title">{cobrar ? 'Cuentas por cobrar' : 'Cuentas por pagar'}</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <FormField id="cxpx-buscar" label="Documento, RUC o nombre">
          <TextInput value={buscar} onChange={setBuscar} />
        </FormField>
        <FormField id="cxpx-desde" label="Emitidos desde">
          <CampoFecha value={desde} onChange={setDesde} />
        </FormField>
        <FormField id="cxpx-hasta" label="Hasta">
          <CampoFecha value={hasta} onChange={setHasta} />
        </FormField>
        <CampoSelect
          id="cxpx-moneda"
          label="Moneda"
          value={moneda}
          options={MONEDAS}
          onChange={setMoneda}
          clearable
        />
        <FormField id="cxpx-corte" label="Saldos al">
          <CampoFecha value={corte} onChange={setCorte} obligatorio />
        </FormField>
        <BotonesArchivo
          variables={filtro}
          excel={{ query: excelCxPxQuery, elegir: (d) => d.excelByCxPx }}
          pdf={{ query: pdfCxPxQuery, elegir: (d) => d.pdfByCxPx }}
        />
      </div>
      {persona && (
        <p>
          {cobrar ? 'Cliente' : 'Proveedor'}: <strong>{persona.nombre}</strong>{' '}
          <Button type="button" label="Ver todos" size="small" text onClick={() => setPersona(null)} />
        </p>
      )}
      {pagina && (
        <AntiguedadSaldos
          saldoSoles={pagina.totales.saldo_soles}
          saldoPen={pagina.totales.saldo_pen}
          saldoUsd={pagina.totales.saldo_usd}
          antiguedad={pagina.totales.antiguedad}
          corte={pagina.fecha_corte}
        />
      )}
      <div className="libro-filtros">
        <Button
          type="button"
          icon="pi pi-wallet"
          label={`${cobrar ? 'Cobrar' : 'Pagar'} seleccionados (${pagables.length})`}
          disabled={pagables.length === 0 || monedas.size > 1}
          tooltip={monedas.size > 1 ? 'Seleccione documentos de una sola moneda' : undefined}
          onClick={() => setDialogo('pago')}
        />
      </div>
      <DataTable
        value={pagina?.filas ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage={cobrar ? 'No hay documentos por cobrar' : 'No hay documentos por pagar'}
        selection={seleccion}
        onSelectionChange={setSeleccion}
        rowClassName={(d) => (d.dias_vencido > 0 ? 'fila-vencida' : undefined)}
      >
        <Column field="documento" header="Documento" />
        <Column
          header={cobrar ? 'Cliente' : 'Proveedor'}
          body={(d: DocumentoCxPx) => `${d.persona_numero ?? ''} ${d.persona_nombre ?? ''}`}
        />
        <Column field="cuenta" header="Cuenta" />
        <Column header="Emisión" body={(d: DocumentoCxPx) => formatFecha(d.fecha_emision)} />
        <Column header="Vencimiento" body={(d: DocumentoCxPx) => formatFecha(d.fecha_vencimiento)} />
        <Column
          header="Días vencido"
          body={(d: DocumentoCxPx) => (d.dias_vencido > 0 ? d.dias_vencido : '')}
        />
        <Column field="moneda" header="Moneda" />
        <Column
          header="Importe"
          className="celda-monto"
          body={(d: DocumentoCxPx) => formatMonto(d.importe)}
        />
        <Column header="Pagado" className="celda-monto" body={(d: DocumentoCxPx) => formatMonto(d.pagado)} />
        <Column header="Saldo" className="celda-monto" body={(d: DocumentoCxPx) => formatMonto(d.saldo)} />
        <Column
          header="Saldo S/"
          className="celda-monto"
          body={(d: DocumentoCxPx) => formatMonto(d.saldo_soles)}
        />
        <Column
          header="Acciones"
          body={(d: DocumentoCxPx) => (
            <div className="fila-acciones">
              <Button
                type="button"
                icon="pi pi-list"
                size="small"
                text
                aria-label={`${cobrar ? 'Cobranzas' : 'Pagos'} de ${d.documento}`}
                tooltip={cobrar ? 'Cobranzas' : 'Pagos'}
                onClick={() => setPagosDe(d)}
              />
              {d.detraccion_monto && !d.detraccion_constancia && (
                <Button
                  type="button"
                  icon="pi pi-building-columns"
                  size="small"
                  text
                  aria-label={`Depositar detracción de ${d.documento}`}
                  tooltip={`Depositar detracción S/ ${formatMonto(d.detraccion_monto)}`}
                  onClick={() => {
                    setSeleccion([d]);
                    setDialogo('detraccion');
                  }}
                />
              )}
            </div>
          )}
        />
      </DataTable>
      <h2 className="cxpx-subtitulo">Saldos por {cobrar ? 'cliente' : 'proveedor'}</h2>
      <DataTable
        value={porPersona?.cuentasByParamCxPx ?? []}
        dataKey="persona_numero"
        emptyMessage="Sin saldos"
      >
        <Column header="N° documento" field="persona_numero" />
        <Column header="Razón social" field="persona_nombre" />
        <Column header="Documentos" field="documentos" />
        <Column
          header="Saldo S/"
          className="celda-monto"
          body={(p: { saldo_soles: string }) => formatMonto(p.saldo_soles)}
        />
        <Column
          header="Saldo US$"
          className="celda-monto"
          body={(p: { saldo_usd: string }) => formatMonto(p.saldo_usd)}
        />
        <Column
          header="Vencido S/"
          className="celda-monto"
          body={(p: { antiguedad: Record<string, string> }) =>
            formatMonto(
              sumarMontos(['d1_30', 'd31_60', 'd61_90', 'mas_90'].map((k) => p.antiguedad[k] ?? '0')),
            )
          }
        />
        <Column
          header=""
          body={(p: { persona_id: string | null; persona_nombre: string | null }) =>
            p.persona_id ? (
              <Button
                type="button"
                label="Ver documentos"
                size="small"
                text
                onClick={() => setPersona({ id: p.persona_id ?? '', nombre: p.persona_nombre ?? '' })}
              />
            ) : null
          }
        />
      </DataTable>
      {dialogo && seleccion.length > 0 && (
        <PagoDialog
          tipo={tipo}
          documentos={dialogo === 'detraccion' ? seleccion : pagables}
          detraccion={dialogo === 'detraccion'}
          onHide={() => setDialogo(null)}
          onRegistrado={recargar}
        />
      )}
      {pagosDe && (
        <PagosDocumentoDialog
          tipo={tipo}
          documento={pagosDe}
          onHide={() => setPagosDe(null)}
          onAnulado={recargar}
        />
      )}
    </div>
  );
}
