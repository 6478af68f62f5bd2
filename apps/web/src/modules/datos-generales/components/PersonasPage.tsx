import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { PersonaFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BotonExcel } from '../../../ui/BotonExcel';
import { DataTable, DEFAULT_ROWS, type PageRequest } from '../../../ui/DataTable';
import { SiNoSwitch } from '../../../ui/SiNoSwitch';
import { useToast } from '../../../ui/toast/use-toast';
import { useExportar } from '../../../ui/use-exportar';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import { useTiposDocumento } from '../../libro/hooks/use-tipos-documento';
import {
  activatePersonaMutation,
  deletePersonaMutation,
  excelPersonasQuery,
  personasQuery,
} from '../graphql/personas';
import { abreviaturaDocumento } from '../utils/opciones';
import type { TipoPersona } from '../utils/persona-form';
import { NOMBRE_TIPO, PersonaFormDialog } from './PersonaFormDialog';

type Persona = PersonaFieldsFragment;
type Dialogo = { abierto: false } | { abierto: true; persona: Persona | null };

/**
 * /app/clientes and /app/proveedores: the session company's clients or suppliers, paged and searched by
 * the server (number or name), with the deleted ones on demand; create, edit, delete and re-activate.
 * CLIENTES VARIOS (the default client) cannot be deleted.
 */
export function PersonasPage({ tipo }: { tipo: TipoPersona }) {
  const toast = useToast();
  const tiposDocumento = useTiposDocumento();
  const [pagina, setPagina] = useState<PageRequest>({ first: 0, rows: DEFAULT_ROWS });
  const [param, setParam] = useState('');
  const [eliminados, setEliminados] = useState(false);
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: personasQuery,
    variables: { tipo, param: param.trim() || null, limite: pagina.rows, desde: pagina.first, eliminados },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deletePersonaMutation);
  const [, activar] = useMutation(activatePersonaMutation);
  const exportar = useExportar(excelPersonasQuery, (d) => d.excelPersonas);
  const { singular, plural } = NOMBRE_TIPO[tipo];
  const loadError = mensajeError(error);

  function actualizarLista() {
    refetch({ requestPolicy: 'network-only' });
  }

  function pedirEliminar(p: Persona) {
    confirmar({
      mensaje: `¿Eliminar el ${singular} ${p.razon_social} (${p.numero})?`,
      onAceptar: () => {
        void eliminar({ id: p.id }, MANUAL_ERRORS).then((r) => {
          const mensaje = mensajeError(r.error);
          if (mensaje) toast.error(mensaje);
          if (r.error) return;
          toast.success(`${singular === 'cliente' ? 'Cliente' : 'Proveedor'} eliminado`);
          actualizarLista();
        });
      },
    });
  }

  async function onActivar(p: Persona) {
    const r = await activar({ id: p.id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    toast.success(`${singular === 'cliente' ? 'Cliente' : 'Proveedor'} activado`);
    actualizarLista();
  }

  return (
    <div className="page">
      <h1 className="page__title">{plural}</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={data?.personas.filas ?? []}
        dataKey="id"
        loading={fetching}
        lazy
        totalRecords={data?.personas.total ?? 0}
        onPage={setPagina}
        onSearch={(texto) => {
          setParam(texto);
          setPagina((actual) => ({ ...actual, first: 0 }));
        }}
        resetPageKey={eliminados}
        rowClassName={(p) => (p.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage={`No se encontraron ${plural.toLowerCase()}`}
        title={
          <div className="tabla-acciones">
            <Button
              type="button"
              label={`Nuevo ${singular}`}
              icon="pi pi-plus"
              size="small"
              onClick={() => setDialogo({ abierto: true, persona: null })}
            />
            <BotonExcel generar={() => exportar({ tipo, param: param.trim() || null, eliminados })} />
            <span className="tabla-acciones__switch">
              <SiNoSwitch
                id={`${tipo}-ver-eliminados`}
                checked={eliminados}
                onChange={(v) => {
                  setEliminados(v);
                  setPagina((actual) => ({ ...actual, first: 0 }));
                }}
              />
              <label htmlFor={`${tipo}-ver-eliminados`}>Ver eliminados</label>
            </span>
          </div>
        }
      >
        <Column
          field="documento_id"
          header="Tipo doc."
          style={{ width: '8rem' }}
          body={(p: Persona) => (
            <span title={tiposDocumento.nombre(p.documento_id)}>
              {abreviaturaDocumento(p.documento_id, tiposDocumento.nombre(p.documento_id))}
            </span>
          )}
        />
        <Column field="numero" header="Número" style={{ width: '9rem' }} />
        <Column
          field="razon_social"
          header="Razón social"
          body={(p: Persona) => (
            <>
              {p.razon_social}{' '}
              {p.is_default && <Tag value="Por defecto" severity="info" className="tag-compacto" />}
              {p.deleted_at && <Tag value="Eliminado" severity="secondary" className="tag-compacto" />}
            </>
          )}
        />
        <Column field="direccion" header="Dirección" />
        <Column field="email" header="Email" />
        <Column field="telefono" header="Teléfono" style={{ width: '8rem' }} />
        <Column
          header="Acciones"
          style={{ width: '8rem' }}
          body={(p: Persona) => (
            <AccionesFila
              nombre={p.razon_social}
              eliminada={Boolean(p.deleted_at)}
              onActivar={() => void onActivar(p)}
              onEditar={() => setDialogo({ abierto: true, persona: p })}
              onEliminar={p.is_default ? undefined : () => pedirEliminar(p)}
            />
          )}
        />
      </DataTable>
      <PersonaFormDialog
        visible={dialogo.abierto}
        tipo={tipo}
        persona={dialogo.abierto ? dialogo.persona : null}
        tiposDocumento={tiposDocumento}
        onHide={() => setDialogo({ abierto: false })}
        onGuardada={() => {
          setDialogo({ abierto: false });
          actualizarLista();
        }}
      />
    </div>
  );
}
