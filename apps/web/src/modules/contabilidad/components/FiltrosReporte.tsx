import type { AnyVariables, TypedDocumentNode } from 'urql';
import type { ArchivoGenerado } from '../../../ui/utils/descargar';
import type { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { BotonesArchivo } from './BotonesArchivo';
import { CampoPeriodo } from './CampoPeriodo';

/** An export query of a report and where its answer carries the file. */
export type Exportacion<D, V extends AnyVariables> = {
  query: TypedDocumentNode<D, V>;
  elegir: (datos: D) => ArchivoGenerado;
};

interface FiltrosReporteProps<DE, DP, V extends AnyVariables> {
  id: string;
  rango: ReturnType<typeof useRangoPeriodos>;
  /** The variables of both exports: the range, plus whatever else the report takes. */
  variables: V;
  excel: Exportacion<DE, V>;
  pdf: Exportacion<DP, V>;
  cargando: boolean;
}

/** The period range of a financial report and its 'Excel' and 'PDF' buttons (the server writes both). */
export function FiltrosReporte<DE, DP, V extends AnyVariables>({
  id,
  rango,
  variables,
  excel,
  pdf,
  cargando,
}: FiltrosReporteProps<DE, DP, V>) {
  return (
    <div className="libro-filtros">
      <CampoPeriodo id={`${id}-desde`} label="Desde" value={rango.desde} onChange={rango.setDesde} />
      <CampoPeriodo id={`${id}-hasta`} label="Hasta" value={rango.hasta} onChange={rango.setHasta} />
      <BotonesArchivo variables={variables} excel={excel} pdf={pdf} />
      {cargando && <span>Cargando...</span>}
    </div>
  );
}
