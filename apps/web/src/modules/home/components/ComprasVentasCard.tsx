import { Card } from 'primereact/card';
import { Chart } from 'primereact/chart';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatMonto } from '../../../ui/utils/montos';
import { comprasVentasQuery } from '../graphql/compras-ventas';
import { muestraEsqueleto, precargarGraficos } from '../utils/carga-tarjeta';
import { datosComprasVentas, hayMovimientos } from '../utils/compras-ventas';
import { EsqueletoTarjeta } from './EsqueletoTarjeta';

/** The accounting dashboard's chart: purchases and sales of each month of the working year, from the registers. */
export function ComprasVentasCard() {
  const [conNotas, setConNotas] = useState(true);
  const [respuesta] = useQuery({
    query: comprasVentasQuery,
    variables: { include_notes: conNotas },
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  const { data, fetching, error } = respuesta;
  // Chart.js downloads beside the query, not after it.
  useEffect(() => {
    void precargarGraficos();
  }, []);
  const grafico = data?.comprasVentasByMonths;
  // Built once per answer: a new object each render would restart the chart's drawing.
  const datos = useMemo(() => (grafico ? datosComprasVentas(grafico) : null), [grafico]);
  const opciones = useMemo(
    () => ({
      maintainAspectRatio: false,
      plugins: {
        tooltip: {
          callbacks: {
            label: (item: { datasetIndex: number; dataIndex: number }) => {
              const serie = grafico?.series[item.datasetIndex];
              return `${serie?.nombre ?? ''}: S/ ${formatMonto(serie?.datos[item.dataIndex] ?? '0')}`;
            },
          },
        },
      },
    }),
    [grafico],
  );

  return (
    <Card
      className="home-card compras-ventas-card"
      title={`Compras y ventas ${grafico?.anio ?? ''}`.trim()}
      subTitle="Importes de los registros, en soles"
    >
      <div className="compras-ventas-card__opciones">
        <Checkbox
          inputId="compras-ventas-notas"
          checked={conNotas}
          onChange={(e) => setConNotas(e.checked === true)}
        />
        <label htmlFor="compras-ventas-notas">Incluir notas de crédito y débito</label>
      </div>
      {muestraEsqueleto(respuesta) && (
        <EsqueletoTarjeta forma="barras" etiqueta="Cargando el gráfico de compras y ventas..." />
      )}
      {error && <p className="home-card__note">No se pudo cargar el gráfico de compras y ventas.</p>}
      {grafico && !fetching && !hayMovimientos(grafico) && (
        <p className="home-card__note">Sin compras ni ventas registradas en {grafico.anio}.</p>
      )}
      {datos && grafico && hayMovimientos(grafico) && (
        <div className="compras-ventas-card__grafico">
          <Chart type="bar" data={datos} options={opciones} height="20rem" />
        </div>
      )}
    </Card>
  );
}
