import { formatFecha, formatPeriodo } from '../../../ui/utils/fechas';
import { etiquetaGrupo, type Fila, tablaPorPeriodo } from '../utils/cronograma';

interface CronogramaTablaProps {
  grupos: readonly string[];
  filas: readonly Fila[];
  /** Only these periods, in this order (all of them when absent). */
  periodos?: readonly string[];
  /** Row of the current period (highlighted). */
  periodoActual?: string | null;
  /** Cell to highlight: the company's group in the period whose deadlines fall due now. */
  celdaDestacada?: { periodo: string; grupo: string } | null;
  caption?: string;
}

/**
 * A SUNAT deadline schedule: periods as rows, the last-RUC-digit groups as columns, dates DD/MM/YYYY.
 */
export function CronogramaTabla({
  grupos,
  filas,
  periodos,
  periodoActual = null,
  celdaDestacada = null,
  caption,
}: CronogramaTablaProps) {
  const tabla = tablaPorPeriodo(filas);
  const lista = periodos ? periodos.filter((p) => tabla.has(p)) : [...tabla.keys()];
  return (
    <div className="cronograma__scroll">
      <table className="cronograma">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Periodo</th>
            {grupos.map((grupo) => (
              <th key={grupo} scope="col">
                {etiquetaGrupo(grupo)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lista.map((periodo) => {
            const porGrupo = tabla.get(periodo);
            const actual = periodo === periodoActual;
            return (
              <tr
                key={periodo}
                className={actual ? 'cronograma__row--actual' : undefined}
                aria-current={actual ? 'date' : undefined}
              >
                <th scope="row">{formatPeriodo(periodo)}</th>
                {grupos.map((grupo) => {
                  const destacada = celdaDestacada?.periodo === periodo && celdaDestacada.grupo === grupo;
                  return (
                    <td key={grupo} className={destacada ? 'cronograma__cell--ruc' : undefined}>
                      {formatFecha(porGrupo?.get(grupo)) || '—'}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
