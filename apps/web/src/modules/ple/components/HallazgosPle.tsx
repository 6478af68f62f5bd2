import { Column } from 'primereact/column';
import { Message } from 'primereact/message';
import type { GenerarPleQuery } from '../../../gql/graphql';
import { DataTable } from '../../../ui/DataTable';
import { ubicacionHallazgo } from '../utils/libros';

type Resultado = GenerarPleQuery['generarPle'];
type Hallazgo = Resultado['hallazgos'][number] & { id: number; ubicacion: string };

/** What the structural checker found in the file just generated, line and field by line and field. */
export function HallazgosPle({ resultado }: { resultado: Resultado }) {
  const filas: Hallazgo[] = resultado.hallazgos.map((h, id) => ({
    ...h,
    id,
    ubicacion: ubicacionHallazgo(h),
  }));
  return (
    <section className="ple-hallazgos" aria-label="Verificación del archivo">
      <h2>Verificación de {resultado.archivo.nombre}</h2>
      {resultado.valido ? (
        <Message severity="success" text="El archivo cumple la estructura de SUNAT" className="w-full" />
      ) : (
        <>
          <DataTable value={filas} dataKey="id" emptyMessage="Sin observaciones">
            <Column field="ubicacion" header="Ubicación" style={{ width: '12rem' }} />
            <Column field="mensaje" header="Observación" />
          </DataTable>
          {resultado.omitidos > 0 && (
            <small className="page__hint">y {resultado.omitidos} observaciones más que no se muestran</small>
          )}
        </>
      )}
    </section>
  );
}
