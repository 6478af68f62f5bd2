import { Button } from 'primereact/button';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar } from '../../../ui/utils/acciones';
import { formatFecha, hoyLima } from '../../../ui/utils/fechas';
import { anularAperturaMutation, asientosAperturaQuery, registrarAperturaMutation } from '../graphql/cierre';
import {
  type AsientoVarioForm,
  asientoVarioInicial,
  cuadreDelFormulario,
  entradaDeAsientoVario,
  type LineaAsientoVarioForm,
  lineaAsientoVacia,
} from '../utils/asiento-vario-form';
import { avisarResultado } from '../utils/resultado-accion';
import { LineasAsientoVarioEditor } from './LineasAsientoVarioEditor';
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
  const cuadre = cuadreDelFormulario(form);

  const cambiar = (cambios: Partial<AsientoVarioForm>) => setForm((f) => ({ ...f, ...cambios }));
  const cambiarLinea = (clave: string, cambios: Partial<LineaAsientoVarioForm>) =>
    cambiar({ lineas: form.lineas.map((l) => (l.clave === clave ? { ...l, ...cambios } : l)) });
  const quitarLinea = (clave: string) => {
    const lineas = form.lineas.filter((l) => l.clave !== clave);
    cambiar({ lineas: lineas.length ? lineas : [lineaAsientoVacia()] });
  };

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
      <section className="compra-grilla" aria-label="Asiento de apertura">
        <FormField id="apertura-fecha" label="Fecha">
          <TextInput type="date" value={form.fecha} onChange={(fecha) => cambiar({ fecha })} />
        </FormField>
        <FormField id="apertura-glosa" label="Glosa" className="compra-grilla__ancho">
          <TextInput value={form.glosa} onChange={(glosa) => cambiar({ glosa })} maxLength={200} />
        </FormField>
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
          label="Registrar apertura"
          icon="pi pi-check"
          loading={guardando}
          disabled={!cuadre.cuadrado || !form.glosa.trim()}
          onClick={() => void guardar()}
        />
      </div>

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
