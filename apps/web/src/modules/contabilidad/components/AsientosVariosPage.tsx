import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { AsientosVariosQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha, hoyLima } from '../../../ui/utils/fechas';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import {
  anularAsientoVarioMutation,
  asientosVariosQuery,
  registrarAsientoVarioMutation,
} from '../graphql/asientos-varios';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import {
  type AsientoVarioForm,
  asientoVarioInicial,
  entradaDeAsientoVario,
} from '../utils/asiento-vario-form';
import { periodoLibro } from '../utils/periodo';
import { CampoPeriodo } from './CampoPeriodo';
import { FormAsientoCuadrado } from './FormAsientoCuadrado';
import { MonedaCampos } from './MonedaCampos';
import { TablaAsiento } from './TablaAsiento';
import './contabilidad.css';

type Fila = AsientosVariosQuery['asientosVarios']['filas'][number];

/**
 * /contable/asientos_varios: a miscellaneous journal entry typed on a grid that shows the difference
 * still to balance ('Registrar asiento' stays disabled until debe equals haber), and the period's
 * entries with their lines and voiding.
 */
export function AsientosVariosPage() {
  const toast = useToast();
  const hoy = hoyLima();
  const { periodo, cambiar: cambiarPeriodo } = usePeriodoLibro();
  const [form, setForm] = useState<AsientoVarioForm>(() => asientoVarioInicial(hoy));
  const [viendo, setViendo] = useState<Fila | null>(null);
  const [{ data, fetching }, refetch] = useQuery({
    query: asientosVariosQuery,
    variables: { periodo: periodoLibro(periodo) },
    pause: !periodo,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: guardando }, registrar] = useMutation(registrarAsientoVarioMutation);
  const [, anular] = useMutation(anularAsientoVarioMutation);

  const cambiar = (cambios: Partial<AsientoVarioForm>) => setForm((f) => ({ ...f, ...cambios }));

  async function guardar() {
    const r = await registrar({ input: entradaDeAsientoVario(form) }, MANUAL_ERRORS);
    const error = mensajeError(r.error);
    if (error) toast.error(error);
    if (!r.data) return;
    toast.success(`Asiento registrado con CUO ${r.data.registrarAsientoVario.cuo}`);
    setForm(asientoVarioInicial(form.fecha));
    refetch({ requestPolicy: 'network-only' });
  }

  function anularFila(f: Fila) {
    confirmar({
      mensaje: `¿Anular el asiento ${f.cuo} (${f.glosa})? Saldrá del diario y de los saldos.`,
      aceptar: 'Anular',
      onAceptar: async () => {
        const r = await anular({ id: f.id }, MANUAL_ERRORS);
        const error = mensajeError(r.error);
        if (error) toast.error(error);
        if (!r.data) return;
        toast.success(`Asiento ${f.cuo} anulado`);
        refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page compra-form">
      <h1 className="page__title">Asientos varios</h1>
      <FormAsientoCuadrado
        idBase="asiento"
        titulo="Asiento"
        form={form}
        onChange={cambiar}
        registrar="Registrar asiento"
        guardando={guardando}
        onRegistrar={() => void guardar()}
      >
        <MonedaCampos idBase="asiento" moneda={form.moneda} tipoCambio={form.tipoCambio} onChange={cambiar} />
      </FormAsientoCuadrado>

      <h2>Asientos del periodo</h2>
      <div className="libro-filtros">
        <CampoPeriodo id="asientos-periodo" value={periodo} onChange={cambiarPeriodo} />
      </div>
      <DataTable
        value={data?.asientosVarios.filas ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage="No hay asientos varios en el periodo"
      >
        <Column field="cuo" header="CUO" />
        <Column header="Fecha" body={(f: Fila) => formatFecha(f.fecha_contable)} />
        <Column field="glosa" header="Glosa" />
        <Column
          header="Importe S/"
          className="celda-monto"
          body={(f: Fila) => formatMonto(sumarMontos(f.lineas.map((l) => l.debe)))}
        />
        <Column
          header="Acciones"
          body={(f: Fila) => (
            <div className="fila-acciones">
              <Button
                type="button"
                icon="pi pi-book"
                size="small"
                text
                aria-label={`Ver asiento ${f.cuo}`}
                tooltip="Ver asiento"
                onClick={() => setViendo(f)}
              />
              <Button
                type="button"
                icon="pi pi-ban"
                size="small"
                text
                severity="danger"
                aria-label={`Anular asiento ${f.cuo}`}
                tooltip="Anular"
                onClick={() => anularFila(f)}
              />
            </div>
          )}
        />
      </DataTable>
      {viendo && (
        <Dialog
          header={`Asiento ${viendo.cuo}`}
          visible
          onHide={() => setViendo(null)}
          style={{ width: 'min(60rem, 95vw)' }}
        >
          <p>{viendo.glosa}</p>
          <TablaAsiento titulo={`Asiento ${viendo.cuo}`} lineas={viendo.lineas} moneda={viendo.moneda} />
        </Dialog>
      )}
    </div>
  );
}
