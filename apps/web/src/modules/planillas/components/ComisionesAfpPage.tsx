import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatFecha, periodoActualLima } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { CampoPeriodo } from '../../contabilidad/components/CampoPeriodo';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../workspace/utils/role-rules';
import { comisionesAfpQuery } from '../graphql/parametros';
import { useEdicionParametro } from '../hooks/use-guardar-parametros';
import { periodoApi } from '../utils/planilla';
import { ComisionAfpDialog, type ComisionFila } from './ComisionAfpDialog';

const PORCENTAJES: readonly { campo: keyof ComisionFila; titulo: string }[] = [
  { campo: 'flujo', titulo: 'Comisión sobre flujo %' },
  { campo: 'mixta_flujo', titulo: 'Comisión mixta (flujo) %' },
  { campo: 'mixta_saldo', titulo: 'Comisión mixta (saldo anual) %' },
  { campo: 'prima', titulo: 'Prima de seguro %' },
  { campo: 'aporte', titulo: 'Aporte obligatorio %' },
];

/**
 * /pla/commission: each AFP's rates in force in a month — commissions (flujo, mixta), prima, aporte and
 * the RMA. Every accountant reads them; the platform administrator sets a fund's commissions from the
 * month on (prima, aporte and RMA are general parameters, edited in Parámetros de planilla).
 */
export function ComisionesAfpPage() {
  const { roleId } = useWorkspaceSession();
  const admin = isTopAdministrator(roleId);
  const [mes, setMes] = useState(periodoActualLima);
  const [{ data, error }, recargar] = useQuery({
    query: comisionesAfpQuery,
    variables: { periodo: periodoApi(mes) },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const edicion = useEdicionParametro<ComisionFila>(() => recargar({ requestPolicy: 'network-only' }));
  const filas = data?.comisionesAfp ?? [];

  return (
    <div className="page">
      <h1 className="page__title">Comisiones AFP</h1>
      <div className="tabla-acciones">
        <CampoPeriodo id="comisiones" value={mes} onChange={setMes} />
      </div>
      {error && <Message severity="error" text={error.message} />}
      <table className="tabla-libro tabla-reporte" aria-label="Comisiones AFP del periodo">
        <thead>
          <tr>
            <th>AFP</th>
            <th>Vigente desde</th>
            {PORCENTAJES.map((p) => (
              <th key={p.campo} className="celda-monto">
                {p.titulo}
              </th>
            ))}
            <th className="celda-monto">RMA S/</th>
            <th>Fuente</th>
            {admin && <th>Editar</th>}
          </tr>
        </thead>
        <tbody>
          {filas.map((c) => (
            <tr key={c.afp}>
              <td>{c.afp}</td>
              <td>{formatFecha(c.desde)}</td>
              {PORCENTAJES.map((p) => (
                <td key={p.campo} className="celda-monto">
                  {String(c[p.campo] ?? '')}
                </td>
              ))}
              <td className="celda-monto">{c.rma ? formatMonto(c.rma) : 'sin tope'}</td>
              <td>
                {c.fuente} {c.por_verificar && <Tag value="Por verificar" severity="warning" />}
              </td>
              {admin && (
                <td>
                  <Button
                    type="button"
                    icon="pi pi-pencil"
                    text
                    aria-label={`Editar ${c.afp}`}
                    onClick={() => edicion.abrir(c)}
                  />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {edicion.editando && <ComisionAfpDialog comision={edicion.editando} mes={mes} {...edicion.dialogo} />}
    </div>
  );
}
