import type { LineaCalculada } from '@kipu/peru/comprobantes/calculo';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import { AFECTACIONES, type LineaForm } from '../utils/comprobante-form';

interface LineasNotaProps {
  lineas: LineaForm[];
  calculadas: Map<string, LineaCalculada>;
}

const COLUMNAS = ['#', 'Código', 'Descripción', 'Unidad', 'Cantidad', 'V. unit. (sin IGV)', 'Afectación'];

/** A note's lines when its reason takes the whole document: shown, not edited. */
export function LineasNota({ lineas, calculadas }: LineasNotaProps) {
  return (
    <table className="facturador-lineas" aria-label="Ítems de la nota">
      <thead>
        <tr>
          {COLUMNAS.map((c) => (
            <th key={c}>{c}</th>
          ))}
          <th className="celda-monto">Importe</th>
        </tr>
      </thead>
      <tbody>
        {lineas.map((l, i) => {
          const c = calculadas.get(l.clave);
          return (
            <tr key={l.clave}>
              <td>{i + 1}</td>
              <td>{l.codigo}</td>
              <td>{l.descripcion}</td>
              <td>{l.unidad}</td>
              <td>{l.cantidad}</td>
              <td>{l.monto}</td>
              <td>{AFECTACIONES.find((a) => a.value === l.afectacion)?.label ?? l.afectacion}</td>
              <td className="celda-monto" data-testid={`linea-${i + 1}-importe`}>
                {c ? formatMonto(sumarMontos([c.valorVenta, c.totalTributos])) : ''}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
