import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { AsientosVariosQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
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
  cuadreDelFormulario,
  entradaDeAsientoVario,
  type LineaAsientoVarioForm,
  lineaAsientoVacia,
} from '../utils/asiento-vario-form';
import { periodoLibro } from '../utils/periodo';
import { CampoPeriodo } from './CampoPeriodo';
import { LineasAsientoVarioEditor } from './LineasAsientoVarioEditor';
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
  const cuadre = cuadreDelFormulario(form);

  const cambiar = (cambios: Partial<AsientoVarioForm>) => setForm((f) => ({ ...f, ...cambios }));
  const cambiarLinea = (clave: string, cambios: Partial<LineaAsientoVarioForm>) =>
    cambiar({ lineas: form.lineas.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)) });
  const quitarLinea = (clave: string) => {
    const lineas = form.lineas.filter((l) => l.clave !== clave);
    cambiar({ lineas: lineas.length ? lineas : [lineaAsientoVacia()] });
  };

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
      <section className="compra-grilla" aria-label="Asiento">
        <FormField id="asiento-fecha" label="Fecha">
          <TextInput type="date" value={form.fecha} onChange={(fecha) => cambiar({ fecha })} />
        </FormField>
        <FormField id="asiento-glosa" label="Glosa" className="compra-grilla__ancho">
          <TextInput value={form.glosa} onChange={(glosa) => cambiar({ glosa })} maxLength={200} />
        </FormField>
        <MonedaCampos idBase="asiento" moneda={form.moneda} tipoCambio={form.tipoCambio} onChange={cambiar} />
      </section>
      <LineasAsientoVarioEditor
        lineas={form.lineas}
        cuadre={cuadre}
        onChange={cambiarLinea}
        onQuitar={quitarLinea}
      />
      <div className="libro-filtros">
        <Button
          type="button"
          label="Agregar línea"
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={() => cambiar({ lineas: [...form.lineas, lineaAsientoVacia()] })}
        />
        <Button
          type="button"
          label="Registrar asiento"
          icon="pi pi-check"
          loading={guardando}
          disabled={!cuadre.cuadrado || !form.glosa.trim()}
          onClick={() => void guardar()}
        />
      </div>

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
