import { AFECTACIONES_VENTA } from '@kipu/peru/contabilidad/calculo-venta';
import { Dropdown } from 'primereact/dropdown';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
import type { LineaVentaForm } from '../utils/venta-form';
import { CeldaCuenta, CeldaQuitar } from './CeldasLinea';

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
              <CeldaCuenta
                id={`venta-linea-${n}-cuenta`}
                n={n}
                cuenta={l.cuenta}
                etiqueta={l.cuentaEtiqueta}
                filtro="ventas"
                onChange={(cambios) => onChange(l.clave, cambios)}
              />
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
              <CeldaQuitar n={n} onQuitar={() => onQuitar(l.clave)} />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
