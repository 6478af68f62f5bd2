import { Skeleton } from 'primereact/skeleton';
import './home.css';

/** The shape of what a card will show: the calendar's table rows or a chart's bars. */
export type FormaEsqueleto = 'tabla' | 'barras';

/** Bar heights of the chart placeholder (percent of its height), a fixed pattern so it does not flicker. */
const BARRAS = [55, 80, 40, 95, 65, 30, 75, 50, 85, 45, 70, 60];

/**
 * What a dashboard card shows while its data loads: the outline of its table or chart, so the page is
 * laid out at once and each card fills in on its own.
 */
export function EsqueletoTarjeta({ forma, etiqueta }: { forma: FormaEsqueleto; etiqueta: string }) {
  return (
    <div className={`home-esqueleto home-esqueleto--${forma}`} role="status" aria-busy="true">
      <span className="sr-only">{etiqueta}</span>
      {forma === 'tabla' ? (
        <>
          <Skeleton height="2rem" className="home-esqueleto__fila" />
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="1.75rem" className="home-esqueleto__fila" />
          ))}
          <Skeleton width="60%" height="1rem" />
        </>
      ) : (
        <div className="home-esqueleto__barras" aria-hidden="true">
          {BARRAS.map((alto, i) => (
            <Skeleton
              // A fixed decorative pattern: the position is the bar.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={i}
              width="100%"
              height={`${alto}%`}
              borderRadius="4px 4px 0 0"
            />
          ))}
        </div>
      )}
    </div>
  );
}
