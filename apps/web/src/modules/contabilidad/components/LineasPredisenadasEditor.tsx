import { Dropdown } from 'primereact/dropdown';
import { formatMonto } from '../../../ui/utils/montos';
import type { LineaPredisenadaForm, SumasLado } from '../utils/asiento-predisenado-form';
import { CeldaCuenta, CeldaDecimal, CeldaGlosa, CeldaQuitar } from './CeldasLinea';

const LADOS = [
  { value: 'debe', label: 'Debe' },
  { value: 'haber', label: 'Haber' },
];

interface LineasPredisenadasEditorProps {
  lineas: LineaPredisenadaForm[];
  sumas: Record<'debe' | 'haber', SumasLado>;
  onChange: (clave: string, cambios: Partial<LineaPredisenadaForm>) => void;
  onQuitar: (clave: string) => void;
}

const resumen = (lado: string, s: SumasLado) =>
  `${lado}: ${formatMonto(s.porcentaje)} % + S/ ${formatMonto(s.monto)}`;

/**
 * A template's lines: last-level account, side, and either a percentage of the amount given when it is
 * applied or a fixed amount (typing one clears the other), with each side's sums.
 */
export function LineasPredisenadasEditor({
  lineas,
  sumas,
  onChange,
  onQuitar,
}: LineasPredisenadasEditorProps) {
  return (
    <table className="compra-lineas" aria-label="Líneas del asiento prediseñado">
      <thead>
        <tr>
          <th>#</th>
          <th>Cuenta</th>
          <th>Lado</th>
          <th>% del importe</th>
          <th>Monto fijo</th>
          <th>Glosa</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {lineas.map((l, i) => {
          const n = i + 1;
          const id = `predisenado-linea-${n}`;
          return (
            <tr key={l.clave}>
              <td>{n}</td>
              <CeldaCuenta
                id={`${id}-cuenta`}
                n={n}
                cuenta={l.cuenta}
                etiqueta={l.cuentaEtiqueta}
                filtro="ultimoNivel"
                onChange={(cambios) => onChange(l.clave, cambios)}
              />
              <td>
                <Dropdown
                  inputId={`${id}-lado`}
                  aria-label={`Lado de la línea ${n}`}
                  value={l.lado}
                  options={LADOS}
                  onChange={(e) => onChange(l.clave, { lado: e.value === 'haber' ? 'haber' : 'debe' })}
                />
              </td>
              <CeldaDecimal
                id={`${id}-porcentaje`}
                etiqueta={`Porcentaje de la línea ${n}`}
                value={l.porcentaje}
                onChange={(porcentaje) =>
                  onChange(l.clave, { porcentaje, ...(porcentaje ? { monto: '' } : {}) })
                }
              />
              <CeldaDecimal
                id={`${id}-monto`}
                etiqueta={`Monto fijo de la línea ${n}`}
                value={l.monto}
                onChange={(monto) => onChange(l.clave, { monto, ...(monto ? { porcentaje: '' } : {}) })}
              />
              <CeldaGlosa
                id={`${id}-glosa`}
                n={n}
                value={l.glosa}
                onChange={(glosa) => onChange(l.clave, { glosa })}
              />
              <CeldaQuitar n={n} onQuitar={() => onQuitar(l.clave)} />
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={7} data-testid="predisenado-sumas">
            {resumen('Debe', sumas.debe)} · {resumen('Haber', sumas.haber)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
