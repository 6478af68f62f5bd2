import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import type { CuentaPcgeFieldsFragment } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { AccionesFila } from '../../../ui/AccionesFila';
import { BotonExcel } from '../../../ui/BotonExcel';
import { DataTable, DEFAULT_ROWS, type PageRequest } from '../../../ui/DataTable';
import { SiNoSwitch } from '../../../ui/SiNoSwitch';
import { useToast } from '../../../ui/toast/use-toast';
import { useExportar } from '../../../ui/use-exportar';
import { confirmar, mensajeError } from '../../../ui/utils/acciones';
import {
  activateCuentaPcgeMutation,
  deleteCuentaPcgeMutation,
  excelPcgeQuery,
  pcgeQuery,
} from '../graphql/pcge';
import { sangriaNivel } from '../utils/cuenta-form';
import { CuentaFormDialog } from './CuentaFormDialog';

type Cuenta = CuentaPcgeFieldsFragment;
type Dialogo = { abierto: false } | { abierto: true; cuenta: Cuenta | null };

type Bandera = 'esf' | 'ern' | 'erf' | 'efle' | 'ecp' | 'efe' | 'smvn' | 'smve';

/** The report flags of an account, with what each abbreviation means. */
const BANDERAS: readonly { campo: Bandera; titulo: string }[] = [
  { campo: 'esf', titulo: 'Estado de situación financiera' },
  { campo: 'ern', titulo: 'Estado de resultados por naturaleza' },
  { campo: 'erf', titulo: 'Estado de resultados por función' },
  { campo: 'efle', titulo: 'Flujo de efectivo (método directo)' },
  { campo: 'ecp', titulo: 'Estado de cambios en el patrimonio' },
  { campo: 'efe', titulo: 'Flujo de efectivo (método indirecto)' },
  { campo: 'smvn', titulo: 'Formatos SMV por naturaleza' },
  { campo: 'smve', titulo: 'Formatos SMV (estados)' },
];

/**
 * /app/pcge: the session company's chart of accounts, paged and searched (code prefix or name) by the
 * server, indented by level, with its report flags and destination entries; new sub-accounts, edits,
 * delete and re-activation (the server refuses, in Spanish, what the PCGE does not allow).
 */
export function PcgePage() {
  const toast = useToast();
  const [pagina, setPagina] = useState<PageRequest>({ first: 0, rows: DEFAULT_ROWS });
  const [param, setParam] = useState('');
  const [eliminados, setEliminados] = useState(false);
  const [dialogo, setDialogo] = useState<Dialogo>({ abierto: false });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: pcgeQuery,
    variables: { param: param.trim() || null, limite: pagina.rows, desde: pagina.first, eliminados },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, eliminar] = useMutation(deleteCuentaPcgeMutation);
  const [, activar] = useMutation(activateCuentaPcgeMutation);
  const exportar = useExportar(excelPcgeQuery, (d) => d.excelPCGE);
  const loadError = mensajeError(error);

  function actualizarLista() {
    refetch({ requestPolicy: 'network-only' });
  }

  function pedirEliminar(c: Cuenta) {
    confirmar({
      mensaje: `¿Eliminar la cuenta ${c.codigo} ${c.denominacion}?`,
      onAceptar: () => {
        void eliminar({ id: c.id }, MANUAL_ERRORS).then((r) => {
          const mensaje = mensajeError(r.error);
          if (mensaje) toast.error(mensaje);
          if (r.error) return;
          toast.success(`Cuenta ${c.codigo} eliminada`);
          actualizarLista();
        });
      },
    });
  }

  async function onActivar(c: Cuenta) {
    const r = await activar({ id: c.id }, MANUAL_ERRORS);
    const mensaje = mensajeError(r.error);
    if (mensaje) toast.error(mensaje);
    if (r.error) return;
    toast.success(`Cuenta ${c.codigo} activada`);
    actualizarLista();
  }

  return (
    <div className="page">
      <h1 className="page__title">Plan contable</h1>
      {loadError && <Message severity="error" text={loadError} className="w-full" />}
      <DataTable
        value={data?.pcge.filas ?? []}
        dataKey="id"
        loading={fetching}
        lazy
        totalRecords={data?.pcge.total ?? 0}
        onPage={setPagina}
        onSearch={(texto) => {
          setParam(texto);
          setPagina((actual) => ({ ...actual, first: 0 }));
        }}
        resetPageKey={eliminados}
        rowClassName={(c) => (c.deleted_at ? 'fila-eliminada' : undefined)}
        emptyMessage="No se encontraron cuentas"
        className="pcge-tabla"
        title={
          <div className="tabla-acciones">
            <Button
              type="button"
              label="Nueva cuenta"
              icon="pi pi-plus"
              size="small"
              onClick={() => setDialogo({ abierto: true, cuenta: null })}
            />
            <BotonExcel generar={() => exportar({ param: param.trim() || null, eliminados })} />
            <span className="tabla-acciones__switch">
              <SiNoSwitch
                id="pcge-ver-eliminados"
                checked={eliminados}
                onChange={(v) => {
                  setEliminados(v);
                  setPagina((actual) => ({ ...actual, first: 0 }));
                }}
              />
              <label htmlFor="pcge-ver-eliminados">Ver eliminados</label>
            </span>
          </div>
        }
      >
        <Column
          field="codigo"
          header="Código"
          style={{ width: '7.5rem' }}
          body={(c: Cuenta) => (
            <span
              className={`pcge-codigo pcge-codigo--nivel-${c.nivel}`}
              style={{ paddingLeft: sangriaNivel(c.nivel) }}
            >
              {c.codigo}
            </span>
          )}
        />
        <Column
          field="denominacion"
          header="Denominación"
          style={{ minWidth: '16rem' }}
          body={(c: Cuenta) => (
            <span
              className={c.nivel <= 2 ? 'pcge-denominacion pcge-denominacion--titulo' : 'pcge-denominacion'}
            >
              {c.denominacion}
            </span>
          )}
        />
        <Column field="nivel" header="Nivel" style={{ width: '4.5rem' }} />
        {BANDERAS.map(({ campo, titulo }) => (
          <Column
            key={campo}
            field={campo}
            header={<abbr title={titulo}>{campo.toUpperCase()}</abbr>}
            headerClassName="pcge-bandera"
            bodyClassName="pcge-bandera"
            body={(c: Cuenta) =>
              c[campo] ? (
                <i className="pi pi-check pcge-check" role="img" aria-label={`${titulo}: sí`} />
              ) : null
            }
          />
        ))}
        <Column field="amarre_debe" header="Amarre debe" style={{ width: '6rem' }} />
        <Column field="amarre_haber" header="Amarre haber" style={{ width: '6rem' }} />
        <Column
          header="Acciones"
          style={{ width: '7rem' }}
          body={(c: Cuenta) => (
            <AccionesFila
              nombre={`la cuenta ${c.codigo}`}
              eliminada={Boolean(c.deleted_at)}
              onActivar={() => void onActivar(c)}
              onEditar={() => setDialogo({ abierto: true, cuenta: c })}
              onEliminar={() => pedirEliminar(c)}
            />
          )}
        />
      </DataTable>
      <CuentaFormDialog
        visible={dialogo.abierto}
        cuenta={dialogo.abierto ? dialogo.cuenta : null}
        onHide={() => setDialogo({ abierto: false })}
        onGuardada={() => {
          setDialogo({ abierto: false });
          actualizarLista();
        }}
      />
    </div>
  );
}
