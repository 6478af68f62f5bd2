import type { ReportePlanillaQuery } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';

type Reporte = ReportePlanillaQuery['reportePlanilla'];

/** A payroll report as the server shaped it: amounts right-aligned, subtotals and totals in bold. */
export function TablaReportePlanilla({ reporte }: { reporte: Reporte }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <h2>{reporte.titulo}</h2>
      <table className="tabla-libro tabla-reporte" aria-label={reporte.titulo}>
        <thead>
          <tr>
            {reporte.columnas.map((c) => (
              <th key={c.encabezado} className={c.monto ? 'celda-monto' : undefined}>
                {c.encabezado}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {reporte.filas.map((f, i) => (
            <tr
              // Rows have no id of their own: their position is their identity in a report.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              style={f.enfasis ? { fontWeight: 'bold' } : undefined}
            >
              {reporte.columnas.map((c, j) => (
                <td key={c.encabezado} className={c.monto ? 'celda-monto' : undefined}>
                  {c.monto && f.celdas[j] ? formatMonto(f.celdas[j] ?? '') : f.celdas[j]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
