import { Button } from 'primereact/button';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { CampoFecha } from '../../../ui/CampoFecha';
import { FormField } from '../../../ui/FormField';
import { TextInput } from '../../../ui/TextInput';
import { confirmar } from '../../../ui/utils/acciones';
import { formatFecha } from '../../../ui/utils/fechas';
import { createFeriadoMutation, deleteFeriadoMutation, feriadosEmpresaQuery } from '../graphql/asistencia';
import { useAviso } from '../hooks/use-aviso';

/** The year's holidays (national from the law, and the company's own, which are added and deleted here). */
export function FeriadosEmpresa() {
  const [anio, setAnio] = useState(() => new Date().getFullYear());
  const [nuevo, setNuevo] = useState({ fecha: '', descripcion: '' });
  const [{ data }, recargar] = useQuery({
    query: feriadosEmpresaQuery,
    variables: { anio },
    requestPolicy: 'network-only',
    context: MANUAL_ERRORS,
  });
  const [, crear] = useMutation(createFeriadoMutation);
  const [, eliminar] = useMutation(deleteFeriadoMutation);
  const avisar = useAviso();
  const hecho = (ok: boolean) => ok && recargar({ requestPolicy: 'network-only' });

  return (
    <section aria-label="Feriados">
      <h2>Feriados</h2>
      <div className="tabla-acciones">
        <FormField id="feriados-anio" label="Año">
          <TextInput
            value={String(anio)}
            onChange={(v) => /^\d{4}$/.test(v) && setAnio(Number(v))}
            inputMode="numeric"
            maxLength={4}
          />
        </FormField>
        <FormField id="feriado-fecha" label="Fecha">
          <CampoFecha value={nuevo.fecha} onChange={(fecha) => setNuevo((n) => ({ ...n, fecha }))} />
        </FormField>
        <FormField id="feriado-descripcion" label="Descripción">
          <TextInput
            value={nuevo.descripcion}
            onChange={(descripcion) => setNuevo((n) => ({ ...n, descripcion }))}
            maxLength={100}
          />
        </FormField>
        <Button
          type="button"
          label="Agregar feriado"
          icon="pi pi-plus"
          onClick={async () => {
            const ok = avisar(await crear({ input: nuevo }, MANUAL_ERRORS), 'Feriado registrado');
            if (ok) setNuevo({ fecha: '', descripcion: '' });
            hecho(ok);
          }}
        />
      </div>
      <table className="tabla-libro tabla-reporte" aria-label="Feriados del año">
        <thead>
          <tr>
            <th>Fecha</th>
            <th>Descripción</th>
            <th>Tipo</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {(data?.feriadosEmpresa ?? []).map((f) => (
            <tr key={`${f.fecha}-${f.id ?? 'nacional'}`}>
              <td>{formatFecha(f.fecha)}</td>
              <td>{f.descripcion}</td>
              <td>{f.nacional ? 'Nacional' : 'De la empresa'}</td>
              <td>
                {f.id && (
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    rounded
                    text
                    severity="danger"
                    aria-label={`Eliminar feriado ${f.fecha}`}
                    onClick={() =>
                      confirmar({
                        mensaje: `¿Eliminar el feriado del ${formatFecha(f.fecha)}?`,
                        onAceptar: async () =>
                          hecho(
                            avisar(await eliminar({ id: f.id ?? '' }, MANUAL_ERRORS), 'Feriado eliminado'),
                          ),
                      })
                    }
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
