import { Checkbox } from 'primereact/checkbox';
import type { PosPedidoFieldsFragment } from '../../../gql/graphql';
import { DecimalInput } from '../../../ui/DecimalInput';
import { type Division, marcarLinea, quedaPorCobrar, type RevisionDivision } from '../utils/cuenta-separada';

interface DivisionCuentaProps {
  lineas: readonly PosPedidoFieldsFragment['lineas'][number][];
  division: Division;
  revision: RevisionDivision;
  onChange: (d: Division) => void;
}

/**
 * 'Dividir cuenta': each line with what was charged and what remains; the cashier ticks lines, sets
 * how much of each this guest pays and sees that part's total.
 */
export function DivisionCuenta({ lineas, division, revision, onChange }: DivisionCuentaProps) {
  return (
    <section className="pos-cobro" aria-label="Dividir cuenta">
      <ul className="pos-lineas">
        {lineas.map((l) => {
          const marcada = l.id in division;
          return (
            <li key={l.id} className="pos-linea pos-division__linea">
              <Checkbox
                inputId={`dividir-${l.id}`}
                checked={marcada}
                disabled={!quedaPorCobrar(l)}
                aria-label={`Cobrar ${l.descripcion}`}
                onChange={(e) => onChange(marcarLinea(division, l, Boolean(e.checked)))}
              />
              <label htmlFor={`dividir-${l.id}`} className="pos-linea__descripcion">
                {l.cantidad} × {l.descripcion}
                <small className="pos-linea__nota">
                  {quedaPorCobrar(l)
                    ? `Cobrado ${l.cantidad_cobrada} · queda ${l.cantidad_pendiente} (S/ ${l.importe_pendiente})`
                    : 'Cobrado'}
                </small>
              </label>
              {marcada && (
                <DecimalInput
                  value={division[l.id] ?? ''}
                  aria-label={`Cantidad a cobrar de ${l.descripcion}`}
                  className="pos-division__cantidad"
                  onChange={(v) => onChange({ ...division, [l.id]: v })}
                />
              )}
            </li>
          );
        })}
      </ul>
      <p className="pos-cobro__vuelto">
        {'error' in revision ? revision.error : `Esta parte S/ ${revision.total}`}
      </p>
    </section>
  );
}
