import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { IngresoOtroEmpleadorFieldsFragment, TrabajadorFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoPeriodo } from '../../../ui/CampoPeriodo';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatPeriodo, periodoActualLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import {
  createIngresoOtroEmpleadorMutation,
  deleteIngresoOtroEmpleadorMutation,
  ingresosOtrosEmpleadoresQuery,
} from '../graphql/otros-empleadores';
import { periodoApi } from '../utils/planilla';
import { DialogoDeTrabajador } from './DialogoDeTrabajador';

type Ingreso = IngresoOtroEmpleadorFieldsFragment;
const VACIO = { ruc: '', razon_social: '', ingresos: '', retenciones: '' };

/**
 * A worker's income and withholdings certified by other employers in a year (monthly amounts, or the
 * year's totals in the month they were declared): the month's quinta adds those declared up to it.
 */
export function OtrosEmpleadoresDialogo({
  trabajador,
  cerrar,
}: {
  trabajador: TrabajadorFieldsFragment;
  cerrar: () => void;
}) {
  const toast = useToast();
  const [mes, setMes] = useState(periodoActualLima);
  const [nuevo, setNuevo] = useState(VACIO);
  const anio = mes.slice(0, 4);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: ingresosOtrosEmpleadoresQuery,
    variables: { trabajador_id: trabajador.id, anio },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [creacion, crear] = useMutation(createIngresoOtroEmpleadorMutation);
  const [, eliminar] = useMutation(deleteIngresoOtroEmpleadorMutation);
  const actualizar = () => refetch({ requestPolicy: 'network-only' });
  const campo = (k: keyof typeof VACIO) => (v: string) => setNuevo((n) => ({ ...n, [k]: v }));

  async function agregar() {
    const r = await crear(
      { input: { trabajador_id: trabajador.id, periodo: periodoApi(mes), ...nuevo } },
      MANUAL_ERRORS,
    );
    if (r.error) return toast.error(mensajeError(r.error) ?? 'No se pudo registrar');
    toast.success('Ingreso registrado');
    setNuevo(VACIO);
    actualizar();
  }

  async function quitar(i: Ingreso) {
    const r = await eliminar({ id: i.id }, MANUAL_ERRORS);
    if (r.error) return toast.error(mensajeError(r.error) ?? 'No se pudo eliminar');
    actualizar();
  }

  return (
    <DialogoDeTrabajador
      titulo="Ingresos de otros empleadores"
      trabajador={trabajador}
      error={error}
      cerrar={cerrar}
    >
      <div className="tabla-acciones">
        <FormField id="otro-periodo" label="Mes">
          <CampoPeriodo value={mes} onChange={setMes} />
        </FormField>
        <FormField id="otro-ruc" label="RUC">
          <TextInput value={nuevo.ruc} onChange={campo('ruc')} maxLength={11} inputMode="numeric" />
        </FormField>
        <FormField id="otro-razon" label="Razón social">
          <TextInput value={nuevo.razon_social} onChange={campo('razon_social')} upperCase />
        </FormField>
        <FormField id="otro-ingresos" label="Ingresos">
          <TextInput value={nuevo.ingresos} onChange={campo('ingresos')} inputMode="decimal" />
        </FormField>
        <FormField id="otro-retenciones" label="Retenciones">
          <TextInput value={nuevo.retenciones} onChange={campo('retenciones')} inputMode="decimal" />
        </FormField>
        <Button
          type="button"
          label="Agregar"
          icon="pi pi-plus"
          size="small"
          loading={creacion.fetching}
          onClick={() => void agregar()}
        />
      </div>
      <DataTable
        value={data?.ingresosOtrosEmpleadores ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage={`Sin ingresos de otros empleadores en ${anio}`}
        size="small"
      >
        <Column
          header="Mes"
          body={(i: Ingreso) => formatPeriodo(`${i.periodo.slice(0, 4)}-${i.periodo.slice(4)}`)}
        />
        <Column field="ruc" header="RUC" />
        <Column field="razon_social" header="Razón social" />
        <Column header="Ingresos" body={(i: Ingreso) => formatMonto(i.ingresos)} className="text-right" />
        <Column
          header="Retenciones"
          body={(i: Ingreso) => formatMonto(i.retenciones)}
          className="text-right"
        />
        <Column
          header="Acciones"
          body={(i: Ingreso) => (
            <Button
              type="button"
              icon="pi pi-trash"
              rounded
              text
              severity="danger"
              aria-label={`Eliminar ingreso de ${i.ruc} en ${i.periodo}`}
              onClick={() => void quitar(i)}
            />
          )}
        />
      </DataTable>
    </DialogoDeTrabajador>
  );
}
