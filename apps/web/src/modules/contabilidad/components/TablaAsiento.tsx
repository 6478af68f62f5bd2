import { formatMonto, sumarMontos } from '../../../ui/utils/montos';

export interface LineaAsientoVista {
  cuenta: string;
  denominacion?: string | null;
  glosa?: string | null;
  debe: string;
  haber: string;
  debe_me?: string | null;
  haber_me?: string | null;
  destino: boolean;
}

interface TablaAsientoProps {
  lineas: readonly LineaAsientoVista[];
  /** Shows the amounts in the document's foreign currency too. */
  moneda?: string;
  titulo: string;
}

/** An asiento as accountants read it: account, debe and haber in soles (and in dollars), with its sums. */
export function TablaAsiento({ lineas, moneda = 'PEN', titulo }: TablaAsientoProps) {
  const me = moneda !== 'PEN';
  const total = (k: 'debe' | 'haber' | 'debe_me' | 'haber_me') =>
    formatMonto(sumarMontos(lineas.map((l) => l[k] ?? '0')));
  return (
    <table className="tabla-asiento" aria-label={titulo}>
      <thead>
        <tr>
          <th>Cuenta</th>
          <th>Denominación / glosa</th>
          <th className="celda-monto">Debe S/</th>
          <th className="celda-monto">Haber S/</th>
          {me && <th className="celda-monto">Debe {moneda}</th>}
          {me && <th className="celda-monto">Haber {moneda}</th>}
        </tr>
      </thead>
      <tbody>
        {lineas.map((l, i) => (
          // Lines have no identity of their own: an asiento is shown whole and in order.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <tr key={i} className={l.destino ? 'tabla-asiento__destino' : undefined}>
            <td>{l.cuenta}</td>
            <td>{[l.denominacion, l.glosa].filter(Boolean).join(' — ')}</td>
            <td className="celda-monto">{l.debe === '0.00' ? '' : formatMonto(l.debe)}</td>
            <td className="celda-monto">{l.haber === '0.00' ? '' : formatMonto(l.haber)}</td>
            {me && <td className="celda-monto">{l.debe_me === '0.00' ? '' : formatMonto(l.debe_me)}</td>}
            {me && <td className="celda-monto">{l.haber_me === '0.00' ? '' : formatMonto(l.haber_me)}</td>}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={2}>Totales</td>
          <td className="celda-monto" data-testid="asiento-total-debe">
            {total('debe')}
          </td>
          <td className="celda-monto" data-testid="asiento-total-haber">
            {total('haber')}
          </td>
          {me && <td className="celda-monto">{total('debe_me')}</td>}
          {me && <td className="celda-monto">{total('haber_me')}</td>}
        </tr>
      </tfoot>
    </table>
  );
}
