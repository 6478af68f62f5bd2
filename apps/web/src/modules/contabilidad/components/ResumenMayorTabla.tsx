import { Button } from 'primereact/button';
import type { ResumenMayorQuery } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';
import { saldoTexto } from '../utils/saldo';
import './resumen-mayor.css';

type Resumen = ResumenMayorQuery['resumenMayor'];

interface ResumenMayorTablaProps {
  resumen: Resumen;
  /** Opens the libro mayor of one account. */
  onVerCuenta: (cuenta: { codigo: string; denominacion: string }) => void;
}

const monto = (v: string) => (v === '0.00' ? '' : formatMonto(v));

/**
 * The libro mayor of every account at once: opening balance, debits, credits and closing balance of each
 * account with a balance or a movement in the range; the account's code opens its detail.
 */
export function ResumenMayorTabla({ resumen, onVerCuenta }: ResumenMayorTablaProps) {
  if (resumen.cuentas.length === 0)
    return <p className="page__hint">No hay saldos ni movimientos contables en el rango elegido.</p>;
  return (
    <div className="tabla-desplazable">
      <table className="tabla-libro tabla-reporte" aria-label="Resumen del libro mayor por cuenta">
        <thead>
          <tr>
            <th>Cuenta</th>
            <th>Denominación</th>
            <th className="celda-monto">Saldo inicial S/</th>
            <th className="celda-monto">Debe S/</th>
            <th className="celda-monto">Haber S/</th>
            <th className="celda-monto">Saldo final S/</th>
          </tr>
        </thead>
        <tbody>
          {resumen.cuentas.map((c) => (
            <tr key={c.cuenta} data-cuenta={c.cuenta}>
              <td>
                <Button
                  link
                  className="resumen-mayor__cuenta"
                  label={c.cuenta}
                  aria-label={`Ver el libro mayor de la cuenta ${c.cuenta} ${c.denominacion}`}
                  onClick={() => onVerCuenta({ codigo: c.cuenta, denominacion: c.denominacion })}
                />
              </td>
              <td>{c.denominacion}</td>
              <td className="celda-monto">{saldoTexto(c.saldo_inicial)}</td>
              <td className="celda-monto">{monto(c.debe)}</td>
              <td className="celda-monto">{monto(c.haber)}</td>
              <td className="celda-monto">{saldoTexto(c.saldo_final)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={3}>Totales del rango</td>
            <td className="celda-monto" data-testid="resumen-mayor-debe">
              {formatMonto(resumen.total_debe)}
            </td>
            <td className="celda-monto" data-testid="resumen-mayor-haber">
              {formatMonto(resumen.total_haber)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
