import { Column } from 'primereact/column';
import type { PosVentaAgrupadaFieldsFragment } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { totalesVentas } from '../utils/reportes-pos';

interface TablaVentasAgrupadasProps {
  /** What a row is ('Mozo', 'Caja'). */
  titulo: string;
  filas: readonly PosVentaAgrupadaFieldsFragment[];
  cargando: boolean;
}

/** Charged orders and their total by waiter or by box, with the totals of all rows. */
export function TablaVentasAgrupadas({ titulo, filas, cargando }: TablaVentasAgrupadasProps) {
  const totales = totalesVentas(filas);
  return (
    <DataTable value={filas} dataKey="id" loading={cargando} emptyMessage="Sin ventas cobradas en las fechas">
      <Column header={titulo} field="nombre" footer="Total" />
      <Column header="Pedidos" field="pedidos" className="celda-numero" footer={totales.pedidos} />
      <Column header="Total" field="total" className="celda-numero" footer={totales.total} />
    </DataTable>
  );
}
