import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import type { GenerarPleQuery, LibrosPleQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DataTable } from '../../../ui/DataTable';
import { TextInput } from '../../../ui/TextInput';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { esPeriodo, formatFechaLima, periodoActualLima } from '../../../ui/utils/fechas';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { generarPleQuery, librosPleQuery, savePeriodAndBookMutation } from '../graphql/ple';
import {
  avisoNoDisponibles,
  GRUPOS_PLE,
  librosDelGrupo,
  librosNoDisponibles,
  periodoApi,
  resumenGeneracion,
} from '../utils/libros';
import { HallazgosPle } from './HallazgosPle';
import './ple.css';

type Libro = LibrosPleQuery['librosPle'][number];

/**
 * /sleple5.1 (and its sections compras, ventas, diario, simplificado, mayor): the company's PLE books of
 * a period with their lines; 'Generar TXT' downloads a book as SUNAT names and structures it, records
 * it for the period when the checker finds nothing, and shows what the checker found.
 */
export function LibrosPlePage({ grupo }: { grupo?: string }) {
  const toast = useToast();
  const client = useClient();
  const { company } = useWorkspaceSession();
  const [periodo, setPeriodo] = useState(esPeriodo(company?.periodo) ? company.periodo : periodoActualLima());
  const [generando, setGenerando] = useState<string | null>(null);
  const [resultado, setResultado] = useState<GenerarPleQuery['generarPle'] | null>(null);
  const [{ data, fetching, error }, refetch] = useQuery({
    query: librosPleQuery,
    variables: { periodo: periodoApi(periodo) },
    pause: !esPeriodo(periodo),
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const todos = data?.librosPle ?? [];
  const libros = librosDelGrupo(todos, grupo);
  const faltan = data
    ? librosNoDisponibles(
        todos.map((l) => l.numero),
        grupo,
      )
    : [];

  async function generar(libro: Libro) {
    setGenerando(libro.codigo);
    setResultado(null);
    try {
      const variables = { libro: libro.codigo, periodo: periodoApi(periodo) };
      const r = await client
        .query(generarPleQuery, variables, { ...MANUAL_ERRORS, requestPolicy: 'network-only' })
        .toPromise();
      const e = mensajeError(r.error);
      if (e) toast.error(e);
      const archivo = r.data?.generarPle;
      if (!archivo) return;
      descargarArchivo(archivo.archivo);
      setResultado(archivo);
      if (archivo.valido) {
        await client.mutation(savePeriodAndBookMutation, variables, MANUAL_ERRORS).toPromise();
        toast.success(resumenGeneracion(archivo));
        refetch({ requestPolicy: 'network-only' });
      } else toast.error(resumenGeneracion(archivo));
    } finally {
      setGenerando(null);
    }
  }

  return (
    <div className="page">
      <h1 className="page__title">
        Libros electrónicos (PLE){grupo && GRUPOS_PLE[grupo] ? ` · ${GRUPOS_PLE[grupo].titulo}` : ''}
      </h1>
      <div className="ple-filtros">
        <label htmlFor="ple-periodo">Periodo</label>
        <TextInput
          id="ple-periodo"
          type="month"
          value={periodo}
          onChange={(v) => {
            setPeriodo(v);
            setResultado(null);
          }}
        />
      </div>
      {mensajeError(error) && (
        <Message severity="error" text={mensajeError(error) ?? ''} className="w-full" />
      )}
      {faltan.length > 0 && <Message severity="info" className="w-full" text={avisoNoDisponibles(faltan)} />}
      <DataTable
        value={libros}
        dataKey="codigo"
        loading={fetching}
        emptyMessage="No hay libros para este periodo"
      >
        <Column field="numero" header="Libro" style={{ width: '6rem' }} />
        <Column field="nombre" header="Nombre" />
        <Column
          header="Líneas"
          body={(l: Libro) => (l.lineas === 0 ? 'Vacío' : l.lineas)}
          style={{ width: '7rem' }}
        />
        <Column
          header="Generado"
          body={(l: Libro) => formatFechaLima(l.generado)}
          style={{ width: '8rem' }}
        />
        <Column
          header="Acciones"
          body={(l: Libro) => (
            <Button
              type="button"
              label="Generar TXT"
              icon="pi pi-download"
              size="small"
              loading={generando === l.codigo}
              disabled={generando !== null}
              className="ple-generar"
              onClick={() => void generar(l)}
            />
          )}
          style={{ width: '11rem' }}
        />
      </DataTable>
      {resultado && <HallazgosPle resultado={resultado} />}
    </div>
  );
}
