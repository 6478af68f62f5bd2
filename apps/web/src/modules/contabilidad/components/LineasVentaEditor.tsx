import { AFECTACIONES_VENTA } from '@kipu/peru/contabilidad/calculo-venta';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
import type { LineaVentaForm } from '../utils/venta-form';
import { CuentaContableSelect } from './CuentaContableSelect';

interface LineasVentaEditorProps {
  lineas: LineaVentaForm[];
  onChange: (clave: string, cambios: Partial<LineaVentaForm>) => void;
  onQuitar: (clave: string) => void;
}

/** The sale by income account: one row per account, Tab goes across (account, value, taxation, glosa). */
export function LineasVentaEditor({ lineas, onChange, onQuitar }: LineasVentaEditorProps) {
  return (
    <table className="compra-lineas">
      <thead>
        <tr>
          <th>#</th>
          <th>Cuenta de ingreso</th>
          <th>Valor de venta</th>
          <th>Afectación</th>
          <th>Glosa</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {lineas.map((l, i) => {
          const n = i + 1;
          return (
            <tr key={l.clave}>
              <td>{n}</td>
              <td className="compra-lineas__cuenta">
                <label className="sr-only" htmlFor={`venta-linea-${n}-cuenta`}>
                  Cuenta de la línea {n}
                </label>
                <CuentaContableSelect
                  id={`venta-linea-${n}-cuenta`}
                  ventas
                  value={l.cuenta ? { value: l.cuenta, label: l.cuentaEtiqueta || l.cuenta } : null}
                  onChange={(c) =>
                    onChange(l.clave, { cuenta: c?.value ?? '', cuentaEtiqueta: c?.label ?? '' })
                  }
                />
              </td>
              <td>
                <DecimalInput
                  id={`venta-linea-${n}-importe`}
                  aria-label={`Valor de venta de la línea ${n}`}
                  value={l.importe}
                  onChange={(v) => onChange(l.clave, { importe: v })}
                />
              </td>
              <td>
                <Dropdown
                  inputId={`venta-linea-${n}-afectacion`}
                  aria-label={`Afectación de la línea ${n}`}
                  value={l.afectacion}
                  options={[...AFECTACIONES_VENTA]}
                  onChange={(e) => {
                    const afectacion = AFECTACIONES_VENTA.find((a) => a.value === e.value)?.value;
                    if (afectacion) onChange(l.clave, { afectacion });
                  }}
                />
              </td>
              <td>
                <TextInput
                  id={`venta-linea-${n}-glosa`}
                  aria-label={`Glosa de la línea ${n}`}
                  value={l.glosa}
                  maxLength={200}
                  onChange={(v) => onChange(l.clave, { glosa: v })}
                />
              </td>
              <td>
                <Button
                  type="button"
                  icon="pi pi-trash"
                  size="small"
                  text
                  severity="danger"
                  aria-label={`Quitar la línea ${n}`}
                  onClick={() => onQuitar(l.clave)}
                />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
