import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from 'urql';
import type { EmpresasAdminQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BotonExcel } from '../../../ui/BotonExcel';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { useExportar } from '../../../ui/use-exportar';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatPeriodo } from '../../../ui/utils/fechas';
import {
  activateEmpresaMutation,
  deleteEmpresaMutation,
  empresasAdminQuery,
  excelEmpresasQuery,
} from '../graphql/empresas';
import { type EmpresaEditable, EmpresaFormDialog } from './EmpresaFormDialog';

export type EmpresaFila = EmpresasAdminQuery['empresasUsuario'][number];

/** The dialog: closed, a new company, or the company being edited. */
type Dialogo = { abierto: false } | { abierto: true; empresa: EmpresaEditable | null };

/**
 * /app/empresas: the user's companies (RUC, razón social, period, whether it is the active one); a new
 * company, edits, soft delete with confirmation and re-activation; each company's locals, series and SUNAT
 * credentials on /app/empresas/:id.
 */
export function EmpresasPage() {
  const toast = useToast();
  const navigate = useNavigate();
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: empresasAdminQuery,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteEmpresaMutation);
  const [, activar] = useMutation(activateEmpresaMutation);
  const exportar = useExportar(excelEmpresasQuery, (d) => d.excelEmpresas);
  const loadError = mensajeError(error);

  function actualizarLista() {
    refetch({ requestPolicy: 'network-only' });
  }

  function pedirEliminar(fila: EmpresaFila) {
    confirmar({
      mensaje: `¿Eliminar la empresa ${fila.razon_social} (RUC ${fila.ruc})?`,
      onAceptar: () => {
        void eliminar({ id: fila.id }, MANUAL_ERRORS).then((r) => {
          const mensaje = mensajeError(r.error);
          if (mensaje) toast.error(mensaje);
          if (r.error) return;
          toast.success('Empresa eliminada');
          actualizarLista();
        });
      },
    });
  }

  async function onActivar(fila: EmpresaFila) {
    const r = await activar({ id: fila.id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    toast.success('Empresa activada');
    actualizarLista();
  }

  return (
    <div className="page">
      <h1 className="page__title">Empresas</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={data?.empresasUsuario ?? []}
        dataKey="id"
        loading={fetching}
        searchFields={['ruc', 'razon_social', 'direccion']}
        emptyMessage="No tiene empresas registradas"
        rowClassName={(fila) => (fila.deleted_at ? 'fila-eliminada' : undefined)}
        title={
          <div className="tabla-acciones">
            <Button
              type="button"
              label="Nueva empresa"
              icon="pi pi-plus"
              size="small"
              onClick={() => setDialogo({ abierto: true, empresa: null })}
            />
            <Button
              type="button"
              label="Actualizar"
              icon="pi pi-refresh"
              size="small"
              outlined
              onClick={actualizarLista}
            />
            <BotonExcel generar={() => exportar({})} />
          </div>
        }
      >
        <Column field="ruc" header="RUC" sortable style={{ width: '9rem' }} />
        <Column field="razon_social" header="Razón social" sortable />
        <Column
          field="periodo"
          header="Período"
          sortable
          style={{ width: '10rem' }}
          body={(fila: EmpresaFila) => formatPeriodo(fila.periodo)}
        />
        <Column
          field="activa"
          header="Activa"
          sortable
          style={{ width: '7rem' }}
          body={(fila: EmpresaFila) => (
            <AccionesFila
              nombre={fila.razon_social}
              eliminada={Boolean(fila.deleted_at)}
              onActivar={() => void onActivar(fila)}
              onEditar={() => setDialogo({ abierto: true, empresa: fila })}
              onEliminar={() => pedirEliminar(fila)}
              extra={
                <Button
                  type="button"
                  icon="pi pi-building"
                  rounded
                  text
                  tooltip="Locales y credenciales"
                  tooltipOptions={{ position: 'left' }}
                  aria-label={`Ver ${fila.razon_social}`}
                  onClick={() => navigate(`/app/empresas/${fila.id}`)}
                />
              }
            />
          )}
        />
      </DataTable>
      <EmpresaFormDialog
        visible={dialogo.abierto}
        empresa={dialogo.abierto ? dialogo.empresa : null}
        onHide={() => setDialogo({ abierto: false })}
        onGuardada={() => {
          setDialogo({ abierto: false });
          actualizarLista();
        }}
      />
    </div>
  );
}
