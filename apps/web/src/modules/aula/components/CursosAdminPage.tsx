import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { InputSwitch } from 'primereact/inputswitch';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CursoFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { DataTable } from '../../../ui/DataTable';
import { useVigencia } from '../../../ui/use-vigencia';
import { activateCursoMutation, cursosAdminQuery, deleteCursoMutation } from '../graphql/cursos';
import { PESTANAS_AULA } from '../utils/cursos';
import { CursoFormDialog } from './CursoFormDialog';
import './aula.css';

/**
 * /mm/main (multimedia): the top administrator publishes the classroom's courses of each tab, edits
 * them, hides them ('Eliminar', restorable) and shows them again.
 */
export function CursosAdminPage() {
  const [modulo, setModulo] = useState<string>('contable');
  const [eliminados, setEliminados] = useState(false);
  const [dialogo, setDialogo] = useState<{ fila: CursoFieldsFragment | null } | null>(null);
  const [{ data, fetching }, refetch] = useQuery({
    query: cursosAdminQuery,
    variables: { modulo, eliminados },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteCursoMutation);
  const [, activar] = useMutation(activateCursoMutation);
  const recargar = () => refetch({ requestPolicy: 'network-only' });
  const vigencia = useVigencia<CursoFieldsFragment>({
    ejecutarEliminar: eliminar,
    ejecutarActivar: activar,
    nombre: (c) => `el curso «${c.titulo}»`,
    eliminada: 'Curso retirado del aula',
    activada: 'Curso publicado de nuevo',
    alTerminar: recargar,
  });

  return (
    <div className="page">
      <h1 className="page__title">Cursos del Aula Virtual</h1>
      <div className="cursos-admin__barra">
        <SelectButton
          value={modulo}
          options={[...PESTANAS_AULA]}
          allowEmpty={false}
          onChange={(e) => setModulo(String(e.value))}
          aria-label="Pestaña del aula"
        />
        <span className="cursos-admin__eliminados">
          <InputSwitch
            inputId="cursos-ver-eliminados"
            checked={eliminados}
            onChange={(e) => setEliminados(e.value)}
          />
          <label htmlFor="cursos-ver-eliminados">Ver eliminados</label>
        </span>
        <Button label="Nuevo curso" icon="pi pi-plus" onClick={() => setDialogo({ fila: null })} />
      </div>
      <DataTable
        value={data?.cursos ?? []}
        dataKey="id"
        loading={fetching}
        searchFields={['titulo', 'enlace']}
        emptyMessage="No hay cursos en esta pestaña"
      >
        <Column field="orden" header="Orden" sortable style={{ width: '6rem' }} />
        <Column field="titulo" header="Título" sortable />
        <Column field="enlace" header="Enlace" />
        <Column
          header="Acciones"
          body={(c: CursoFieldsFragment) => (
            <AccionesFila
              nombre={c.titulo}
              eliminada={!c.activo}
              onActivar={() => void vigencia.activar(c)}
              onEditar={() => setDialogo({ fila: c })}
              onEliminar={() => vigencia.eliminar(c)}
            />
          )}
        />
      </DataTable>
      {dialogo && (
        <CursoFormDialog
          fila={dialogo.fila}
          modulo={modulo}
          cerrar={() => setDialogo(null)}
          guardada={() => {
            setDialogo(null);
            recargar();
          }}
        />
      )}
    </div>
  );
}
