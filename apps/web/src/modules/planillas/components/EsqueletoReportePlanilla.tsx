import { Skeleton } from 'primereact/skeleton';
import './reportes-planilla.css';

const FILAS = 6;

/**
 * The outline of a payroll report while the server computes it: its title, header and a few rows, so
 * the page keeps its layout and says it is loading instead of staying blank.
 */
export function EsqueletoReportePlanilla() {
  return (
    <div role="status" aria-busy="true" className="esqueleto-reporte-planilla">
      <span className="sr-only">Cargando el reporte...</span>
      <Skeleton width="22rem" height="1.6rem" className="esqueleto-reporte-planilla__titulo" />
      <Skeleton height="2.25rem" className="esqueleto-reporte-planilla__fila" />
      {Array.from({ length: FILAS }, (_, i) => (
        <Skeleton
          // Placeholder rows have no identity but their place.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          height="1.6rem"
          className="esqueleto-reporte-planilla__fila"
        />
      ))}
    </div>
  );
}
