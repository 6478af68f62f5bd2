import { Column } from 'primereact/column';
import type { PropuestaSireResumenFragment } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { formatFechaHora } from '../../../ui/utils/fechas';
import { importesNoCero, nombreCampoSire } from '../utils/sire';

/** What the downloaded proposal holds: rows, the sums that are not zero, the lines SUNAT's file got wrong. */
export function ResumenPropuestaSire({ propuesta }: { propuesta: PropuestaSireResumenFragment }) {
  const totales = importesNoCero(propuesta.totales);
  return (
    <section className="sire-resumen" aria-label="Resumen de la propuesta">
      <h2>Propuesta SUNAT</h2>
      <dl className="sire-datos">
        <dt>Comprobantes</dt>
        <dd data-testid="sire-filas">{propuesta.filas}</dd>
        <dt>Descargada</dt>
        <dd>{formatFechaHora(propuesta.descargada)}</dd>
        <dt>Ticket</dt>
        <dd>{propuesta.ticket}</dd>
        <dt>Archivo</dt>
        <dd>{propuesta.archivo}</dd>
        {propuesta.aceptada && (
          <>
            <dt>Aceptada</dt>
            <dd data-testid="sire-aceptada">
              {formatFechaHora(propuesta.aceptada)} · ticket {propuesta.aceptacion_ticket}
              {propuesta.aceptacion_estado ? ` · ${propuesta.aceptacion_estado}` : ''}
            </dd>
          </>
        )}
        {totales.map((t) => (
          <div key={t.campo} className="sire-dato">
            <dt>{nombreCampoSire(t.campo)}</dt>
            <dd data-testid={`sire-total-${t.campo}`}>{t.importe}</dd>
          </div>
        ))}
      </dl>
      {propuesta.errores.length > 0 && (
        <DataTable value={propuesta.errores} dataKey="linea" title="Errores por línea">
          <Column field="linea" header="Línea" style={{ width: '6rem' }} />
          <Column field="mensaje" header="Error" />
        </DataTable>
      )}
    </section>
  );
}
