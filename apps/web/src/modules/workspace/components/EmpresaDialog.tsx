import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import type { EmpresasUsuarioQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { errorMessage, isSessionError } from '../../../lib/graphql-errors';
import { DataTable } from '../../../ui/DataTable';
import { EmpresaFormDialog } from '../../datos-generales/components/EmpresaFormDialog';
import { empresasUsuarioQuery } from '../graphql/workspace';

export type EmpresaUsuario = EmpresasUsuarioQuery['empresasUsuario'][number];
type Fila = EmpresaUsuario & { n: number };

interface EmpresaDialogProps {
  visible: boolean;
  onHide: () => void;
  onSelect: (empresa: EmpresaUsuario) => void;
}

/**
 * The invoicing module's company chooser (spec 01 §2): #, RUC, RAZÓN SOCIAL and a Seleccionar button; a
 * user in no company yet registers one from here instead of meeting an empty list.
 */
export function EmpresaDialog({ visible, onHide, onSelect }: EmpresaDialogProps) {
  const [{ data, fetching, error }, refetch] = useQuery({
    query: empresasUsuarioQuery,
    pause: !visible,
    requestPolicy: 'cache-and-network',
    context: MANUAL_ERRORS,
  });
  const [registrando, setRegistrando] = useState(false);
  const filas = useMemo<Fila[]>(
    () => (data?.empresasUsuario ?? []).map((empresa, i) => ({ ...empresa, n: i + 1 })),
    [data],
  );
  const loadError = error && !isSessionError(error) ? errorMessage(error) : null;

  return (
    <Dialog
      header="Seleccionar Empresa"
      visible={visible}
      onHide={onHide}
      modal
      draggable={false}
      style={{ width: 'min(56rem, 96vw)' }}
    >
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      {data && filas.length === 0 && (
        <div className="empresa-dialog__vacia">
          <Message severity="info" text="Aún no trabaja en ninguna empresa: registre la suya con su RUC." />
          <Button
            type="button"
            label="Registrar mi empresa"
            icon="pi pi-building"
            onClick={() => setRegistrando(true)}
          />
        </div>
      )}
      <DataTable value={filas} dataKey="id" loading={fetching} searchFields={['ruc', 'razon_social']}>
        <Column field="n" header="#" sortable style={{ width: '4rem' }} />
        <Column field="ruc" header="RUC" sortable style={{ width: '9rem' }} />
        <Column field="razon_social" header="RAZÓN SOCIAL" sortable />
        <Column
          header=""
          style={{ width: '9rem' }}
          body={(fila: Fila) => (
            <Button
              type="button"
              label="Seleccionar"
              size="small"
              icon="pi pi-arrow-right"
              iconPos="right"
              aria-label={`Seleccionar ${fila.razon_social}`}
              onClick={() => onSelect(fila)}
            />
          )}
        />
      </DataTable>
      <EmpresaFormDialog
        visible={registrando}
        empresa={null}
        onHide={() => setRegistrando(false)}
        onGuardada={() => {
          setRegistrando(false);
          refetch({ requestPolicy: 'network-only' });
        }}
      />
    </Dialog>
  );
}
