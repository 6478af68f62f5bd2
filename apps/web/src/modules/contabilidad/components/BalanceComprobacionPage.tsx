import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatMonto } from '../../../ui/utils/montos';
import {
  balanceComprobacionQuery,
  excelBalanceComprobacionQuery,
  pdfBalanceComprobacionQuery,
} from '../graphql/estados-financieros';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { montoReporte } from '../utils/montos-reporte';
import { FiltrosReporte } from './FiltrosReporte';
import './contabilidad.css';
import './estados-financieros.css';

/** /repo/balance: the balance de comprobación — each account's sums and balance between two periods. */
export function BalanceComprobacionPage() {
  const rango = useRangoPeriodos();
  const [{ data, fetching, error }] = useQuery({
    query: balanceComprobacionQuery,
    variables: rango.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const balance = data?.balanceComprobacion;

  return (
    <div className="page">
      <h1 className="page__title">Balance de comprobación</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <FiltrosReporte
        id="balance"
        rango={rango}
        variables={rango.variables}
        excel={{ query: excelBalanceComprobacionQuery, elegir: (d) => d.excelBalanceComprobacion }}
        pdf={{ query: pdfBalanceComprobacionQuery, elegir: (d) => d.pdfBalanceComprobacion }}
        cargando={fetching}
      />
      {balance && (
        <table className="tabla-libro tabla-reporte" aria-label="Balance de comprobación">
          <thead>
            <tr>
              <th>Cuenta</th>
              <th>Denominación</th>
              <th className="celda-monto">Debe</th>
              <th className="celda-monto">Haber</th>
              <th className="celda-monto">Saldo deudor</th>
              <th className="celda-monto">Saldo acreedor</th>
            </tr>
          </thead>
          <tbody>
            {balance.filas.map((f) => (
              <tr key={f.cuenta} data-cuenta={f.cuenta}>
                <td>{f.cuenta}</td>
                <td>{f.denominacion}</td>
                <td className="celda-monto">{montoReporte(f.debe)}</td>
                <td className="celda-monto">{montoReporte(f.haber)}</td>
                <td className="celda-monto">{montoReporte(f.saldo_deudor)}</td>
                <td className="celda-monto">{montoReporte(f.saldo_acreedor)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <td colSpan={2}>Totales</td>
              <td className="celda-monto" data-testid="balance-total-debe">
                {formatMonto(balance.total_debe)}
              </td>
              <td className="celda-monto" data-testid="balance-total-haber">
                {formatMonto(balance.total_haber)}
              </td>
              <td className="celda-monto" data-testid="balance-total-deudor">
                {formatMonto(balance.total_deudor)}
              </td>
              <td className="celda-monto" data-testid="balance-total-acreedor">
                {formatMonto(balance.total_acreedor)}
              </td>
            </tr>
          </tfoot>
        </table>
      )}
    </div>
  );
}
