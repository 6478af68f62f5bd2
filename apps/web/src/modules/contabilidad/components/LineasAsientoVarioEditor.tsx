import { formatMonto } from '../../../ui/utils/montos';
import type { LineaAsientoVarioForm } from '../utils/asiento-vario-form';
import { CeldaCuenta, CeldaDecimal, CeldaGlosa, CeldaQuitar } from './CeldasLinea';

interface LineasAsientoVarioEditorProps {
  lineas: LineaAsientoVarioForm[];
  cuadre: { debe: string; haber: string; diferencia: string; cuadrado: boolean };
  onChange: (clave: string, cambios: Partial<LineaAsientoVarioForm>) => void;
  onQuitar: (clave: string) => void;
}

/** The entry's lines (account, debe, haber, glosa), with the sums and the difference still to balance. */
export function LineasAsientoVarioEditor({
  lineas,
  cuadre,
  onChange,
  onQuitar,
}: LineasAsientoVarioEditorProps) {
  return (
    <table className="compra-lineas" aria-label="Líneas del asiento">
      <thead>
        <tr>
          <th>#</th>
          <th>Cuenta</th>
          <th>Debe</th>
          <th>Haber</th>
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
                id={`asiento-linea-${n}-cuenta`}
                n={n}
                cuenta={l.cuenta}
                etiqueta={l.cuentaEtiqueta}
                filtro="ultimoNivel"
                onChange={(cambios) => onChange(l.clave, cambios)}
              />
              <CeldaDecimal
                id={`asiento-linea-${n}-debe`}
                etiqueta={`Debe de la línea ${n}`}
                value={l.debe}
                onChange={(debe) => onChange(l.clave, { debe, ...(debe ? { haber: '' } : {}) })}
              />
              <CeldaDecimal
                id={`asiento-linea-${n}-haber`}
                etiqueta={`Haber de la línea ${n}`}
                value={l.haber}
                onChange={(haber) => onChange(l.clave, { haber, ...(haber ? { debe: '' } : {}) })}
              />
              <CeldaGlosa
                id={`asiento-linea-${n}-glosa`}
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
          <td colSpan={2}>Totales</td>
          <td className="celda-monto" data-testid="asiento-vario-debe">
            {formatMonto(cuadre.debe)}
          </td>
          <td className="celda-monto" data-testid="asiento-vario-haber">
            {formatMonto(cuadre.haber)}
          </td>
          <td colSpan={2} data-testid="asiento-vario-diferencia">
            {cuadre.cuadrado ? 'Cuadrado' : `Diferencia ${formatMonto(cuadre.diferencia.replace('-', ''))}`}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
