import { Button } from 'primereact/button';
import { useClient } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DecimalInput } from '../../../ui/DecimalInput';
import { SelectRemoto } from '../../../ui/SelectRemoto';
import { mensajeError } from '../../../ui/utils/acciones';
import { productosBuscarQuery } from '../graphql/productos';
import { agregarComponente, type ComponenteFila } from '../utils/combo-form';

interface ComponentesEditorProps {
  filas: ComponenteFila[];
  onChange: (filas: ComponenteFila[]) => void;
  error?: string | undefined;
}

/** The products of a combo: search and add (again: one more), quantity, remove. */
export function ComponentesEditor({ filas, onChange, error }: ComponentesEditorProps) {
  const client = useClient();
  return (
    <div className="editor-filas">
      <SelectRemoto
        id="combo-agregar-producto"
        value={null}
        placeholder="Buscar producto por código o descripción para agregarlo..."
        autoSelectSingle
        buscar={async (texto) => {
          const r = await client
            .query(productosBuscarQuery, { param: texto, limite: 20 }, MANUAL_ERRORS)
            .toPromise();
          const mensaje = mensajeError(r.error);
          if (mensaje) return { error: mensaje };
          return {
            opciones: (r.data?.productos.filas ?? []).map((p) => ({
              value: JSON.stringify({ id: p.id, codigo: p.codigo, descripcion: p.descripcion }),
              label: `${p.codigo} - ${p.descripcion}`,
            })),
          };
        }}
        onChange={(o) => {
          if (!o) return;
          const p = JSON.parse(o.value) as { id: string; codigo: string; descripcion: string };
          onChange(agregarComponente(filas, p));
        }}
      />
      {filas.length === 0 && <p className="form-nota">Agregue los productos que forman el combo.</p>}
      {filas.map((f) => (
        <div className="editor-filas__fila combo-componentes__fila" key={f.producto_id}>
          <span>{f.codigo}</span>
          <span>{f.descripcion}</span>
          <DecimalInput
            value={f.cantidad}
            aria-label={`Cantidad de ${f.codigo}`}
            onChange={(v) => onChange(filas.map((x) => (x === f ? { ...x, cantidad: v } : x)))}
          />
          <Button
            type="button"
            icon="pi pi-times"
            rounded
            text
            severity="danger"
            aria-label={`Quitar ${f.codigo}`}
            onClick={() => onChange(filas.filter((x) => x !== f))}
          />
        </div>
      ))}
      {error && (
        <small className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
