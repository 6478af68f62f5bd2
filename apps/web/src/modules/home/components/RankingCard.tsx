import { Card } from 'primereact/card';
import { Chart } from 'primereact/chart';
import { SelectButton } from 'primereact/selectbutton';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatPeriodo } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { rankingProductosQuery } from '../graphql/ranking';
import { muestraEsqueleto, precargarGraficos } from '../utils/carga-tarjeta';
import { datosDelRanking, rangoDelPeriodo, type TipoRanking } from '../utils/ranking';
import { EsqueletoTarjeta } from './EsqueletoTarjeta';

const OPCIONES: { value: TipoRanking; label: string }[] = [
  { value: 'productos', label: 'Productos' },
  { value: 'clientes', label: 'Clientes' },
  { value: 'proveedores', label: 'Proveedores' },
];

const TITULO_SERIE: Record<TipoRanking, string> = {
  productos: 'Ventas (S/)',
  clientes: 'Ventas (S/)',
  proveedores: 'Compras (S/)',
};

/**
 * The ten best-selling products or best clients of the company's period, from its emitted documents, or
 * the ten suppliers it bought most from, from its purchase registers.
 */
export function RankingCard({ periodo }: { periodo: string | null }) {
  const [tipo, setTipo] = useState<TipoRanking>('productos');
  const rango = rangoDelPeriodo(periodo);
  const [respuesta] = useQuery({
    query: rankingProductosQuery,
    variables: { fecha_Inicio: rango?.inicio ?? '', fecha_Fin: rango?.fin ?? '', tipo },
    pause: !rango,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  const { data, fetching, error } = respuesta;
  // Chart.js downloads beside the query, not after it.
  useEffect(() => {
    void precargarGraficos();
  }, []);
  const ranking = data?.rankingProductos;
  // Built once per answer: a new object each render would restart the chart's drawing.
  const datos = useMemo(
    () => (ranking ? datosDelRanking(ranking, TITULO_SERIE[tipo]) : null),
    [ranking, tipo],
  );
  const opciones = useMemo(
    () => ({
      indexAxis: 'y',
      maintainAspectRatio: false,
      plugins: {
        legend: { display: false },
        tooltip: {
          callbacks: {
            title: (items: { dataIndex: number }[]) => datos?.completas[items[0]?.dataIndex ?? 0] ?? '',
            label: (item: { dataIndex: number }) =>
              `S/ ${formatMonto(ranking?.series[item.dataIndex] ?? '0')}`,
          },
        },
      },
    }),
    [datos, ranking],
  );

  return (
    <Card className="home-card ranking-card" title={`Ranking — ${formatPeriodo(periodo)}`}>
      <SelectButton
        value={tipo}
        options={OPCIONES}
        allowEmpty={false}
        onChange={(e) => setTipo(e.value as TipoRanking)}
        aria-label="Tipo de ranking"
      />
      {!rango && <p className="home-card__note">Seleccione el periodo de la empresa para ver el ranking.</p>}
      {muestraEsqueleto(respuesta, !rango) && (
        <EsqueletoTarjeta forma="barras" etiqueta="Cargando el ranking..." />
      )}
      {error && <p className="home-card__note">No se pudo cargar el ranking.</p>}
      {rango && !fetching && datos && datos.labels.length === 0 && (
        <p className="home-card__note">
          {tipo === 'proveedores'
            ? 'Sin compras registradas en el periodo.'
            : 'Sin ventas registradas en el periodo.'}
        </p>
      )}
      {datos && datos.labels.length > 0 && (
        <div className="ranking-card__grafico">
          <Chart type="bar" data={datos} options={opciones} height="20rem" />
        </div>
      )}
    </Card>
  );
}
