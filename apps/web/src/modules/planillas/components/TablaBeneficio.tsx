import { Button } from 'primereact/button';
import type { BeneficioFieldsFragment } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';

interface TablaBeneficioProps {
  beneficio: BeneficioFieldsFragment;
  /** The liquidación's per-worker PDF, when the run is one. */
  pdf?: ((trabajadorId: string) => void) | undefined;
}

const claseDe = (tipo: string) => (tipo === 'texto' ? undefined : 'celda-monto');
const valorDe = (tipo: string, v: string) => (tipo === 'monto' && v !== '' ? formatMonto(v) : v);

/** A run's report: one row per worker with the kind's computation columns, and the totals. */
export function TablaBeneficio({ beneficio, pdf }: TablaBeneficioProps) {
  const columnas = beneficio.columnas;
  return (
    <table className="tabla-libro tabla-reporte" aria-label="Cálculo de beneficios">
      <thead>
        <tr>
          <th>Documento</th>
          <th>Trabajador</th>
          {columnas.map((c) => (
            <th key={c.encabezado} className={claseDe(c.tipo)}>
              {c.encabezado}
            </th>
          ))}
          {pdf && <th>Documento PDF</th>}
        </tr>
      </thead>
      <tbody>
        {beneficio.lineas.map((l) => (
          <tr key={l.contrato_id} data-documento={l.numero_documento}>
            <td>{l.numero_documento}</td>
            <td>{l.trabajador}</td>
            {columnas.map((c, i) => (
              <td key={c.encabezado} className={claseDe(c.tipo)}>
                {valorDe(c.tipo, l.valores[i] ?? '')}
              </td>
            ))}
            {pdf && (
              <td>
                <Button
                  type="button"
                  icon="pi pi-file-pdf"
                  label="Liquidación"
                  size="small"
                  outlined
                  aria-label={`Liquidación PDF de ${l.numero_documento}`}
                  onClick={() => pdf(l.trabajador_id)}
                />
              </td>
            )}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="beneficio-totales">
          <th colSpan={2}>Totales</th>
          {columnas.map((c, i) => (
            <th key={c.encabezado} className={claseDe(c.tipo)}>
              {valorDe(c.tipo, beneficio.totales[i] ?? '')}
            </th>
          ))}
          {pdf && <th />}
        </tr>
      </tfoot>
    </table>
  );
}
