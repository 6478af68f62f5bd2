import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import type { AmarreCentroCostoFieldsFragment } from '../../../gql/graphql';
import { DialogoFormulario } from '../../../ui/DialogoFormulario';
import { FormField } from '../../../ui/FormField';
import type { DialogoFila } from '../../../ui/PaginaMaestro';
import { SELECT_PLACEHOLDER } from '../../../ui/SelectBuscar';
import { TextInput } from '../../../ui/TextInput';
import { useDialogoMaestro } from '../../../ui/use-dialogo-maestro';
import { createAmarreCentroCostoMutation, updateAmarreCentroCostoMutation } from '../graphql/amarres';
import { useCentrosActivos } from '../hooks/use-opciones';
import {
  type AmarreForm,
  amarreFormDe,
  entradaAmarre,
  type LineaAmarreForm,
  totalAmarre,
  validarAmarreForm,
} from '../utils/formularios';

/** 'Nuevo amarre': code, name and the distribution lines, with the running total of the percentages. */
export function AmarreFormDialog({ fila, cerrar, guardada }: DialogoFila<AmarreCentroCostoFieldsFragment>) {
  const centros = useCentrosActivos();
  const { f, dialogo } = useDialogoMaestro({
    fila,
    inicial: () => amarreFormDe(fila),
    validar: validarAmarreForm,
    entrada: entradaAmarre,
    crear: createAmarreCentroCostoMutation,
    actualizar: updateAmarreCentroCostoMutation,
    exito: ['Amarre registrado', 'Amarre actualizado'],
    guardada,
    cerrar,
  });
  const total = totalAmarre(f.form);
  const cambiarLineas = (detalle: LineaAmarreForm[]) => f.set('detalle', detalle);
  const cambiarLinea = (i: number, cambio: Partial<LineaAmarreForm>) =>
    cambiarLineas(f.form.detalle.map((l, j) => (j === i ? { ...l, ...cambio } : l)));

  return (
    <DialogoFormulario
      titulo={fila ? `Editar amarre ${fila.codigo}` : 'Nuevo amarre de centros de costo'}
      {...dialogo}
      ancho="46rem"
    >
      <div className="form-grid">
        <FormField id="amarre-codigo" label="Código" error={f.errores.codigo}>
          <TextInput
            value={f.form.codigo}
            onChange={(v) => f.set('codigo', v)}
            maxLength={20}
            upperCase
            autoFocus
          />
        </FormField>
        <FormField id="amarre-nombre" label="Nombre" error={f.errores.nombre}>
          <TextInput value={f.form.nombre} onChange={(v) => f.set('nombre', v)} maxLength={150} upperCase />
        </FormField>
      </div>
      <table className="amarre-detalle">
        <thead>
          <tr>
            <th>Centro de costo</th>
            <th>Porcentaje</th>
            <th aria-label="Quitar" />
          </tr>
        </thead>
        <tbody>
          {f.form.detalle.map((l: AmarreForm['detalle'][number], i) => (
            // Lines have no id of their own until saved: their position is their identity here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <tr key={i}>
              <td>
                <Dropdown
                  value={l.centro_costo_id}
                  options={centros.opciones}
                  optionLabel="label"
                  optionValue="value"
                  placeholder={SELECT_PLACEHOLDER}
                  filter
                  loading={centros.cargando}
                  aria-label={`Centro de costo de la línea ${i + 1}`}
                  onChange={(e) =>
                    cambiarLinea(i, { centro_costo_id: typeof e.value === 'string' ? e.value : null })
                  }
                />
              </td>
              <td>
                <InputText
                  value={l.porcentaje}
                  inputMode="decimal"
                  aria-label={`Porcentaje de la línea ${i + 1}`}
                  onChange={(e) => cambiarLinea(i, { porcentaje: e.target.value.replace(',', '.') })}
                />
              </td>
              <td>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  severity="danger"
                  aria-label={`Quitar la línea ${i + 1}`}
                  onClick={() => cambiarLineas(f.form.detalle.filter((_, j) => j !== i))}
                />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>
              <Button
                type="button"
                label="Agregar centro"
                icon="pi pi-plus"
                size="small"
                text
                onClick={() => cambiarLineas([...f.form.detalle, { centro_costo_id: null, porcentaje: '' }])}
              />
            </td>
            <td
              className={total === '100.00' ? 'amarre-total' : 'amarre-total amarre-total--error'}
              aria-live="polite"
            >
              Total: {total}%
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
      {f.errores.detalle && (
        <small className="field-error" role="alert">
          {f.errores.detalle}
        </small>
      )}
    </DialogoFormulario>
  );
}
