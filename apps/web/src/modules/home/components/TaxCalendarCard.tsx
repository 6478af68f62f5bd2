import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { anioActualLima, formatPeriodo, periodoActualLima } from '../../../ui/utils/fechas';
import { CronogramaTabla } from '../../calendario/components/CronogramaTabla';
import { calendarioTributarioQuery } from '../../calendario/graphql/calendario';
import {
  grupoDeRuc,
  lineaFuente,
  NO_VERIFICADO,
  periodosCercanos,
  SIN_CARGAR,
  ultimoDigito,
} from '../../calendario/utils/cronograma';
import { muestraEsqueleto } from '../utils/carga-tarjeta';
import { EsqueletoTarjeta } from './EsqueletoTarjeta';

interface TaxCalendarCardProps {
  /** The company's RUC: its last digit picks the highlighted column. */
  ruc: string | null;
}

/**
 * The home's tax calendar (spec 02 §9): this year's monthly schedule around the current month, the
 * current period's row and the company's deadline (previous period, its RUC group) highlighted.
 */
export function TaxCalendarCard({ ruc }: TaxCalendarCardProps) {
  const anio = anioActualLima();
  const periodoActual = periodoActualLima();
  const periodos = periodosCercanos(periodoActual);
  const [{ data, fetching, error }] = useQuery({
    query: calendarioTributarioQuery,
    variables: { anio, tipo: 'mensual' },
    context: MANUAL_ERRORS,
  });
  const cronograma = data?.calendarioTributario;
  const grupo = cronograma ? grupoDeRuc(ruc, cronograma.grupos) : null;
  const digito = ultimoDigito(ruc);
  const loadError = error && !isSessionError(error) ? errorMessage(error) : null;
  const visibles = cronograma ? cronograma.filas.filter((f) => periodos.includes(f.periodo)) : [];

  return (
    <Card title={`Cronograma tributario ${anio}`} subTitle="Obligaciones mensuales" className="home-card">
      {muestraEsqueleto({ data, error, fetching }) && (
        <EsqueletoTarjeta forma="tabla" etiqueta="Cargando cronograma..." />
      )}
      {loadError && <Message severity="error" text={loadError} />}
      {cronograma && !cronograma.cargado && <Message severity="info" text={SIN_CARGAR(anio)} />}
      {cronograma?.cargado && (
        <>
          {!cronograma.verificado && (
            <Message severity="warn" text={NO_VERIFICADO} className="home-card__warn" />
          )}
          {visibles.length === 0 ? (
            <p className="home-card__note">
              No hay vencimientos para {periodos.map((p) => formatPeriodo(p)).join(', ')}.
            </p>
          ) : (
            <CronogramaTabla
              grupos={cronograma.grupos}
              filas={visibles}
              periodos={periodos}
              periodoActual={periodoActual}
              celdaDestacada={grupo ? { periodo: periodos[0], grupo } : null}
              caption={`Cronograma de obligaciones mensuales ${anio}`}
            />
          )}
          {digito !== null && grupo && (
            <p className="home-card__note">
              Su RUC termina en {digito}: sus vencimientos están en la columna {grupo}.
            </p>
          )}
          <p className="home-card__source">{lineaFuente(cronograma)}</p>
        </>
      )}
    </Card>
  );
}
