import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Fragment, useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto, sumarMontos } from '../../../ui/utils/montos';
import { libroDiarioQuery } from '../graphql/libros';
import { excelLibroDiarioQuery, pdfLibroDiarioQuery } from '../graphql/reportes-contables';
import { usePeriodoLibro } from '../hooks/use-periodo-libro';
import { periodoLibro } from '../utils/periodo';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';
import './contabilidad.css';

const POR_PAGINA = 100;
const FORMATOS = [
  { label: 'Formato 5.1', value: 'completo' },
  { label: 'Formato 5.2 (simplificado)', value: 'simplificado' },
] as const;
type FormatoDiario = (typeof FORMATOS)[number]['value'];
const monto = (v: string) => (v === '0.00' ? '' : formatMonto(v));

/**
 * /repo/ldiario: the libro diario of a period — every operation of every book in CUO order with its
 * asiento lines — and the period's sums, which are equal when the ledger balances.
 */
export function LibroDiarioPage() {
  const { periodo, cambiar } = usePeriodoLibro();
  const [pagina, setPagina] = useState(1);
  const [formato, setFormato] = useState<FormatoDiario>('completo');
  const [{ data, fetching, error }] = useQuery({
    query: libroDiarioQuery,
    variables: { periodo: periodoLibro(periodo), limite: POR_PAGINA, pagina },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const operaciones = data?.operacionesByLibro.filas ?? [];
  const total = data?.operacionesByLibro.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / POR_PAGINA));
  const lineas = operaciones.flatMap((o) => o.lineas);

  return (
    <div className="page">
      <h1 className="page__title">Libro diario</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <div className="libro-filtros">
        <CampoPeriodo
          id="diario-periodo"
          value={periodo}
          onChange={(v) => {
            cambiar(v);
            setPagina(1);
          }}
        />
        <Dropdown
          inputId="diario-formato"
          aria-label="Formato del archivo"
          value={formato}
          options={[...FORMATOS]}
          onChange={(e) => setFormato(e.value as FormatoDiario)}
        />
        <BotonesArchivo
          variables={{ periodo: periodoLibro(periodo), formato }}
          excel={{ query: excelLibroDiarioQuery, elegir: (d) => d.excelLibroDiario }}
          pdf={{ query: pdfLibroDiarioQuery, elegir: (d) => d.pdfLibroDiario }}
        />
        <span>
          {fetching ? 'Cargando...' : `Operaciones: ${total}`}
          {paginas > 1 && ` — página ${pagina} de ${paginas}`}
        </span>
        {paginas > 1 && (
          <>
            <Button
              type="button"
              label="Anterior"
              size="small"
              outlined
              disabled={pagina <= 1}
              onClick={() => setPagina((p) => p - 1)}
            />
            <Button
              type="button"
              label="Siguiente"
              size="small"
              outlined
              disabled={pagina >= paginas}
              onClick={() => setPagina((p) => p + 1)}
            />
          </>
        )}
      </div>
      <table className="tabla-libro" aria-label="Libro diario">
        <thead>
          <tr>
            <th>Fecha</th>
            <th>CUO / cuenta</th>
            <th>Glosa</th>
            <th className="celda-monto">Debe S/</th>
            <th className="celda-monto">Haber S/</th>
          </tr>
        </thead>
        <tbody>
          {operaciones.map((o) => (
            <Fragment key={o.id}>
              <tr className="tabla-libro__operacion" data-cuo={o.cuo}>
                <td>{formatFecha(o.fecha_contable)}</td>
                <td>
                  {o.cuo} <small>({o.libro})</small>
                </td>
                <td colSpan={3}>{o.glosa}</td>
              </tr>
              {o.lineas.map((l) => (
                <tr key={`${o.id}-${l.linea}`}>
                  <td />
                  <td>{l.cuenta}</td>
                  <td>{l.glosa ?? ''}</td>
                  <td className="celda-monto">{monto(l.debe)}</td>
                  <td className="celda-monto">{monto(l.haber)}</td>
                </tr>
              ))}
            </Fragment>
          ))}
          {operaciones.length === 0 && !fetching && (
            <tr>
              <td colSpan={5}>No hay operaciones en el periodo</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          {paginas > 1 && (
            <tr>
              <td colSpan={3}>Totales de la página</td>
              <td className="celda-monto">{formatMonto(sumarMontos(lineas.map((l) => l.debe)))}</td>
              <td className="celda-monto">{formatMonto(sumarMontos(lineas.map((l) => l.haber)))}</td>
            </tr>
          )}
          <tr>
            <td colSpan={3}>Totales del periodo</td>
            <td className="celda-monto" data-testid="diario-total-debe">
              {formatMonto(data?.balanceComprobacion.total_debe ?? '0')}
            </td>
            <td className="celda-monto" data-testid="diario-total-haber">
              {formatMonto(data?.balanceComprobacion.total_haber ?? '0')}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
