import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useQuery } from 'urql';
import type { LibrosPleQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoPeriodo } from '../../../ui/CampoPeriodo';
import { DataTable } from '../../../ui/DataTable';
import { mensajeError } from '../../../ui/utils/acciones';
import { esPeriodo, formatFechaLima, periodoActualLima } from '../../../ui/utils/fechas';
import { useWorkspaceSession } from '../../workspace/hooks/use-workspace-session';
import { librosPleQuery } from '../graphql/ple';
import { useGenerarPle } from '../hooks/use-generar-ple';
import {
  avisoNoDisponibles,
  GRUPOS_PLE,
  librosDelGrupo,
  librosNoDisponibles,
  periodoApi,
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
  const { company } = useWorkspaceSession();
  const [periodo, setPeriodo] = useState(esPeriodo(company?.periodo) ? company.periodo : periodoActualLima());
  const [{ data, fetching, error }, refetch] = useQuery({
    query: librosPleQuery,
    variables: { periodo: periodoApi(periodo) },
    pause: !esPeriodo(periodo),
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const { generar, generando, resultado, limpiar } = useGenerarPle(() =>
    refetch({ requestPolicy: 'network-only' }),
  );
  const todos = data?.librosPle ?? [];
  const libros = librosDelGrupo(todos, grupo);
  const faltan = data
    ? librosNoDisponibles(
        todos.map((l) => l.numero),
        grupo,
      )
    : [];

  return (
    <div className="page">
      <h1 className="page__title">
        Libros electrónicos (PLE){grupo && GRUPOS_PLE[grupo] ? ` · ${GRUPOS_PLE[grupo].titulo}` : ''}
      </h1>
      <div className="ple-filtros">
        <label htmlFor="ple-periodo">Periodo</label>
        <CampoPeriodo
          id="ple-periodo"
          value={periodo}
          onChange={(v) => {
            setPeriodo(v);
            limpiar();
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
              onClick={() => void generar(l.codigo, periodoApi(periodo))}
            />
          )}
          style={{ width: '11rem' }}
        />
      </DataTable>
      {resultado && <HallazgosPle resultado={resultado} />}
    </div>
  );
}
