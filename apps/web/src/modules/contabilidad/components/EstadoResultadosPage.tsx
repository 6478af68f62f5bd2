import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import type { TipoEstadoResultados } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import {
  estadoResultadosQuery,
  excelEstadoResultadosQuery,
  pdfEstadoResultadosQuery,
} from '../graphql/estados-financieros';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { FiltrosReporte } from './FiltrosReporte';
import { TablaResultados } from './TablaResultados';
import './contabilidad.css';
import './estados-financieros.css';

const TITULO: Record<TipoEstadoResultados, string> = {
  naturaleza: 'Estado de resultados por naturaleza',
  funcion: 'Estado de resultados por función',
};

/**
 * /repo/ef/ern and /repo/ef/erf: the estado de resultados of a range by nature (classes 6 and 7) or by
 * function (69 and the 9x destinations); both give the same result when destination entries are complete.
 */
export function EstadoResultadosPage({ tipo }: { tipo: TipoEstadoResultados }) {
  const rango = useRangoPeriodos();
  const variables = { tipo, ...rango.variables };
  const [{ data, fetching, error }] = useQuery({
    query: estadoResultadosQuery,
    variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const estado = data?.estadoResultados;

  return (
    <div className="page">
      <h1 className="page__title">{TITULO[tipo]}</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <FiltrosReporte
        id={`er-${tipo}`}
        rango={rango}
        variables={variables}
        excel={{ query: excelEstadoResultadosQuery, elegir: (d) => d.excelEstadoResultados }}
        pdf={{ query: pdfEstadoResultadosQuery, elegir: (d) => d.pdfEstadoResultados }}
        cargando={fetching}
      />
      {estado && (
        <TablaResultados
          titulo={TITULO[tipo]}
          lineas={estado.lineas}
          resultado={{ codigo: 'resultado', prueba: 'er-resultado' }}
        />
      )}
    </div>
  );
}
