import { formatMonto } from '../../../ui/utils/montos';
import './estados-financieros.css';

interface TablaResultadosProps {
  titulo: string;
  lineas: readonly { codigo: string; titulo: string; cuentas: string; subtotal: boolean; importe: string }[];
  /** The line whose amount is the statement's result, marked for tests ('er-resultado'). */
  resultado: { codigo: string; prueba: string };
}

/** An income statement's lines: concept, accounts and amount, the subtotals emphasised. */
export function TablaResultados({ titulo, lineas, resultado }: TablaResultadosProps) {
  return (
    <table className="tabla-libro tabla-reporte tabla-reporte--estrecha" aria-label={titulo}>
      <thead>
        <tr>
          <th>Concepto</th>
          <th>Cuentas</th>
          <th className="celda-monto">S/</th>
        </tr>
      </thead>
      <tbody>
        {lineas.map((l) => (
          <tr
            key={l.codigo}
            data-linea={l.codigo}
            className={l.subtotal ? 'tabla-reporte__total' : undefined}
          >
            <td>{l.titulo}</td>
            <td className="celda-cuentas">{l.cuentas}</td>
            <td
              className="celda-monto"
              data-testid={l.codigo === resultado.codigo ? resultado.prueba : undefined}
            >
              {formatMonto(l.importe)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
