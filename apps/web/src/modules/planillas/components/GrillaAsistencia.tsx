import type { ResumenAsistenciaQuery } from '../../../gql/graphql';
import { abreviaturaDia } from '../utils/asistencia';

type Fila = ResumenAsistenciaQuery['resumenAsistencia'][number];

interface Props {
  /** 'YYYY-MM'. */
  mes: string;
  filas: readonly Fila[];
}

/**
 * The month as a grid: a row per worker, a column per day, each registered day abbreviated (T worked,
 * F falta, V vacaciones…) with its times, late and overtime minutes in the cell's title.
 */
export function GrillaAsistencia({ mes, filas }: Props) {
  const [anio, numero] = mes.split('-').map(Number);
  const dias = new Date(Date.UTC(anio ?? 0, numero ?? 1, 0)).getUTCDate();
  const fechas = Array.from({ length: dias }, (_, i) => `${mes}-${String(i + 1).padStart(2, '0')}`);
  return (
    <div style={{ overflowX: 'auto' }}>
      <table className="tabla-libro tabla-reporte" aria-label="Grilla del mes">
        <thead>
          <tr>
            <th>Documento</th>
            {fechas.map((f) => (
              <th key={f}>{Number(f.slice(8))}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((fila) => {
            const porFecha = new Map(fila.dias.map((d) => [d.fecha, d]));
            return (
              <tr key={fila.contrato_id} data-grilla={fila.numero_documento}>
                <td title={fila.trabajador}>{fila.numero_documento}</td>
                {fechas.map((f) => {
                  const d = porFecha.get(f);
                  const { texto, detalle } = d ? abreviaturaDia(d) : { texto: '', detalle: '' };
                  return (
                    <td key={f} title={detalle} data-fecha={f}>
                      {texto}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
