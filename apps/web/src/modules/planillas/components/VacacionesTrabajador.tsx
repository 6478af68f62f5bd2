import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { BotonQuitar } from '../../../ui/BotonQuitar';
import { CampoFecha } from '../../../ui/CampoFecha';
import { CampoSelect } from '../../../ui/CampoSelect';
import { FormField } from '../../../ui/FormField';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { useRecordVacacional } from '../hooks/use-record-vacacional';

interface VacacionesTrabajadorProps {
  trabajadores: readonly { value: string; label: string }[];
  /** The day the record is read on (the provision's month end). */
  fecha: string;
}

/**
 * A worker's vacation record: the years of service with the days earned, taken and pending (overdue
 * ones marked), the truncas of the running year, and the days taken with dates — registered and
 * deleted here.
 */
export function VacacionesTrabajador({ trabajadores, fecha }: VacacionesTrabajadorProps) {
  const [trabajador, setTrabajador] = useState<string | null>(null);
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const v = useRecordVacacional(trabajador, fecha);
  const r = v.record;
  return (
    <section aria-label="Récord vacacional">
      <h2>Récord vacacional</h2>
      <div className="tabla-acciones">
        <CampoSelect
          id="vacaciones-trabajador"
          label="Trabajador"
          value={trabajador}
          options={trabajadores}
          filter
          onChange={setTrabajador}
        />
        <FormField id="vacaciones-desde" label="Desde">
          <CampoFecha value={desde} onChange={setDesde} />
        </FormField>
        <FormField id="vacaciones-hasta" label="Hasta">
          <CampoFecha value={hasta} onChange={setHasta} min={desde || undefined} />
        </FormField>
        <Button
          type="button"
          label="Registrar vacaciones"
          icon="pi pi-plus"
          disabled={!trabajador || !desde || !hasta || v.ocupado}
          onClick={() =>
            void v.registrar(desde, hasta).then((ok) => {
              if (ok) {
                setDesde('');
                setHasta('');
              }
            })
          }
        />
      </div>
      {v.error && <Message severity="error" text={v.error} />}
      {r && (
        <>
          <table className="tabla-libro tabla-reporte" aria-label="Periodos vacacionales">
            <thead>
              <tr>
                <th>Año de servicio</th>
                <th className="celda-monto">Ganados</th>
                <th className="celda-monto">Gozados</th>
                <th className="celda-monto">Pendientes</th>
                <th>Estado</th>
              </tr>
            </thead>
            <tbody>
              {r.periodos.map((p) => (
                <tr key={p.desde}>
                  <td>
                    {formatFecha(p.desde)} – {formatFecha(p.hasta)}
                  </td>
                  <td className="celda-monto">{p.dias_ganados}</td>
                  <td className="celda-monto">{p.dias_gozados}</td>
                  <td className="celda-monto">{p.pendientes}</td>
                  <td>{p.vencido ? 'Vencido (indemnizable)' : p.pendientes ? 'Pendiente' : 'Gozado'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>
            Récord en curso desde {formatFecha(r.inicio_record_actual)}: {r.truncas_meses} meses y{' '}
            {r.truncas_dias} días, vacaciones truncas S/ {formatMonto(r.truncas_importe)} (remuneración
            computable S/ {formatMonto(r.remuneracion_computable)}).
            {r.dias_adelantados > 0 && ` Días adelantados: ${r.dias_adelantados}.`}
          </p>
          <table className="tabla-libro tabla-reporte" aria-label="Vacaciones gozadas">
            <thead>
              <tr>
                <th>Desde</th>
                <th>Hasta</th>
                <th className="celda-monto">Días</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {r.goces.map((g) => (
                <tr key={g.id}>
                  <td>{formatFecha(g.desde)}</td>
                  <td>{formatFecha(g.hasta)}</td>
                  <td className="celda-monto">{g.dias}</td>
                  <td>
                    <BotonQuitar
                      etiqueta={`Eliminar vacaciones desde ${g.desde}`}
                      onClick={() => void v.eliminar(g.id)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
