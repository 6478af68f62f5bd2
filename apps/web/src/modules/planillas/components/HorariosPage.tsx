import { Button } from 'primereact/button';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { HorarioFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { confirmar } from '../../../ui/utils/acciones';
import { deleteHorarioMutation, horariosQuery } from '../graphql/asistencia';
import { useAviso } from '../hooks/use-aviso';
import { resumenDias } from '../utils/horario-form';
import { FeriadosEmpresa } from './FeriadosEmpresa';
import { HorarioFormDialog } from './HorarioFormDialog';

/**
 * /pla/horario: the company's work schedules (normal or atypical, one of them the default of contracts
 * without their own) and the year's holidays.
 */
export function HorariosPage() {
  const [abierto, setAbierto] = useState<{ fila: HorarioFieldsFragment | null } | null>(null);
  const [{ data }, recargar] = useQuery({
    query: horariosQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteHorarioMutation);
  const avisar = useAviso();
  const actualizar = () => recargar({ requestPolicy: 'network-only' });

  return (
    <div className="page">
      <h1 className="page__title">Horarios</h1>
      <div className="tabla-acciones">
        <Button
          type="button"
          label="Nuevo horario"
          icon="pi pi-plus"
          onClick={() => setAbierto({ fila: null })}
        />
      </div>
      <table className="tabla-libro tabla-reporte" aria-label="Horarios">
        <thead>
          <tr>
            <th>Nombre</th>
            <th>Tipo</th>
            <th>Días y horas</th>
            <th>Refrigerio</th>
            <th>Tolerancia</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(data?.horarios ?? []).map((h) => (
            <tr key={h.id} data-horario={h.nombre}>
              <td>
                {h.nombre} {h.predeterminado && <Tag value="PREDETERMINADO" severity="info" />}
              </td>
              <td>{h.atipico ? 'Atípico' : 'Normal'}</td>
              <td>{resumenDias(h)}</td>
              <td>{h.refrigerio_minutos} min</td>
              <td>{h.tolerancia_minutos} min</td>
              <td>
                <AccionesFila
                  nombre={`el horario ${h.nombre}`}
                  eliminada={false}
                  onActivar={() => undefined}
                  onEditar={() => setAbierto({ fila: h })}
                  onEliminar={() =>
                    confirmar({
                      mensaje: `¿Eliminar el horario ${h.nombre}?`,
                      onAceptar: async () => {
                        if (avisar(await eliminar({ id: h.id }, MANUAL_ERRORS), 'Horario eliminado'))
                          actualizar();
                      },
                    })
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {abierto && (
        <HorarioFormDialog
          key={abierto.fila?.id ?? 'nuevo'}
          fila={abierto.fila}
          cerrar={() => setAbierto(null)}
          guardada={() => {
            setAbierto(null);
            actualizar();
          }}
        />
      )}
      <FeriadosEmpresa />
    </div>
  );
}
