import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { excelSmvEsfQuery, pdfSmvEsfQuery, situacionSmvQuery } from '../graphql/estados-smv';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { FiltrosReporte } from './FiltrosReporte';
import { TablasSituacion } from './TablasSituacion';
import './contabilidad.css';

/**
 * /repo/ef/smv/esf: the estado de situación financiera in the rubros of SMV's manual (1.101 Efectivo…
 * 1.707 Resultados acumulados), the same totals as /repo/ef/bgc.
 */
export function EstadoSituacionSmvPage() {
  const rango = useRangoPeriodos();
  const [{ data, fetching, error }] = useQuery({
    query: situacionSmvQuery,
    variables: rango.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const esf = data?.lFsmvEsf;

  return (
    <div className="page">
      <h1 className="page__title">Estado de situación financiera (formato SMV)</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <FiltrosReporte
        id="smv-esf"
        rango={rango}
        variables={rango.variables}
        excel={{ query: excelSmvEsfQuery, elegir: (d) => d.excelSmvEsf }}
        pdf={{ query: pdfSmvEsfQuery, elegir: (d) => d.pdfSmvEsf }}
        cargando={fetching}
      />
      {esf && (
        <TablasSituacion
          balance={esf}
          activo={['1.100', '1.200']}
          pasivo={['1.300', '1.400']}
          patrimonio={['1.700']}
          prueba="smv-esf"
          tituloLinea={(l) => `${l.codigo} ${l.titulo}`}
        />
      )}
    </div>
  );
}
