import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, hasErrorCode, isSessionError } from '../../../lib/graphql-errors';
import { CampoFecha } from '../../../ui/CampoFecha';
import { DataTable } from '../../../ui/DataTable';
import { FormField } from '../../../ui/FormField';
import { useToast } from '../../../ui/toast/use-toast';
import { formatFecha } from '../../../ui/utils/fechas';
import { useTiposDocumento } from '../../libro/hooks/use-tipos-documento';
import { ESTADOS_RECLAMO, esEstadoFinal } from '../../libro/utils/estados';
import { ETIQUETAS_TIPO } from '../../libro/utils/mensajes';
import { insigniaPlazo } from '../../libro/utils/plazo';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { isTopAdministrator } from '../../workspace/utils/role-rules';
import { reclamosQuery } from '../graphql/reclamos';
import { AccesoRestringido } from './AccesoRestringido';
import { type ReclamoAdmin, ReclamoDetalle } from './ReclamoDetalle';

const OPCIONES_ESTADO = ESTADOS_RECLAMO.map((estado) => ({ value: estado, label: estado }));

/**
 * /admin/libro (top administrator): the complaints book. Filters by state and filing date, the legal term
 * of each complaint, and its detail with "Avanzar estado". `?codigo=…` (the new-complaint notification's
 * link) opens that complaint directly.
 */
export function ReclamosPage() {
  const { roleId } = useWorkspaceSession();
  const admin = isTopAdministrator(roleId);
  const toast = useToast();
  const tiposDocumento = useTiposDocumento();
  const [params, setParams] = useSearchParams();
  const codigoBuscado = params.get('codigo');
  const [estado, setEstado] = useState<string | null>(null);
  // 'YYYY-MM-DD', '' for no bound.
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const [detalle, setDetalle] = useState<ReclamoAdmin | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: reclamosQuery,
    variables: { estado, desde: desde || null, hasta: hasta || null },
    context: MANUAL_ERRORS,
    pause: !admin,
  });
  // Opened from a notification (?codigo=…): that complaint is asked for by its code, whatever the filters.
  const [porCodigo] = useQuery({
    query: reclamosQuery,
    variables: { codigo: codigoBuscado },
    context: MANUAL_ERRORS,
    pause: !admin || !codigoBuscado,
  });
  useEffect(() => {
    if (!codigoBuscado || porCodigo.fetching || !porCodigo.data) return;
    const [reclamo] = porCodigo.data.reclamos;
    if (reclamo) setDetalle(reclamo);
    else toast.warn(`No se encontró el reclamo ${codigoBuscado}`);
    setParams(
      (actuales) => {
        const siguientes = new URLSearchParams(actuales);
        siguientes.delete('codigo');
        return siguientes;
      },
      { replace: true },
    );
  }, [codigoBuscado, porCodigo.fetching, porCodigo.data, setParams, toast]);

  if (!admin || hasErrorCode(error, 'FORBIDDEN')) return <AccesoRestringido />;
  const loadError = error && !isSessionError(error) ? errorMessage(error) : null;

  function actualizar() {
    refetch({ requestPolicy: 'network-only' });
  }

  return (
    <div className="page">
      <h1 className="page__title">Libro de reclamaciones</h1>
      <div className="filtros">
        <FormField id="reclamos-estado" label="Estado">
          {(control) => (
            <Dropdown
              inputId={control.id}
              value={estado}
              options={OPCIONES_ESTADO}
              placeholder="Todos"
              showClear
              onChange={(event) => setEstado(typeof event.value === 'string' ? event.value : null)}
            />
          )}
        </FormField>
        <FormField id="reclamos-desde" label="Desde">
          <CampoFecha value={desde} onChange={setDesde} max={hasta || undefined} />
        </FormField>
        <FormField id="reclamos-hasta" label="Hasta">
          <CampoFecha value={hasta} onChange={setHasta} min={desde || undefined} />
        </FormField>
      </div>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={data?.reclamos ?? []}
        dataKey="id"
        loading={fetching}
        searchFields={['codigo', 'nombres', 'email', 'numero_documento', 'tipo', 'estado']}
        emptyMessage="No hay reclamos"
        title={
          <Button
            type="button"
            label="Actualizar"
            icon="pi pi-refresh"
            size="small"
            outlined
            onClick={actualizar}
          />
        }
      >
        <Column field="codigo" header="Código" sortable style={{ width: '9rem' }} />
        <Column
          field="fecha"
          header="Fecha"
          sortable
          style={{ width: '8rem' }}
          body={(r: ReclamoAdmin) => formatFecha(r.fecha)}
        />
        <Column field="nombres" header="Consumidor" sortable />
        <Column
          field="tipo"
          header="Tipo"
          sortable
          style={{ width: '7rem' }}
          body={(r: ReclamoAdmin) => ETIQUETAS_TIPO[r.tipo] ?? r.tipo}
        />
        <Column
          field="estado"
          header="Estado"
          sortable
          body={(r: ReclamoAdmin) => (
            <Tag value={r.estado} severity={esEstadoFinal(r.estado) ? 'success' : 'info'} />
          )}
        />
        <Column
          field="fecha_limite"
          header="Fecha límite"
          sortable
          style={{ width: '8rem' }}
          body={(r: ReclamoAdmin) => formatFecha(r.fecha_limite)}
        />
        <Column
          field="dias_restantes"
          header="Días restantes"
          sortable
          style={{ width: '8rem' }}
          body={(r: ReclamoAdmin) => {
            const insignia = insigniaPlazo(r);
            return <Tag value={insignia.texto} severity={insignia.color} rounded />;
          }}
        />
        <Column
          header=""
          style={{ width: '4rem' }}
          body={(r: ReclamoAdmin) => (
            <Button
              type="button"
              icon="pi pi-eye"
              rounded
              text
              aria-label={`Ver el reclamo ${r.codigo}`}
              onClick={() => setDetalle(r)}
            />
          )}
        />
      </DataTable>
      <Dialog
        header={detalle ? `Reclamo ${detalle.codigo}` : ''}
        visible={detalle !== null}
        onHide={() => setDetalle(null)}
        modal
        draggable={false}
        style={{ width: 'min(72rem, 96vw)' }}
      >
        {detalle && (
          <ReclamoDetalle
            key={detalle.id}
            reclamo={detalle}
            nombreDocumento={tiposDocumento.nombre}
            onAvanzado={(actualizado) => {
              setDetalle(actualizado);
              actualizar();
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
