import { Button } from 'primereact/button';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { SelectBuscar } from '../../../ui/SelectBuscar';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { createPropiedadProductoMutation, propiedadesProductoQuery } from '../graphql/productos';
import { nuevaClave, type PropiedadFila } from '../utils/producto-form';

interface PropiedadesEditorProps {
  filas: PropiedadFila[];
  onChange: (filas: PropiedadFila[]) => void;
  error?: string | undefined;
}

/**
 * The product's properties (talla, color...): each row a property of the company, chosen or created
 * on the spot ('Crear "…"'), and its value for this product.
 */
export function PropiedadesEditor({ filas, onChange, error }: PropiedadesEditorProps) {
  const toast = useToast();
  const [{ data, fetching }, refetch] = useQuery({
    query: propiedadesProductoQuery,
    variables: { param: null },
    context: MANUAL_ERRORS,
  });
  const [, crear] = useMutation(createPropiedadProductoMutation);
  const opciones = (data?.propiedadesProducto ?? []).map((p) => ({ value: p.codigo, label: p.nombre }));

  const cambiarFila = (i: number, cambio: Partial<PropiedadFila>) =>
    onChange(filas.map((f, j) => (j === i ? { ...f, ...cambio } : f)));

  async function crearPropiedad(i: number, texto: string) {
    const nombre = texto.trim().toUpperCase();
    const r = await crear({ input: { codigo: nombre.slice(0, 30), nombre } }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    const creada = r.data?.createPropiedadProducto;
    if (!creada) return;
    toast.success(`Propiedad ${creada.nombre} creada`);
    refetch({ requestPolicy: 'network-only' });
    cambiarFila(i, { codigo: creada.codigo, nombre: creada.nombre });
  }

  return (
    <div className="editor-filas">
      {filas.length === 0 && <p className="form-nota">El producto no tiene propiedades.</p>}
      {filas.map((f, i) => (
        <div className="editor-filas__fila" key={f.clave}>
          <SelectBuscar
            id={`producto-propiedad-${i}`}
            value={f.codigo ? { value: f.codigo, label: f.nombre || f.codigo } : null}
            options={opciones}
            loading={fetching}
            onChange={(o) => cambiarFila(i, { codigo: o?.value ?? '', nombre: o?.label ?? '' })}
            onCreate={(texto) => void crearPropiedad(i, texto)}
            placeholder="Propiedad..."
          />
          <TextInput
            value={f.valor}
            onChange={(v) => cambiarFila(i, { valor: v })}
            maxLength={200}
            placeholder="Valor"
            aria-label={`Valor de la propiedad ${i + 1}`}
          />
          <Button
            type="button"
            icon="pi pi-times"
            rounded
            text
            severity="danger"
            aria-label={`Quitar la propiedad ${i + 1}`}
            onClick={() => onChange(filas.filter((_, j) => j !== i))}
          />
        </div>
      ))}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
      <div>
        <Button
          type="button"
          label="Agregar propiedad"
          icon="pi pi-plus"
          size="small"
          outlined
          onClick={() => onChange([...filas, { clave: nuevaClave(), codigo: '', nombre: '', valor: '' }])}
        />
      </div>
    </div>
  );
}
