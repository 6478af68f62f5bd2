import { Timeline } from 'primereact/timeline';
import { formatFechaHora } from '../../../ui/utils/fechas';
import {
  lineaDeTiempo,
  type PasoLineaDeTiempo,
  type Seguimiento,
  type SituacionPaso,
} from '../utils/estados';

const ICONOS: Record<SituacionPaso, string> = {
  hecho: 'pi pi-check',
  actual: 'pi pi-clock',
  cerrado: 'pi pi-lock',
  omitido: 'pi pi-minus',
  pendiente: 'pi pi-circle',
};

const NOTAS: Partial<Record<SituacionPaso, string>> = {
  actual: 'Estado actual',
  cerrado: 'Reclamo cerrado',
  omitido: 'Sin registro',
  pendiente: 'Pendiente',
};

interface SeguimientoTimelineProps {
  entradas: readonly Seguimiento[];
}

/**
 * The complaint's tracking timeline (spec 01 §4): the five steps in order and the final answer, each with
 * its date (Lima) and description; states not reached yet are greyed out.
 */
export function SeguimientoTimeline({ entradas }: SeguimientoTimelineProps) {
  const pasos = lineaDeTiempo(entradas);
  return (
    <Timeline
      value={pasos}
      className="seguimiento"
      marker={(paso: PasoLineaDeTiempo) => (
        <span className={`seguimiento__marca seguimiento__marca--${paso.situacion}`}>
          <i className={ICONOS[paso.situacion]} aria-hidden="true" />
        </span>
      )}
      content={(paso: PasoLineaDeTiempo) => {
        const nota = NOTAS[paso.situacion];
        return (
          <div
            className={`seguimiento__paso seguimiento__paso--${paso.situacion}`}
            data-estado={paso.estado}
            data-situacion={paso.situacion}
          >
            <div className="seguimiento__cabecera">
              <strong className="seguimiento__estado">{paso.estado}</strong>
              {nota && <span className="seguimiento__nota">{nota}</span>}
            </div>
            {paso.fecha && <time className="seguimiento__fecha">{formatFechaHora(paso.fecha)}</time>}
            {paso.descripcion && <p className="seguimiento__descripcion">{paso.descripcion}</p>}
          </div>
        );
      }}
    />
  );
}
