import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useMutation } from 'urql';
import type { PeriodosContablesQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { MESES } from '../../../ui/utils/fechas';
import { cerrarPeriodoMutation, reabrirPeriodoMutation } from '../graphql/cierre';
import { avisarResultado } from '../utils/resultado-accion';

type Mes = PeriodosContablesQuery['periodosContables'][number];

export const nombreMes = (periodo: string) => `${MESES[Number(periodo.slice(4)) - 1]} ${periodo.slice(0, 4)}`;

/** The year's months: open or closed, operations per book, PLE books recorded, and close / reopen. */
export function PeriodosDelAnio({
  meses,
  cargando,
  onCambio,
}: {
  meses: readonly Mes[];
  cargando: boolean;
  onCambio: () => void;
}) {
  const toast = useToast();
  const [{ fetching: cerrando }, cerrar] = useMutation(cerrarPeriodoMutation);
  const [{ fetching: reabriendo }, reabrir] = useMutation(reabrirPeriodoMutation);

  async function alternar(m: Mes) {
    const r = m.cerrado
      ? await reabrir({ periodo: m.periodo }, MANUAL_ERRORS)
      : await cerrar({ periodo: m.periodo }, MANUAL_ERRORS);
    const hecho = avisarResultado<unknown>(toast, r, () =>
      m.cerrado ? `${nombreMes(m.periodo)} reabierto` : `${nombreMes(m.periodo)} cerrado`,
    );
    if (hecho) onCambio();
  }

  return (
    <table className="tabla-asiento" aria-label="Meses del año" aria-busy={cargando}>
      <thead>
        <tr>
          <th>Mes</th>
          <th>Estado</th>
          <th>Operaciones por libro</th>
          <th>Libros PLE registrados</th>
          <th>Acciones</th>
        </tr>
      </thead>
      <tbody>
        {meses.map((m) => (
          <tr key={m.periodo}>
            <td>{nombreMes(m.periodo)}</td>
            <td>
              <Tag severity={m.cerrado ? 'danger' : 'success'} value={m.cerrado ? 'Cerrado' : 'Abierto'} />
            </td>
            <td>{m.libros.length ? m.libros.map((l) => `${l.libro}: ${l.operaciones}`).join(' · ') : '—'}</td>
            <td>{m.libros_generados.join(', ') || '—'}</td>
            <td>
              <Button
                type="button"
                size="small"
                outlined
                severity={m.cerrado ? 'secondary' : 'danger'}
                icon={m.cerrado ? 'pi pi-lock-open' : 'pi pi-lock'}
                label={m.cerrado ? 'Reabrir' : 'Cerrar'}
                aria-label={`${m.cerrado ? 'Reabrir' : 'Cerrar'} ${nombreMes(m.periodo)}`}
                disabled={cerrando || reabriendo}
                onClick={() => void alternar(m)}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
