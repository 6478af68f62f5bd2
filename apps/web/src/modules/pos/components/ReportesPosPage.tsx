import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { type ReactNode, useState } from 'react';
import type { TypedDocumentNode } from 'urql';
import type { PosVentaAgrupadaFieldsFragment } from '../../../gql/graphql';
import { BotonExcel } from '../../../ui/BotonExcel';
import { useExportar } from '../../../ui/use-exportar';
import { hoyLima } from '../../../ui/utils/fechas';
import {
  excelPedidosQuery,
  rankingProductosQuery,
  reporteVendedorQuery,
  reporteVentasCajaQuery,
} from '../graphql/reportes';
import { useReportePos } from '../hooks/use-reporte-pos';
import { type RangoFechas, rangoDelMes } from '../utils/reportes-pos';
import { FiltroFechas } from './FiltroFechas';
import { TablaRankingPos } from './TablaRankingPos';
import { TablaVentasAgrupadas } from './TablaVentasAgrupadas';
import './pos.css';

type Reporte = 'vendedor' | 'caja' | 'ranking';

const REPORTES: { value: Reporte; label: string }[] = [
  { value: 'vendedor', label: 'Por mozo' },
  { value: 'caja', label: 'Por caja' },
  { value: 'ranking', label: 'Productos más vendidos' },
];

type Tabla = (p: { rango: RangoFechas }) => ReactNode;

/** A report by waiter or by box: the same columns, another grouping. */
function ventasAgrupadas<D>(
  titulo: string,
  query: TypedDocumentNode<D, RangoFechas>,
  filas: (datos: D) => readonly PosVentaAgrupadaFieldsFragment[],
): Tabla {
  return function VentasAgrupadas({ rango }) {
    const r = useReportePos(query, rango);
    return (
      <ConError error={r.error}>
        <TablaVentasAgrupadas titulo={titulo} filas={r.data ? filas(r.data) : []} cargando={r.cargando} />
      </ConError>
    );
  };
}

function Ranking({ rango }: { rango: RangoFechas }) {
  const r = useReportePos(rankingProductosQuery, rango);
  return (
    <ConError error={r.error}>
      <TablaRankingPos filas={r.data?.rankingProductosPos ?? []} cargando={r.cargando} />
    </ConError>
  );
}

/** The server's refusal of the dates in place of the table. */
function ConError({ error, children }: { error: string | null | undefined; children: ReactNode }) {
  return error ? <Message severity="info" text={error} className="w-full" /> : children;
}

// Built once: each tab keeps the same component between renders.
const TABLAS: Record<Reporte, Tabla> = {
  vendedor: ventasAgrupadas('Mozo', reporteVendedorQuery, (d) => d.reporteVendedor),
  caja: ventasAgrupadas('Caja', reporteVentasCajaQuery, (d) => d.reporteVentasCaja),
  ranking: Ranking,
};

/**
 * /pos/reportes: the orders charged between two dates by waiter, by box and the products most sold,
 * with their totals; 'Excel de pedidos' downloads the charged orders of the same dates.
 */
export function ReportesPosPage() {
  const [rango, setRango] = useState(() => rangoDelMes(hoyLima()));
  const [reporte, setReporte] = useState<Reporte>('vendedor');
  const excel = useExportar(excelPedidosQuery, (d) => d.excelPedidos);
  const Tabla = TABLAS[reporte];
  return (
    <div className="page pos-reporte">
      <h1 className="page__title">Reportes del punto de venta</h1>
      <div className="tabla-acciones">
        <FiltroFechas id="reporte-pos" rango={rango} onChange={setRango} />
        <BotonExcel label="Excel de pedidos" generar={() => excel(rango)} />
      </div>
      <SelectButton
        value={reporte}
        options={REPORTES}
        onChange={(e) => e.value && setReporte(e.value)}
        aria-label="Reporte"
      />
      <Tabla rango={rango} />
    </div>
  );
}
