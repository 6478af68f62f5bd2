import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../workspace/utils/role-rules';
import { parametrosPlanillaQuery } from '../graphql/parametros';
import { useEdicionParametro } from '../hooks/use-guardar-parametros';
import { ParametroDialog, type ParametroFila } from './ParametroDialog';

const valorDe = (p: ParametroFila) => (p.unidad === 'soles' ? `S/ ${formatMonto(p.valor)}` : `${p.valor} %`);

/**
 * /pla/parametros: the payroll parameters by date (UIT, RMV, EsSalud, ONP, AFP aporte and prima, RMA…)
 * the payslips are computed with. Every accountant reads them; the platform administrator adds a value
 * from a month on.
 */
export function ParametrosPlanillaPage() {
  const { roleId } = useWorkspaceSession();
  const admin = isTopAdministrator(roleId);
  const [{ data, error }, recargar] = useQuery({
    query: parametrosPlanillaQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const edicion = useEdicionParametro<ParametroFila>(() => recargar({ requestPolicy: 'network-only' }));
  const filas = data?.parametrosPlanilla ?? [];

  return (
    <div className="page">
      <h1 className="page__title">Parámetros de planilla</h1>
      <p className="page__hint">
        Cada valor rige desde su fecha hasta la siguiente del mismo parámetro. Las comisiones de cada AFP
        están en Comisiones AFP.
      </p>
      {error && <Message severity="error" text={error.message} />}
      <table className="tabla-libro tabla-reporte" aria-label="Parámetros de planilla">
        <thead>
          <tr>
            <th>Parámetro</th>
            <th>Vigente desde</th>
            <th className="celda-monto">Valor</th>
            <th>Fuente</th>
            {admin && <th>Nuevo valor</th>}
          </tr>
        </thead>
        <tbody>
          {filas.map((p) => (
            <tr key={`${p.concepto}-${p.desde}`}>
              <td>{p.nombre}</td>
              <td>{formatFecha(p.desde)}</td>
              <td className="celda-monto">{valorDe(p)}</td>
              <td>
                {p.fuente} {p.por_verificar && <Tag value="Por verificar" severity="warning" />}
              </td>
              {admin && (
                <td>
                  <Button
                    type="button"
                    icon="pi pi-plus"
                    text
                    aria-label={`Nuevo valor de ${p.nombre}`}
                    onClick={() => edicion.abrir(p)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {edicion.editando && <ParametroDialog parametro={edicion.editando} {...edicion.dialogo} />}
    </div>
  );
}
