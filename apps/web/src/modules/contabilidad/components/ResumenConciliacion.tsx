import type { ConciliacionCamposFragment } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';

type Resumen = ConciliacionCamposFragment['resumen'];

/** The reconciliation statement: both balances carried to the same figure and the difference left. */
export function ResumenConciliacion({ resumen }: { resumen: Resumen }) {
  const filas: [string, string, string][] = [
    ['Saldo según libros', resumen.saldo_libros, 'saldo-libros'],
    ['(+) Abonos del banco no registrados', resumen.abonos_no_registrados, 'abonos'],
    ['(−) Cargos del banco no registrados (ITF, comisiones)', resumen.cargos_no_registrados, 'cargos'],
    ['Saldo de libros conciliado', resumen.saldo_libros_conciliado, 'libros-conciliado'],
    ['Saldo según extracto', resumen.saldo_extracto, 'saldo-extracto'],
    ['(+) Depósitos en tránsito', resumen.depositos_en_transito, 'depositos'],
    ['(−) Cheques girados no cobrados', resumen.cheques_no_cobrados, 'cheques'],
    ['Saldo de extracto conciliado', resumen.saldo_extracto_conciliado, 'extracto-conciliado'],
  ];
  return (
    <table className="tabla-libro" aria-label="Resumen de la conciliación">
      <tbody>
        {filas.map(([texto, valor, id]) => (
          <tr key={id}>
            <td>{texto}</td>
            <td className="celda-monto" data-testid={`resumen-${id}`}>
              {formatMonto(valor)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>Diferencia {resumen.conciliado ? '(conciliado)' : '(sin explicar)'}</td>
          <td className="celda-monto" data-testid="resumen-diferencia">
            {formatMonto(resumen.diferencia)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
