import { Fragment } from 'react';
import { formatMonto } from '../../../ui/utils/montos';

export interface ColumnaTotal<T> {
  clave: keyof T & string;
  etiqueta: string;
}

interface TotalesRegistroProps<T extends Record<string, string>> {
  totales: T;
  columnas: readonly ColumnaTotal<T>[];
}

/** A register's period totals: the total always, the other columns only when they carry an amount. */
export function TotalesRegistro<T extends Record<string, string>>({
  totales,
  columnas,
}: TotalesRegistroProps<T>) {
  return (
    <section className="compra-totales" aria-label="Totales del periodo">
      <dl>
        {columnas
          .filter((c) => c.clave === 'total' || totales[c.clave] !== '0.00')
          .map((c) => (
            <Fragment key={c.clave}>
              <dt>{c.etiqueta}</dt>
              <dd data-testid={`registro-total-${c.clave}`}>S/ {formatMonto(totales[c.clave])}</dd>
            </Fragment>
          ))}
      </dl>
    </section>
  );
}
