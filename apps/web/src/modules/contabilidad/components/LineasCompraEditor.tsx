import type { CompraCalculada } from '@kipu/peru/contabilidad/calculo-compra';
import { DESTINOS_IGV } from '@kipu/peru/contabilidad/calculo-compra';
import { Dropdown } from 'primereact/dropdown';
import { DecimalInput } from '../../../ui/DecimalInput';
import { TextInput } from '../../../ui/TextInput';
import { formatMonto } from '../../../ui/utils/montos';
import type { LineaCompraForm } from '../utils/compra-form';
import { CeldaCuenta, CeldaQuitar } from './CeldasLinea';

interface LineasCompraEditorProps {
  lineas: LineaCompraForm[];
  /** IGV of each typed line, as the calculation gives it (by position among the typed lines). */
  calculo: CompraCalculada;
  onChange: (clave: string, cambios: Partial<LineaCompraForm>) => void;
  onQuitar: (clave: string) => void;
}

/** The purchase by account: one row per account, Tab goes across (account, base, IGV destination, IGV). */
export function LineasCompraEditor({ lineas, calculo, onChange, onQuitar }: LineasCompraEditorProps) {
  const utiles = lineas.filter((l) => l.cuenta || l.base.trim());
  return (
    <table className="compra-lineas">
      <thead>
        <tr>
          <th>#</th>
          <th>Cuenta</th>
          <th>Base imponible</th>
          <th>Destino del IGV</th>
          <th>IGV</th>
          <th>Glosa</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {lineas.map((l, i) => {
          const n = i + 1;
          const calculada = calculo.lineas[utiles.indexOf(l)];
          return (
            <tr key={l.clave}>
              <td>{n}</td>
              <CeldaCuenta
                id={`compra-linea-${n}-cuenta`}
                n={n}
                cuenta={l.cuenta}
                etiqueta={l.cuentaEtiqueta}
                filtro="compras"
                onChange={(cambios) => onChange(l.clave, cambios)}
              />
              <td>
                <DecimalInput
                  id={`compra-linea-${n}-base`}
                  aria-label={`Base imponible de la línea ${n}`}
                  value={l.base}
                  onChange={(v) => onChange(l.clave, { base: v })}
                />
              </td>
              <td>
                <Dropdown
                  inputId={`compra-linea-${n}-destino`}
                  aria-label={`Destino del IGV de la línea ${n}`}
                  value={l.destino}
                  options={[...DESTINOS_IGV]}
                  onChange={(e) => {
                    const destino = DESTINOS_IGV.find((d) => d.value === e.value)?.value;
                    if (destino) onChange(l.clave, { destino, igv: '' });
                  }}
                />
              </td>
              <td>
                <DecimalInput
                  id={`compra-linea-${n}-igv`}
                  aria-label={`IGV de la línea ${n}`}
                  value={l.igv}
                  placeholder={calculada ? formatMonto(calculada.igv) : ''}
                  disabled={l.destino === 'no_gravada'}
                  onChange={(v) => onChange(l.clave, { igv: v })}
                />
              </td>
              <td>
                <TextInput
                  id={`compra-linea-${n}-glosa`}
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
