import { Message } from 'primereact/message';
import { Fragment } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { mensajeError } from '../../../ui/utils/acciones';
import { formatMonto } from '../../../ui/utils/montos';
import {
  estadoSituacionQuery,
  excelEstadoSituacionFinancieraQuery,
  pdfEstadoSituacionFinancieraQuery,
} from '../graphql/estados-financieros';
import { useRangoPeriodos } from '../hooks/use-rango-periodos';
import { FiltrosReporte } from './FiltrosReporte';
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
  const total = (titulo: string, importe: string, prueba: string) => (
    <tr className="tabla-reporte__total">
      <td colSpan={2}>{titulo}</td>
      <td className="celda-monto" data-testid={prueba}>
        {formatMonto(importe)}
      </td>
    </tr>
  );
  const secciones = (codigos: string[]) =>
    esf?.secciones
      .filter((s) => codigos.includes(s.codigo))
      .map((s) => (
        <Fragment key={s.codigo}>
          <tr className="tabla-libro__operacion">
            <td colSpan={3}>{s.titulo}</td>
          </tr>
          {s.lineas.map((l) => (
            <tr key={l.codigo} data-linea={l.codigo}>
              <td>{l.titulo}</td>
              <td className="celda-cuentas">{l.cuentas}</td>
              <td className="celda-monto">{formatMonto(l.importe)}</td>
            </tr>
          ))}
          {total(`Total ${s.titulo.toLowerCase()}`, s.total, `esf-total-${s.codigo}`)}
        </Fragment>
      ));

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
      {esf && esf.diferencia !== '0.00' && (
        <Message
          severity="warn"
          className="w-full"
          text={`El activo difiere del pasivo más el patrimonio en ${formatMonto(esf.diferencia)}`}
        />
      )}
      {esf && (
        <div className="estado-situacion">
          <table className="tabla-libro tabla-reporte" aria-label="Activo">
            <thead>
              <tr>
                <th>Activo</th>
                <th>Cuentas</th>
                <th className="celda-monto">S/</th>
              </tr>
            </thead>
            <tbody>{secciones(ACTIVO)}</tbody>
            <tfoot>{total('TOTAL ACTIVO', esf.total_activo, 'esf-total-activo')}</tfoot>
          </table>
          <table className="tabla-libro tabla-reporte" aria-label="Pasivo y patrimonio">
            <thead>
              <tr>
                <th>Pasivo y patrimonio</th>
                <th>Cuentas</th>
                <th className="celda-monto">S/</th>
              </tr>
            </thead>
            <tbody>
              {secciones(PASIVO)}
              {total('TOTAL PASIVO', esf.total_pasivo, 'esf-total-pasivo')}
              {secciones(['patrimonio'])}
            </tbody>
            <tfoot>
              {total('TOTAL PASIVO Y PATRIMONIO', esf.total_pasivo_patrimonio, 'esf-total-pasivo-patrimonio')}
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
