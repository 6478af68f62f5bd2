import { Button } from 'primereact/button';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar } from '../../../ui/utils/acciones';
import { periodoActualLima } from '../../../ui/utils/fechas';
import { periodosContablesQuery, reprocesarCuosMutation } from '../graphql/cierre';
import { periodoLibro } from '../utils/periodo';
import { avisarResultado } from '../utils/resultado-accion';
import { CampoPeriodo } from './CampoPeriodo';
import { nombreMes } from './PeriodosDelAnio';
import './contabilidad.css';

/**
 * /util/reprocesar-cuos: numbers a period's CUOs again per book in date order. The server refuses a
 * closed period and one whose PLE books were already recorded; the screen shows both beforehand.
 */
export function ReprocesarCuosPage() {
  const toast = useToast();
  const [periodo, setPeriodo] = useState(periodoActualLima);
  const codigo = periodoLibro(periodo);
  const [{ data }, refetch] = useQuery({
    query: periodosContablesQuery,
    variables: { anio: Number(codigo.slice(0, 4)) },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [{ fetching }, reprocesar] = useMutation(reprocesarCuosMutation);
  const mes = data?.periodosContables.find((m) => m.periodo === codigo);

  function confirmarReproceso() {
    confirmar({
      mensaje: `¿Renumerar los CUO de ${nombreMes(codigo)} por libro y en orden de fecha?`,
      aceptar: 'Reprocesar',
      onAceptar: async () => {
        const r = await reprocesar({ periodo: codigo }, MANUAL_ERRORS);
        const ok = avisarResultado(toast, r, (d) => {
          const n = d.reProcesarCuos.libros.reduce((s, l) => s + l.operaciones, 0);
          return `CUO de ${nombreMes(codigo)} reprocesados: ${n} operaciones`;
        });
        if (ok) refetch({ requestPolicy: 'network-only' });
      },
    });
  }

  return (
    <div className="page">
      <h1 className="page__title">Reprocesar CUO</h1>
      <div className="libro-filtros">
        <CampoPeriodo id="cuos-periodo" value={periodo} onChange={setPeriodo} />
        <Button
          type="button"
          label="Reprocesar CUO"
          icon="pi pi-sort-numeric-down"
          loading={fetching}
          onClick={confirmarReproceso}
        />
      </div>
      {mes && (
        <ul aria-label="Estado del periodo">
          <li>Estado: {mes.cerrado ? 'Cerrado' : 'Abierto'}</li>
          <li>
            Operaciones por libro:{' '}
            {mes.libros.length
              ? mes.libros.map((l) => `${l.libro}: ${l.operaciones}`).join(' · ')
              : 'ninguna'}
          </li>
          <li>Libros PLE registrados: {mes.libros_generados.join(', ') || 'ninguno'}</li>
        </ul>
      )}
    </div>
  );
}
