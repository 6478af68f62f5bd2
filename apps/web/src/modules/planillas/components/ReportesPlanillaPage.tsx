import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { TipoReportePlanilla } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { periodoActualLima } from '../../../ui/utils/fechas';
import { BotonesArchivo } from '../../contabilidad/components/BotonesArchivo';
import { CampoPeriodo } from '../../contabilidad/components/CampoPeriodo';
import { excelReportePlanillaQuery, pdfReportePlanillaQuery, reportePlanillaQuery } from '../graphql/salidas';
import { periodoApi } from '../utils/planilla';
import { EsqueletoReportePlanilla } from './EsqueletoReportePlanilla';
import { TablaReportePlanilla } from './TablaReportePlanilla';

const REPORTES: { value: TipoReportePlanilla; label: string }[] = [
  { value: 'PLANILLA', label: 'Planilla' },
  { value: 'TRANSFERENCIAS', label: 'Transferencias bancarias' },
  { value: 'QUINTA', label: 'Renta de quinta' },
];

/**
 * /pla/reporte-planillas (and /pla/reporte-rentaquinta): the month's planilla, its bank transfers and its
 * renta de quinta, on screen and as Excel or PDF, from the period's computed payslips.
 */
export function ReportesPlanillaPage({ inicial = 'PLANILLA' }: { inicial?: TipoReportePlanilla }) {
  const [mes, setMes] = useState(periodoActualLima);
  const [tipo, setTipo] = useState<TipoReportePlanilla>(inicial);
  const variables = { tipo, periodo: periodoApi(mes) };
  const [{ data, fetching, error }] = useQuery({
    query: reportePlanillaQuery,
    variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  return (
    <div className="page">
      <h1 className="page__title">Reportes de planilla</h1>
      <div className="tabla-acciones">
        <CampoPeriodo id="reporte-planilla" value={mes} onChange={setMes} />
        <SelectButton
          value={tipo}
          options={REPORTES}
          onChange={(e) => e.value && setTipo(e.value)}
          aria-label="Reporte"
        />
        <BotonesArchivo
          variables={variables}
          excel={{ query: excelReportePlanillaQuery, elegir: (d) => d.excelReportePlanilla }}
          pdf={{ query: pdfReportePlanillaQuery, elegir: (d) => d.pdfReportePlanilla }}
        />
      </div>
      {mensajeError(error) && <Message severity="info" text={mensajeError(error) ?? ''} className="w-full" />}
      {/* The previous period's report is not shown while another one loads. */}
      {fetching ? (
        <EsqueletoReportePlanilla />
      ) : (
        data && <TablaReportePlanilla reporte={data.reportePlanilla} />
      )}
    </div>
  );
}
