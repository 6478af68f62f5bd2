import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Fragment, useRef, useState } from 'react';
import type { ResumenAsistenciaQuery } from '../../../gql/graphql';
import { formatFecha, periodoActualLima } from '../../../ui/utils/fechas';
import { CampoPeriodo } from '../../contabilidad/components/CampoPeriodo';
import { useAsistencia } from '../hooks/use-asistencia';
import { textoDia } from '../utils/asistencia';
import { periodoApi } from '../utils/planilla';
import { GrillaAsistencia } from './GrillaAsistencia';
import { RegistrarDiaDialog } from './RegistrarDiaDialog';

type Fila = ResumenAsistenciaQuery['resumenAsistencia'][number];

const COLUMNAS: readonly { titulo: string; valor: (f: Fila) => string | number }[] = [
  { titulo: 'Días calendario', valor: (f) => f.dias_calendario },
  { titulo: 'Días laborados', valor: (f) => f.dias_laborados },
  { titulo: 'Horas 25 %', valor: (f) => f.horas_25 },
  { titulo: 'Horas 35 %', valor: (f) => f.horas_35 },
  { titulo: 'Tardanza (min)', valor: (f) => f.minutos_tardanza },
  { titulo: 'Faltas', valor: (f) => f.faltas },
  { titulo: 'Vacaciones', valor: (f) => f.dias_vacaciones },
  { titulo: 'Subsidiados', valor: (f) => f.dias_subsidiados },
  { titulo: 'Suspensión', valor: (f) => f.dias_suspension },
  { titulo: 'Feriados trabajados', valor: (f) => f.feriados_trabajados },
];

/**
 * /pla/operation/assistance: a month's attendance. The summary per worker (what calcularPlanilla takes
 * for workers without an entry of their own), each worker's days, a day registered by hand, the Excel
 * import with the rows it refused, and the template and report downloads.
 */
export function AsistenciaPage() {
  const [mes, setMes] = useState(periodoActualLima);
  const a = useAsistencia(periodoApi(mes));
  const [registrando, setRegistrando] = useState<Fila | null>(null);
  const [abiertos, setAbiertos] = useState<Record<string, boolean>>({});
  const archivo = useRef<HTMLInputElement>(null);

  return (
    <div className="page">
      <h1 className="page__title">Asistencia</h1>
      <div className="tabla-acciones">
        <CampoPeriodo id="asistencia" value={mes} onChange={setMes} />
        <input
          ref={archivo}
          id="asistencia-archivo"
          type="file"
          accept=".xlsx"
          hidden
          onChange={(e) => {
            const elegido = e.target.files?.[0];
            e.target.value = '';
            if (elegido) void a.importar(elegido);
          }}
        />
        <Button
          type="button"
          label="Importar Excel"
          icon="pi pi-upload"
          loading={a.importando}
          onClick={() => archivo.current?.click()}
        />
        <Button
          type="button"
          label="Plantilla"
          icon="pi pi-download"
          outlined
          onClick={() => void a.plantilla()}
        />
        <Button type="button" label="Excel" icon="pi pi-file-excel" outlined onClick={() => void a.excel()} />
        <Button type="button" label="PDF" icon="pi pi-file-pdf" outlined onClick={() => void a.pdf()} />
      </div>
      {a.errores.length > 0 && (
        <>
          <Message
            severity="error"
            text="No se importó nada: corrija estas filas del Excel"
            className="w-full"
          />
          <table className="tabla-libro tabla-reporte" aria-label="Filas con errores">
            <thead>
              <tr>
                <th>Fila</th>
                <th>Error</th>
              </tr>
            </thead>
            <tbody>
              {a.errores.map((e) => (
                <tr key={`${e.fila}-${e.mensaje}`}>
                  <td>{e.fila}</td>
                  <td>{e.mensaje}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {a.filas.length === 0 && !a.cargando ? (
        <Message severity="info" text="No hay trabajadores con contrato en el periodo" />
      ) : (
        <table className="tabla-libro tabla-reporte" aria-label="Resumen de asistencia">
          <thead>
            <tr>
              <th>Documento</th>
              <th>Trabajador</th>
              <th>Horario</th>
              {COLUMNAS.map((c) => (
                <th key={c.titulo}>{c.titulo}</th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {a.filas.map((f) => (
              <Fragment key={f.contrato_id}>
                <tr data-documento={f.numero_documento}>
                  <td>{f.numero_documento}</td>
                  <td>{f.trabajador}</td>
                  <td>{f.horario ?? 'SIN HORARIO'}</td>
                  {COLUMNAS.map((c) => (
                    <td key={c.titulo} className="celda-monto">
                      {c.valor(f)}
                    </td>
                  ))}
                  <td>
                    <Button
                      type="button"
                      icon="pi pi-calendar-plus"
                      rounded
                      text
                      aria-label={`Registrar día de ${f.numero_documento}`}
                      tooltip="Registrar día"
                      onClick={() => setRegistrando(f)}
                    />
                    <Button
                      type="button"
                      icon={abiertos[f.contrato_id] ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
                      rounded
                      text
                      aria-label={`Días de ${f.numero_documento}`}
                      onClick={() => setAbiertos((o) => ({ ...o, [f.contrato_id]: !o[f.contrato_id] }))}
                    />
                  </td>
                </tr>
                {abiertos[f.contrato_id] && (
                  <tr>
                    <td colSpan={COLUMNAS.length + 4}>
                      {f.dias.length === 0
                        ? 'Sin días registrados'
                        : f.dias.map((d) => (
                            <div key={d.fecha}>
                              {formatFecha(d.fecha)} · {textoDia(d)}
                              {d.feriado ? ' · feriado' : ''}
                              {d.minutos_tardanza ? ` · tardanza ${d.minutos_tardanza} min` : ''}
                              {d.minutos_25 + d.minutos_35
                                ? ` · extras ${d.minutos_25 + d.minutos_35} min`
                                : ''}
                              {d.origen === 'importacion' ? ' · importado' : ''}
                            </div>
                          ))}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      )}
      {a.filas.length > 0 && (
        <>
          <h2>Grilla del mes</h2>
          <GrillaAsistencia mes={mes} filas={a.filas} />
        </>
      )}
      {registrando && (
        <RegistrarDiaDialog
          trabajador={registrando}
          mes={mes}
          cerrar={() => setRegistrando(null)}
          guardada={() => {
            setRegistrando(null);
            a.recargar();
          }}
        />
      )}
    </div>
  );
}
