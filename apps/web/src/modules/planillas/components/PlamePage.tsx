import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useClient } from 'urql';
import type { GenerarEstructurasPlameQuery } from '../../../gql/graphql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { useToast } from '../../../ui/toast/use-toast';
import { mensajeError } from '../../../ui/utils/acciones';
import { descargarArchivo } from '../../../ui/utils/descargar';
import { periodoActualLima } from '../../../ui/utils/fechas';
import { CampoPeriodo } from '../../contabilidad/components/CampoPeriodo';
import { ubicacionHallazgo } from '../../ple/utils/libros';
import { generarEstructurasPlameQuery } from '../graphql/plame';
import { periodoApi } from '../utils/planilla';
import { RecibosPrestadores } from './RecibosPrestadores';

type Estructuras = GenerarEstructurasPlameQuery['generarEstructurasPlame'];

/**
 * /pla/plame: the PDT PLAME import files of a month — from its closed planilla and the recibos por
 * honorarios of its purchases —, each with the structural checker's verdict and its download.
 */
export function PlamePage() {
  const toast = useToast();
  const client = useClient();
  const [mes, setMes] = useState(periodoActualLima);
  const [generando, setGenerando] = useState(false);
  const [resultado, setResultado] = useState<Estructuras | null>(null);

  async function generar() {
    setGenerando(true);
    const r = await client
      .query(
        generarEstructurasPlameQuery,
        { periodo: periodoApi(mes) },
        { ...MANUAL_ERRORS, requestPolicy: 'network-only' },
      )
      .toPromise();
    setGenerando(false);
    setResultado(r.data?.generarEstructurasPlame ?? null);
    if (r.error) toast.error(mensajeError(r.error) ?? 'No se pudieron generar los archivos');
    else toast.success('Archivos PLAME generados');
  }

  return (
    <div className="page">
      <h1 className="page__title">Estructuras PLAME</h1>
      <div className="tabla-acciones">
        <CampoPeriodo
          id="plame"
          value={mes}
          onChange={(m) => {
            setMes(m);
            setResultado(null);
          }}
        />
        <Button
          type="button"
          label="Generar"
          icon="pi pi-cog"
          loading={generando}
          onClick={() => void generar()}
        />
        {resultado?.zip && (
          <Button
            type="button"
            label="Descargar todo (.zip)"
            icon="pi pi-download"
            severity="secondary"
            onClick={() => resultado.zip && descargarArchivo(resultado.zip)}
          />
        )}
      </div>
      <p className="page__hint">
        Importe en el PDT PLAME (Detalle de declaración ▸ Importar archivo) el .ps4 antes que el .4ta.
      </p>
      <h2>Recibos por honorarios (4ta categoría)</h2>
      <RecibosPrestadores periodo={periodoApi(mes)} />
      {resultado && (
        <>
          <table className="tabla-libro tabla-reporte" aria-label="Archivos PLAME">
            <thead>
              <tr>
                <th>Archivo</th>
                <th>Estructura</th>
                <th className="celda-monto">Líneas</th>
                <th>Verificación</th>
                <th>Descargar</th>
              </tr>
            </thead>
            <tbody>
              {resultado.archivos.map((a) => (
                <tr key={a.extension}>
                  <td>{a.archivo.nombre}</td>
                  <td>{a.estructura}</td>
                  <td className="celda-monto">{a.lineas}</td>
                  <td>
                    <Tag
                      value={a.valido ? 'Conforme' : 'Con observaciones'}
                      severity={a.valido ? 'success' : 'danger'}
                    />
                  </td>
                  <td>
                    <Button
                      type="button"
                      icon="pi pi-download"
                      text
                      aria-label={`Descargar ${a.archivo.nombre}`}
                      onClick={() => descargarArchivo(a.archivo)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {resultado.archivos
            .filter((a) => !a.valido)
            .map((a) => (
              <section key={a.extension} aria-label={`Observaciones de ${a.archivo.nombre}`}>
                <h2>Observaciones de {a.archivo.nombre}</h2>
                <ul>
                  {a.hallazgos.map((h) => (
                    <li key={`${h.linea}-${h.campo ?? 0}-${h.mensaje}`}>
                      {ubicacionHallazgo(h)}: {h.mensaje}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          {resultado.advertencias.length > 0 && (
            <Message
              severity="warn"
              className="w-full"
              content={
                <ul>
                  {resultado.advertencias.map((a) => (
                    <li key={a}>{a}</li>
                  ))}
                </ul>
              }
            />
          )}
        </>
      )}
    </div>
  );
}
