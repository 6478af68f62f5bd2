import { Fragment } from 'react';
import type { AntiguedadSaldosCamposFragment } from '../../../gql/graphql';
import { formatMonto } from '../../../ui/utils/montos';

/** The aging buckets as accountants name them. */
export const TRAMOS: readonly {
  clave: keyof Omit<AntiguedadSaldosCamposFragment, '__typename'>;
  etiqueta: string;
}[] = [
  { clave: 'no_vencido', etiqueta: 'No vencido' },
  { clave: 'd1_30', etiqueta: '1 a 30 días' },
  { clave: 'd31_60', etiqueta: '31 a 60 días' },
  { clave: 'd61_90', etiqueta: '61 a 90 días' },
  { clave: 'mas_90', etiqueta: 'Más de 90 días' },
];

interface AntiguedadSaldosProps {
  saldoSoles: string;
  saldoPen: string;
  saldoUsd: string;
  antiguedad: Omit<AntiguedadSaldosCamposFragment, '__typename'>;
  corte: string;
}

/** Totals of the pending list and its aging at the cut-off date, in soles. */
export function AntiguedadSaldos({
  saldoSoles,
  saldoPen,
  saldoUsd,
  antiguedad,
  corte,
}: AntiguedadSaldosProps) {
  return (
    <section className="compra-totales" aria-label="Totales y antigüedad">
      <dl>
        <dt>Saldo total S/</dt>
        <dd data-testid="cxpx-total">{formatMonto(saldoSoles)}</dd>
        <dt>Documentos en soles</dt>
        <dd>S/ {formatMonto(saldoPen)}</dd>
        <dt>Documentos en dólares</dt>
        <dd>US$ {formatMonto(saldoUsd)}</dd>
        {TRAMOS.map((t) => (
          <Fragment key={t.clave}>
            <dt>
              {t.etiqueta} (al {corte.split('-').reverse().join('/')})
            </dt>
            <dd data-testid={`cxpx-tramo-${t.clave}`}>S/ {formatMonto(antiguedad[t.clave])}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
