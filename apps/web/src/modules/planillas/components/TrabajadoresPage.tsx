import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { TrabajadorFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BarraLista } from '../../../ui/BarraLista';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { useListaServidor } from '../../../ui/use-lista-servidor';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { deleteEmployeeMutation, trabajadoresQuery } from '../graphql/trabajadores';
import { nombreCompleto } from '../utils/trabajador-form';
import { ContratosDialogo } from './ContratosDialogo';
import { OtrosEmpleadoresDialogo } from './OtrosEmpleadoresDialogo';
import { TrabajadorFormDialog } from './TrabajadorFormDialog';

type Trabajador = TrabajadorFieldsFragment;
type Abierto =
  | { tipo: 'trabajador'; fila: Trabajador | null }
  | { tipo: 'contratos' | 'otros-empleadores'; fila: Trabajador };

/**
 * /pla/trabajador: the company's workers, searched (document or name) and paged by the server; create,
 * edit, delete, and each worker's contracts.
 */
export function TrabajadoresPage() {
  const lista = useListaServidor();
  const toast = useToast();
  const [abierto, setAbierto] = useState<Abierto | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: trabajadoresQuery,
    variables: lista.variables,
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteEmployeeMutation);
  const actualizar = () => refetch({ requestPolicy: 'network-only' });
  const pagina = data?.listTrabajadores ?? { total: 0, filas: [] };

  const pedirEliminar = (w: Trabajador) =>
    confirmar({
      mensaje: `¿Eliminar al trabajador ${nombreCompleto(w)}?`,
      onAceptar: async () => {
        const r = await eliminar({ id: w.id }, MANUAL_ERRORS);
        const mensaje = mensajeError(r.error);
        if (r.error) {
          if (mensaje) toast.error(mensaje);
          return;
        }
        toast.success('Trabajador eliminado');
        actualizar();
      },
    });

  return (
    <div className="page">
      <h1 className="page__title">Trabajadores</h1>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      <DataTable
        {...lista.tabla}
        value={pagina.filas}
        dataKey="id"
        loading={fetching}
        totalRecords={pagina.total}
        emptyMessage="No se encontraron trabajadores"
        title={
          <BarraLista
            nuevo={{
              label: 'Nuevo trabajador',
              onClick: () => setAbierto({ tipo: 'trabajador', fila: null }),
            }}
          />
        }
      >
        <Column field="numero_documento" header="Documento" style={{ width: '9rem' }} />
        <Column header="Apellidos y nombres" body={(w: Trabajador) => nombreCompleto(w)} />
        <Column
          header="Ingreso"
          body={(w: Trabajador) => formatFecha(w.fecha_ingreso)}
          style={{ width: '8rem' }}
        />
        <Column header="Cese" body={(w: Trabajador) => formatFecha(w.fecha_cese)} style={{ width: '8rem' }} />
        <Column
          header="Acciones"
          style={{ width: '12rem' }}
          body={(w: Trabajador) => (
            <AccionesFila
              nombre={`al trabajador ${w.numero_documento}`}
              eliminada={false}
              onActivar={() => undefined}
              onEditar={() => setAbierto({ tipo: 'trabajador', fila: w })}
              onEliminar={() => pedirEliminar(w)}
              extra={
                <>
                  <Button
                    type="button"
                    icon="pi pi-file-edit"
                    rounded
                    text
                    aria-label={`Contratos de ${w.numero_documento}`}
                    tooltip="Contratos"
                    onClick={() => setAbierto({ tipo: 'contratos', fila: w })}
                  />
                  <Button
                    type="button"
                    icon="pi pi-building"
                    rounded
                    text
                    aria-label={`Otros empleadores de ${w.numero_documento}`}
                    tooltip="Ingresos de otros empleadores"
                    onClick={() => setAbierto({ tipo: 'otros-empleadores', fila: w })}
                  />
                </>
              }
            />
          )}
        />
      </DataTable>
      {abierto?.tipo === 'trabajador' && (
        <TrabajadorFormDialog
          key={abierto.fila?.id ?? 'nuevo'}
          fila={abierto.fila}
          cerrar={() => setAbierto(null)}
          guardada={() => {
            setAbierto(null);
            actualizar();
          }}
        />
      )}
      {abierto?.tipo === 'contratos' && (
        <ContratosDialogo trabajador={abierto.fila} cerrar={() => setAbierto(null)} />
      )}
      {abierto?.tipo === 'otros-empleadores' && (
        <OtrosEmpleadoresDialogo trabajador={abierto.fila} cerrar={() => setAbierto(null)} />
      )}
    </div>
  );
}
