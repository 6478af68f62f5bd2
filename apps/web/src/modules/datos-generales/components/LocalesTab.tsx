import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation } from 'urql';
import type { EmpresaDetalleQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { useToast } from '../../../ui/toast/use-toast';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { deleteLocalMutation } from '../graphql/empresas';
import { type LocalEditable, LocalFormDialog } from './LocalFormDialog';
import { type LocalDeSeries, SeriesDialog } from './SeriesDialog';

export type LocalFila = EmpresaDetalleQuery['empresa']['locales'][number];

type Dialogo = { abierto: false } | { abierto: true; local: LocalEditable | null };

interface LocalesTabProps {
  empresaId: string;
  locales: readonly LocalFila[];
  cargando: boolean;
  /** A local was created, changed or deleted: ask the company again. */
  onCambio: () => void;
}

/** The company's locals (establishments) with their series. */
export function LocalesTab({ empresaId, locales, cargando, onCambio }: LocalesTabProps) {
  const toast = useToast();
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [series, setSeries] = useState<LocalDeSeries | null>(null);
  const [, eliminar] = useMutation(deleteLocalMutation);

  function nombre(local: LocalFila): string {
    return local.nombre_corto || local.direccion || 'Local';
  }

  function pedirEliminar(local: LocalFila) {
    confirmar({
      mensaje: `¿Eliminar el local ${nombre(local)}?`,
      onAceptar: () => {
        void eliminar({ id: local.id }, MANUAL_ERRORS).then((r) => {
          const mensaje = mensajeError(r.error);
          if (mensaje) toast.error(mensaje);
          if (r.error) return;
          toast.success('Local eliminado');
          onCambio();
        });
      },
    });
  }

  return (
    <>
      <DataTable
        value={locales}
        dataKey="id"
        loading={cargando}
        searchFields={['nombre_corto', 'direccion']}
        emptyMessage="La empresa no tiene locales"
        title={
          <Button
            type="button"
            label="Nuevo local"
            icon="pi pi-plus"
            size="small"
            onClick={() => setDialogo({ abierto: true, local: null })}
          />
        }
      >
        <Column field="nombre_corto" header="Local" sortable style={{ width: '14rem' }} />
        <Column field="direccion" header="Dirección" sortable />
        <Column
          field="activo"
          header="Estado"
          style={{ width: '7rem' }}
          body={(l: LocalFila) =>
            l.activo ? (
              <Tag value="Activo" severity="success" />
            ) : (
              <Tag value="Inactivo" severity="secondary" />
            )
          }
        />
        <Column
          header="Acciones"
          style={{ width: '13rem' }}
          body={(l: LocalFila) => (
            <div className="fila-acciones">
              <Button
                type="button"
                label="Series"
                icon="pi pi-list"
                size="small"
                outlined
                aria-label={`Series de ${nombre(l)}`}
                onClick={() => setSeries({ id: l.id, nombre: nombre(l) })}
              />
              <Button
                type="button"
                icon="pi pi-pencil"
                rounded
                text
                aria-label={`Editar ${nombre(l)}`}
                onClick={() => setDialogo({ abierto: true, local: l })}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                rounded
                text
                severity="danger"
                aria-label={`Eliminar ${nombre(l)}`}
                onClick={() => pedirEliminar(l)}
              />
            </div>
          )}
        />
      </DataTable>
      <LocalFormDialog
        visible={dialogo.abierto}
        empresaId={empresaId}
        local={dialogo.abierto ? dialogo.local : null}
        onHide={() => setDialogo({ abierto: false })}
        onGuardado={() => {
          setDialogo({ abierto: false });
          onCambio();
        }}
      />
      <SeriesDialog local={series} onHide={() => setSeries(null)} />
    </>
  );
}
