import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { prestadoresServiciosQuery } from '../graphql/plame';

/** The period's recibos por honorarios of the registro de compras: what the .ps4 and .4ta will carry. */
export function RecibosPrestadores({ periodo }: { periodo: string }) {
  const [{ data }] = useQuery({
    query: prestadoresServiciosQuery,
    variables: { periodo },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const recibos = data?.prestadoresServicios ?? [];
  if (recibos.length === 0) return <p className="page__hint">No hay recibos por honorarios en el periodo.</p>;
  return (
    <table className="tabla-libro tabla-reporte" aria-label="Recibos por honorarios del periodo">
      <thead>
        <tr>
          <th>Prestador</th>
          <th>Recibo</th>
          <th>Emisión</th>
          <th>Pago</th>
          <th className="celda-monto">Monto</th>
          <th className="celda-monto">Retención 4ta</th>
        </tr>
      </thead>
      <tbody>
        {recibos.map((r) => (
          <tr key={`${r.numero_documento}-${r.serie}-${r.numero}`}>
            <td>
              {r.numero_documento} {r.nombre}
            </td>
            <td>
              {r.serie}-{r.numero}
            </td>
            <td>{formatFecha(r.fecha_emision)}</td>
            <td>{formatFecha(r.fecha_pago)}</td>
            <td className="celda-monto">{formatMonto(r.monto)}</td>
            <td className="celda-monto">{formatMonto(r.retencion_renta)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
