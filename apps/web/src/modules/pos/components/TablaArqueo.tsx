import { nombreMedio } from '../utils/cobro';

type Linea = { medio: string; esperado: string; contado: string; diferencia: string };

/** Expected against counted per method, and the difference (negative: missing), as the API answers it. */
export function TablaArqueo({
  lineas,
  totales,
}: {
  lineas: readonly Linea[];
  totales: Omit<Linea, 'medio'>;
}) {
  return (
    <table className="pos-arqueo" aria-label="Arqueo de caja">
      <thead>
        <tr>
          <th>Medio</th>
          <th className="celda-numero">Esperado</th>
          <th className="celda-numero">Contado</th>
          <th className="celda-numero">Diferencia</th>
        </tr>
      </thead>
      <tbody>
        {lineas.map((l) => (
          <tr key={l.medio}>
            <td>{nombreMedio(l.medio)}</td>
            <td className="celda-numero">{l.esperado}</td>
            <td className="celda-numero">{l.contado}</td>
            <td className="celda-numero">{l.diferencia}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th>Total</th>
          <th className="celda-numero">{totales.esperado}</th>
          <th className="celda-numero">{totales.contado}</th>
          <th className="celda-numero">{totales.diferencia}</th>
        </tr>
      </tfoot>
    </table>
  );
}
