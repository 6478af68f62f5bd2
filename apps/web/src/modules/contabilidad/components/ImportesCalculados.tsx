import { Fragment } from 'react';
import { formatMonto } from '../../../ui/utils/montos';

export interface FilaImporte<K extends string> {
  clave: K;
  etiqueta: string;
  siempre?: boolean;
}

interface ImportesCalculadosProps<K extends string> {
  filas: readonly FilaImporte<K>[];
  importes: Record<K, string>;
  suma: string;
  tasa: string;
  simbolo: string;
  /** Prefix of the test ids ('venta' gives 'venta-total-igv'). */
  prefijo: string;
}

/** The register columns a document fills, live (zero ones hidden unless always shown), and their sum. */
export function ImportesCalculados<K extends string>({
  filas,
  importes,
  suma,
  tasa,
  simbolo,
  prefijo,
}: ImportesCalculadosProps<K>) {
  return (
    <dl>
      {filas
        .filter((f) => f.siempre || importes[f.clave] !== '0.00')
        .map((f) => (
          <Fragment key={f.clave}>
            <dt>{f.clave === 'igv' ? `IGV (${tasa}%)` : f.etiqueta}</dt>
            <dd data-testid={`${prefijo}-total-${f.clave}`}>
              {simbolo} {formatMonto(importes[f.clave])}
            </dd>
          </Fragment>
        ))}
      <dt className="compra-totales__total">Suma</dt>
      <dd className="compra-totales__total" data-testid={`${prefijo}-total-suma`}>
        {simbolo} {formatMonto(suma)}
      </dd>
    </dl>
  );
}
