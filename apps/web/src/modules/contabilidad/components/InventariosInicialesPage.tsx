import { Button } from 'primereact/button';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar } from '../../../ui/utils/acciones';
import { formatFecha, hoyLima } from '../../../ui/utils/fechas';
import { anularAperturaMutation, asientosAperturaQuery, registrarAperturaMutation } from '../graphql/cierre';
import {
  type AsientoVarioForm,
  asientoVarioInicial,
  entradaDeAsientoVario,
} from '../utils/asiento-vario-form';
import { avisarResultado } from '../utils/resultado-accion';
import { FormAsientoCuadrado } from './FormAsientoCuadrado';
import { TablaAsiento } from './TablaAsiento';
import './contabilidad.css';

const inicial = (anio: string): AsientoVarioForm => ({
  ...asientoVarioInicial(`${anio}-01-01`),
  glosa: 'Asiento de apertura (saldos iniciales)',
});

/**
 * /contable/inventarios_iniciales: the opening balances of a company that starts keeping its books
 * here, typed on the asientos varios grid (in soles, with the difference still to balance), and the
 * year's opening entries with voiding.
 */
export function InventariosInicialesPage() {
  const toast = useToast();
  const [form, setForm] = useState<AsientoVarioForm>(() => inicial(hoyLima().slice(0, 4)));
  const anio = Number(form.fecha.slice(0, 4)) || Number(hoyLima().slice(0, 4));
  const [{ data, fetching }, refetch] = useQuery({
    query: asientosAperturaQuery,
    variables: { anio },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: guardando }, registrar] = useMutation(registrarAperturaMutation);
  const [, anular] = useMutation(anularAperturaMutation);

  const cambiar = (cambios: Partial<AsientoVarioForm>) => setForm((f) => ({ ...f, ...cambios }));

  async function guardar() {
    const { fecha, glosa, lineas } = entradaDeAsientoVario(form);
    const r = await registrar({ input: { fecha, glosa, lineas } }, MANUAL_ERRORS);
    const ok = avisarResultado(toast, r, (d) => `Apertura registrada con CUO ${d.registrarApertura.cuo}`);
    if (!ok) return;
    setForm(inicial(form.fecha.slice(0, 4)));
    refetch({ requestPolicy: 'network-only' });
  }

  function anularFila(id: string, cuo: string) {
    confirmar({
      mensaje: `¿Anular el asiento de apertura ${cuo}?`,
      aceptar: 'Anular',
      onAceptar: async () => {
        const ok = avisarResultado(
          toast,
          await anular({ id }, MANUAL_ERRORS),
          () => `Apertura ${cuo} anulada`,
        );
        if (ok) refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page compra-form">
      <h1 className="page__title">Inventarios iniciales</h1>
      <FormAsientoCuadrado
        idBase="apertura"
        titulo="Asiento de apertura"
        form={form}
        onChange={cambiar}
        registrar="Registrar apertura"
        guardando={guardando}
        onRegistrar={() => void guardar()}
      />

      <h2>Asientos de apertura de {anio}</h2>
      {!fetching && (data?.asientosApertura.filas.length ?? 0) === 0 && <p>No hay asientos de apertura</p>}
      {data?.asientosApertura.filas.map((f) => (
        <div key={f.id}>
          <h3>
            {f.cuo} · {formatFecha(f.fecha_contable)} · {f.glosa}{' '}
            <Button
              type="button"
              size="small"
              text
              severity="danger"
              icon="pi pi-times"
              label="Anular"
              onClick={() => anularFila(f.id, f.cuo)}
            />
          </h3>
          <TablaAsiento titulo={`Apertura ${f.cuo}`} lineas={f.lineas} />
        </div>
      ))}
    </div>
  );
}
