import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import type { ColumnasHojaFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { excelHojaTrabajoQuery, hojaTrabajoQuery, pdfHojaTrabajoQuery } from '../graphql/estados-financieros';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { montoReporte } from '../utils/montos-reporte';
import { FiltrosReporte } from './FiltrosReporte';
import './contabilidad.css';
import './estados-financieros.css';

const COLUMNAS: readonly (keyof ColumnasHojaFragment)[] = [
  'debe',
  'haber',
  'deudor',
  'acreedor',
  'activo',
  'pasivo',
  'perdidas_naturaleza',
  'ganancias_naturaleza',
  'perdidas_funcion',
  'ganancias_funcion',
];

const PARES = ['Sumas', 'Saldos', 'Inventario', 'Resultados por naturaleza', 'Resultados por función'];
const SUBTITULOS = [
  'Debe',
  'Haber',
  'Deudor',
  'Acreedor',
  'Activo',
  'Pasivo y patrimonio',
  'Pérdidas',
  'Ganancias',
];
const subtitulo = (i: number) => SUBTITULOS[i] ?? (i % 2 === 0 ? 'Pérdidas' : 'Ganancias');

function Celdas({ c, prueba }: { c: ColumnasHojaFragment; prueba?: string }) {
  return COLUMNAS.map((k) => (
    <td key={k} className="celda-monto" data-testid={prueba ? `${prueba}-${k}` : undefined}>
      {montoReporte(c[k])}
    </td>
  ));
}

/**
 * /repo/hoja-trabajo: the worksheet between two periods — sums, balances, inventario and the results by
 * nature and by function, each pair closed by the period's result so it adds up equal.
 */
export function HojaTrabajoPage() {
  const rango = useRangoPeriodos();
  const [{ data, fetching, error }] = useQuery({
    query: hojaTrabajoQuery,
    variables: rango.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const hoja = data?.hojaTrabajo;
  const utilidad = hoja && !hoja.resultado_inventario.startsWith('-');

  return (
    <div className="page">
      <h1 className="page__title">Hoja de trabajo</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <FiltrosReporte
        id="hoja"
        rango={rango}
        variables={rango.variables}
        excel={{ query: excelHojaTrabajoQuery, elegir: (d) => d.excelHojaTrabajo }}
        pdf={{ query: pdfHojaTrabajoQuery, elegir: (d) => d.pdfHojaTrabajo }}
        cargando={fetching}
      />
      {hoja && (
        <div className="tabla-desplazable">
          <table className="tabla-libro tabla-reporte" aria-label="Hoja de trabajo">
            <thead>
              <tr>
                <th rowSpan={2}>Cuenta</th>
                <th rowSpan={2}>Denominación</th>
                {PARES.map((p) => (
                  <th key={p} colSpan={2} className="celda-centro">
                    {p}
                  </th>
                ))}
              </tr>
              <tr>
                {COLUMNAS.map((k, i) => (
                  <th key={k} className="celda-monto">
                    {subtitulo(i)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {hoja.filas.map((f) => (
                <tr key={f.cuenta} data-cuenta={f.cuenta}>
                  <td>{f.cuenta}</td>
                  <td>{f.denominacion}</td>
                  <Celdas c={f} />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={2}>Totales</td>
                <Celdas c={hoja.totales} prueba="hoja-total" />
              </tr>
              <tr>
                <td colSpan={2}>{utilidad ? 'Utilidad del periodo' : 'Pérdida del periodo'}</td>
                <Celdas c={hoja.resultado} prueba="hoja-resultado" />
              </tr>
              <tr>
                <td colSpan={2}>Sumas iguales</td>
                <Celdas c={hoja.sumas_iguales} prueba="hoja-sumas" />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
      {hoja && hoja.resultado_naturaleza !== hoja.resultado_funcion && (
        <Message
          severity="warn"
          className="w-full"
          text="Los resultados por naturaleza y por función difieren: revise los asientos de destino (9x / 79)."
        />
      )}
    </div>
  );
}
