import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import {
  estadoSituacionQuery,
  excelEstadoSituacionFinancieraQuery,
  pdfEstadoSituacionFinancieraQuery,
} from '../graphql/estados-financieros';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { FiltrosReporte } from './FiltrosReporte';
import { TablasSituacion } from './TablasSituacion';
import './contabilidad.css';
import './estados-financieros.css';

const ACTIVO = ['activo_corriente', 'activo_no_corriente'];
const PASIVO = ['pasivo_corriente', 'pasivo_no_corriente'];

/**
 * /repo/ef/bgc: the estado de situación financiera at the end of the range — current and non-current
 * assets and liabilities, equity with the range's result — and whether activo = pasivo + patrimonio.
 */
export function EstadoSituacionPage() {
  const rango = useRangoPeriodos();
  const [{ data, fetching, error }] = useQuery({
    query: estadoSituacionQuery,
    variables: rango.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const esf = data?.estadoSituacionFinanciera;

  return (
    <div className="page">
      <h1 className="page__title">Estado de situación financiera</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <FiltrosReporte
        id="esf"
        rango={rango}
        variables={rango.variables}
        excel={{
          query: excelEstadoSituacionFinancieraQuery,
          elegir: (d) => d.excelEstadoSituacionFinanciera,
        }}
        pdf={{ query: pdfEstadoSituacionFinancieraQuery, elegir: (d) => d.pdfEstadoSituacionFinanciera }}
        cargando={fetching}
      />
      {esf && (
        <TablasSituacion
          balance={esf}
          activo={ACTIVO}
          pasivo={PASIVO}
          patrimonio={['patrimonio']}
          prueba="esf"
        />
      )}
    </div>
  );
}
