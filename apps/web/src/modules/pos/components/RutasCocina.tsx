import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { useMutation, useQuery } from 'urql';
import type { PosCocinaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoSelect } from '../../../ui/CampoSelect';
import { DataTable } from '../../../ui/DataTable';
import { useFormulario } from '../../../ui/use-formulario';
import { useVigencia } from '../../../ui/use-vigencia';
import {
  asignarRutaCocinaMutation,
  quitarRutaCocinaMutation,
  rutasCocinaQuery,
} from '../graphql/configuracion';
import { useCatalogoPos } from '../hooks/use-catalogo-pos';
import { entradaRuta, RUTA_VACIA, type RutaForm, validarRuta } from '../utils/rutas-cocina';

const TIPOS = [
  { value: 'categoria', label: 'Categoría' },
  { value: 'producto', label: 'Producto' },
];

type Ruta = { id: string; cocina_id: string; categoria_id?: string | null; producto_id?: string | null };

/**
 * Which kitchen prepares what: a category's dishes or one product's (a product's own route wins over
 * its category's). Sending an order splits it into one comanda per kitchen by these routes.
 */
export function RutasCocina({ cocinas }: { cocinas: PosCocinaFieldsFragment[] }) {
  const catalogo = useCatalogoPos();
  const f = useFormulario<RutaForm>(RUTA_VACIA);
  const [{ data, fetching }, refetch] = useQuery({
    query: rutasCocinaQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching: asignando }, asignar] = useMutation(asignarRutaCocinaMutation);
  const [, quitar] = useMutation(quitarRutaCocinaMutation);
  const actualizar = () => refetch({ requestPolicy: 'network-only' });
  const cocina = (id: string) => cocinas.find((c) => c.id === id);
  const destino = (r: Ruta) => {
    if (r.categoria_id) return `Categoría ${catalogo.categoria(r.categoria_id)?.nombre ?? ''}`;
    const p = catalogo.producto(r.producto_id);
    return `Producto ${p ? `${p.codigo} - ${p.descripcion}` : ''}`;
  };
  const vigencia = useVigencia<Ruta>({
    ejecutarEliminar: quitar,
    ejecutarActivar: quitar,
    nombre: (r) => `la ruta de ${destino(r)}`,
    eliminada: 'Ruta quitada',
    activada: 'Ruta quitada',
    alTerminar: actualizar,
  });
  const destinos =
    f.form.tipo === 'categoria'
      ? catalogo.categorias.map((c) => ({ value: c.id, label: `${c.codigo} - ${c.nombre}` }))
      : catalogo.productos.map((p) => ({ value: p.id, label: `${p.codigo} - ${p.descripcion}` }));

  async function guardar() {
    const ok = await f.guardar(
      validarRuta,
      (form) => asignar({ input: entradaRuta(form) }, MANUAL_ERRORS),
      'Ruta de cocina asignada',
    );
    if (!ok) return;
    f.cambiar((actual) => ({ ...actual, destino_id: null }));
    actualizar();
  }

  return (
    <section className="pos-rutas">
      <h2 className="pos-subtitulo">Rutas de cocina</h2>
      <div className="form-grid">
        <CampoSelect
          id="ruta-cocina"
          label="Cocina"
          value={f.form.cocina_id}
          options={cocinas.map((c) => ({ value: c.id, label: `${c.codigo} - ${c.nombre}` }))}
          error={f.errores.cocina_id}
          onChange={(v) => f.set('cocina_id', v)}
        />
        <CampoSelect
          id="ruta-tipo"
          label="Enviar por"
          value={f.form.tipo}
          options={TIPOS}
          onChange={(v) =>
            f.cambiar((a) => ({ ...a, tipo: v === 'producto' ? 'producto' : 'categoria', destino_id: null }))
          }
        />
        <CampoSelect
          id="ruta-destino"
          label={f.form.tipo === 'categoria' ? 'Categoría' : 'Producto'}
          value={f.form.destino_id}
          options={destinos}
          loading={catalogo.cargando}
          filter
          error={f.errores.destino_id}
          onChange={(v) => f.set('destino_id', v)}
        />
      </div>
      {f.errorServidor && <p className="field-error">{f.errorServidor}</p>}
      <Button
        type="button"
        label="Asignar ruta"
        icon="pi pi-directions"
        loading={asignando}
        onClick={() => void guardar()}
      />
      <DataTable
        value={data?.rutasCocina ?? []}
        dataKey="id"
        loading={fetching}
        emptyMessage="Sin rutas: los pedidos no generan comandas"
      >
        <Column key="destino" header="Platos" body={destino} />
        <Column key="cocina" header="Cocina" body={(r: Ruta) => cocina(r.cocina_id)?.nombre ?? ''} />
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(r: Ruta) => (
            <Button
              type="button"
              icon="pi pi-trash"
              rounded
              text
              severity="danger"
              aria-label={`Quitar la ruta de ${destino(r)}`}
              onClick={() => vigencia.eliminar(r)}
            />
          )}
        />
      </DataTable>
    </section>
  );
}
