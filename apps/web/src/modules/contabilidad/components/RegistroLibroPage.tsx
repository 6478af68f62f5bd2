import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { type TypedDocumentNode, useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';
import type { Exportacion } from './FiltrosReporte';
import { type ColumnaTotal, TotalesRegistro } from './TotalesRegistro';
import './contabilidad.css';

/** What every register row (purchases 8.1, sales 14.1) carries, in soles and in its own currency. */
type FilaRegistro = {
  id: string;
  cuo: string;
  fecha_emision: string | null;
  total: string;
  moneda: string;
  tipo_cambio: string;
  total_documento: string;
  estado_ple: string;
};

export interface ColumnaRegistro<F> {
  encabezado: string;
  valor: (f: F) => string;
  monto?: boolean;
}

type PorPeriodo = { periodo: string };

interface RegistroLibroPageProps<D, F extends FilaRegistro, T extends Record<string, string>, DE, DP> {
  titulo: string;
  idPeriodo: string;
  vacio: string;
  query: TypedDocumentNode<D, PorPeriodo>;
  elegir: (datos: D) => { filas: F[]; totales: T };
  excel: Exportacion<DE, PorPeriodo>;
  pdf: Exportacion<DP, PorPeriodo>;
  registrar: { etiqueta: string; ruta: string };
  /** More buttons after 'Registrar', given the period as the books name it ('AAAAMM'). */
  filtrosExtra?: (periodo: string) => ReactNode;
  documento: (f: F) => string;
  /** From the counterparty to the last amount before 'Total S/'. */
  columnas: readonly ColumnaRegistro<F>[];
  /** After 'Estado PLE'. */
  columnasFinales?: readonly ColumnaRegistro<F>[];
  totales: readonly ColumnaTotal<T>[];
  anulacion: {
    mutation: TypedDocumentNode<unknown, { id: string }>;
    confirmacion: (f: F) => string;
    exito: (f: F) => string;
    /** Rows another module owns are voided there. */
    permitida?: (f: F) => boolean;
  };
  Asiento: ComponentType<{ id: string; onHide: () => void }>;
}

const columna = <F,>(c: ColumnaRegistro<F>) => (
  <Column
    key={c.encabezado}
    header={c.encabezado}
    className={c.monto ? 'celda-monto' : undefined}
    body={c.valor}
  />
);

/** A register of a period with its totals; each row's asiento and voiding from the row. */
export function RegistroLibroPage<D, F extends FilaRegistro, T extends Record<string, string>, DE, DP>(
  props: RegistroLibroPageProps<D, F, T, DE, DP>,
) {
  const { documento, anulacion, Asiento } = props;
  const toast = useToast();
  const navigate = useNavigate();
  const { periodo, cambiar } = usePeriodoLibro();
  const [asiento, setAsiento] = useState<string | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: props.query,
    variables: { periodo: periodoLibro(periodo) },
    pause: !periodo,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, anular] = useMutation(anulacion.mutation);
  const registro = data ? props.elegir(data) : undefined;

  function anularFila(f: F) {
    confirmar({
      mensaje: anulacion.confirmacion(f),
      aceptar: 'Anular',
      onAceptar: async () => {
        const r = await anular({ id: f.id }, MANUAL_ERRORS);
        const mensaje = mensajeError(r.error);
        if (mensaje) toast.error(mensaje);
        if (!r.data) return;
        toast.success(anulacion.exito(f));
        refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page">
      <h1 className="page__title">{props.titulo}</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <CampoPeriodo id={props.idPeriodo} value={periodo} onChange={cambiar} />
        <BotonesArchivo variables={{ periodo: periodoLibro(periodo) }} excel={props.excel} pdf={props.pdf} />
        <Button
          type="button"
          label={props.registrar.etiqueta}
          icon="pi pi-plus"
          onClick={() => navigate(props.registrar.ruta)}
        />
        {props.filtrosExtra?.(periodoLibro(periodo))}
      </div>
      <DataTable value={registro?.filas ?? []} dataKey="id" loading={fetching} emptyMessage={props.vacio}>
        <Column field="cuo" header="CUO" />
        <Column header="Emisión" body={(f: F) => formatFecha(f.fecha_emision)} />
        <Column header="Comprobante" body={documento} />
        {props.columnas.map(columna)}
        <Column header="Total S/" className="celda-monto" body={(f: F) => formatMonto(f.total)} />
        <Column
          header="Moneda"
          body={(f: F) =>
            f.moneda === 'PEN' ? 'PEN' : `${f.moneda} ${formatMonto(f.total_documento)} (TC ${f.tipo_cambio})`
          }
        />
        <Column field="estado_ple" header="Estado PLE" />
        {props.columnasFinales?.map(columna)}
        <Column
          header="Acciones"
          body={(f: F) => (
            <div className="fila-acciones">
              <Button
                type="button"
                icon="pi pi-book"
                size="small"
                text
                aria-label={`Ver asiento de ${documento(f)}`}
                tooltip="Ver asiento"
                onClick={() => setAsiento(f.id)}
              />
              {(anulacion.permitida?.(f) ?? true) && (
                <Button
                  type="button"
                  icon="pi pi-ban"
                  size="small"
                  text
                  severity="danger"
                  aria-label={`Anular ${documento(f)}`}
                  tooltip="Anular"
                  onClick={() => anularFila(f)}
                />
              )}
            </div>
          )}
        />
      </DataTable>
      {registro && <TotalesRegistro totales={registro.totales} columnas={props.totales} />}
      {asiento && <Asiento id={asiento} onHide={() => setAsiento(null)} />}
    </div>
  );
}
