import { Column } from 'primereact/column';
import type { PosRankingProductosQuery } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { totalRanking } from '../utils/reportes-pos';

type Fila = PosRankingProductosQuery['rankingProductosPos'][number];

/** The products sold, most sold first, with quantity and amount; the amounts' total below. */
export function TablaRankingPos({ filas, cargando }: { filas: readonly Fila[]; cargando: boolean }) {
  return (
    <DataTable
      value={filas}
      dataKey="producto_id"
      loading={cargando}
      emptyMessage="Sin productos vendidos en las fechas"
    >
      <Column header="Código" field="codigo" />
      <Column header="Descripción" field="descripcion" footer="Total" />
      <Column header="Cantidad" field="cantidad" className="celda-numero" />
      <Column header="Importe" field="importe" className="celda-numero" footer={totalRanking(filas)} />
    </DataTable>
  );
}
