import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { excelSmvEdrQuery, pdfSmvEdrQuery, resultadosSmvQuery } from '../graphql/estados-smv';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { FiltrosReporte } from './FiltrosReporte';
import { TablaResultados } from './TablaResultados';
import './contabilidad.css';

const TITULO = 'Estado de resultados (formato SMV)';

/**
 * /repo/ef/edr: the estado de resultados por función of a range as SMV presents it (ingresos de
 * actividades ordinarias … ganancia neta), the same net result as /repo/ef/erf.
 */
export function EstadoResultadosSmvPage() {
  const rango = useRangoPeriodos();
  const [{ data, fetching, error }] = useQuery({
    query: resultadosSmvQuery,
    variables: rango.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const edr = data?.lFsmvEdr;

  return (
    <div className="page">
      <h1 className="page__title">{TITULO}</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <FiltrosReporte
        id="smv-edr"
        rango={rango}
        variables={rango.variables}
        excel={{ query: excelSmvEdrQuery, elegir: (d) => d.excelSmvEdr }}
        pdf={{ query: pdfSmvEdrQuery, elegir: (d) => d.pdfSmvEdr }}
        cargando={fetching}
      />
      {edr && (
        <TablaResultados
          titulo={TITULO}
          lineas={edr.lineas}
          resultado={{ codigo: 'ganancia_neta', prueba: 'smv-edr-resultado' }}
        />
      )}
    </div>
  );
}
