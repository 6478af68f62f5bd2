import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { ContratoFieldsFragment, TrabajadorFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { formatFecha } from '../../../ui/utils/fechas';
import { formatMonto } from '../../../ui/utils/montos';
import { contratosQuery } from '../graphql/trabajadores';
import { pensionDe, REGIMENES, SEGUROS_SALUD } from '../utils/contrato-form';
import { ContratoFormDialog } from './ContratoFormDialog';
import { DialogoDeTrabajador } from './DialogoDeTrabajador';

type Contrato = ContratoFieldsFragment;

const regimen = (c: Contrato) =>
  REGIMENES.find((r) => r.value === c.regimen_laboral)?.label ?? c.regimen_laboral;

/** A worker's contracts, latest first, with 'Nuevo contrato' and editing. */
export function ContratosDialogo({
  trabajador,
  cerrar,
}: {
  trabajador: TrabajadorFieldsFragment;
  cerrar: () => void;
}) {
  const [abierto, setAbierto] = useState<{ fila: Contrato | null } | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: contratosQuery,
    variables: { trabajador_id: trabajador.id },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const filas = data?.filterContract ?? [];
  return (
    <DialogoDeTrabajador titulo="Contratos" trabajador={trabajador} error={error} cerrar={cerrar}>
      <div className="tabla-acciones">
        <Button
          type="button"
          label="Nuevo contrato"
          icon="pi pi-plus"
          size="small"
          onClick={() => setAbierto({ fila: null })}
        />
      </div>
      <DataTable
        value={filas}
        dataKey="id"
        loading={fetching}
        emptyMessage="El trabajador no tiene contratos"
        size="small"
      >
        <Column header="Inicio" body={(c: Contrato) => formatFecha(c.fecha_inicio)} />
        <Column header="Fin" body={(c: Contrato) => formatFecha(c.fecha_fin)} />
        <Column header="Régimen" body={regimen} />
        <Column field="cargo" header="Cargo" />
        <Column
          header="Básico"
          body={(c: Contrato) => formatMonto(c.remuneracion_basica)}
          className="text-right"
        />
        <Column header="Pensión" body={pensionDe} />
        <Column
          header="Salud"
          body={(c: Contrato) => SEGUROS_SALUD.find((s) => s.value === c.salud)?.label ?? c.salud}
        />
        <Column
          header="Acciones"
          body={(c: Contrato) => (
            <Button
              type="button"
              icon="pi pi-pencil"
              rounded
              text
              aria-label={`Editar contrato del ${formatFecha(c.fecha_inicio)}`}
              onClick={() => setAbierto({ fila: c })}
            />
          )}
        />
      </DataTable>
      {abierto && (
        <ContratoFormDialog
          key={abierto.fila?.id ?? 'nuevo'}
          trabajador={trabajador}
          fila={abierto.fila}
          cerrar={() => setAbierto(null)}
          guardada={() => {
            setAbierto(null);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </DialogoDeTrabajador>
  );
}
