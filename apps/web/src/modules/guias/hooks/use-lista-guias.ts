import { useEffect, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { MANUAL_ERRORS } from '../../../lib/error-exchange';
import { DEFAULT_ROWS, type PageRequest } from '../../../ui/DataTable';
import { mensajeError } from '../../../ui/utils/acciones';
import { guiasByParamQuery, guiasQuery } from '../graphql/guias';
import { filasHasta, guiaEnCurso, MAXIMO_FILAS, paginaDe } from '../utils/estado-guia';

/** How often the list asks again while a guide waits for SUNAT. */
export const REFRESCO_MS = 4000;

/**
 * The guides of /fac/lisGuias: the dates' list with its count, or the search's answer (serie-número,
 * destinatario), one page of it; read again every few seconds while a shown guide waits for SUNAT.
 */
export function useListaGuias() {
  const [pagina, setPagina] = useState<PageRequest>({ first: 0, rows: DEFAULT_ROWS });
  const [texto, setTexto] = useState('');
  const [desde, setDesde] = useState('');
  const [hasta, setHasta] = useState('');
  const param = texto.trim() || null;
  const limite = filasHasta(pagina.first, pagina.rows);
  const fechas = { fecha_desde: desde || null, fecha_hasta: hasta || null };
  const opciones = { requestPolicy: 'network-only', context: MANUAL_ERRORS } as const;
  const [porFechas, releerFechas] = useQuery({
    query: guiasQuery,
    variables: { limite, ...fechas },
    pause: Boolean(param),
    ...opciones,
  });
  const [busqueda, releerBusqueda] = useQuery({
    query: guiasByParamQuery,
    // The search's answer is counted, so all of it (up to the server's 500) is asked for.
    variables: { param: param ?? '', limite: MAXIMO_FILAS },
    pause: !param,
    ...opciones,
  });
  const filas = (param ? busqueda.data?.guiasByParam : porFechas.data?.guias) ?? [];
  const total = param ? filas.length : (porFechas.data?.contarGuias ?? 0);
  const actualizar = () => (param ? releerBusqueda : releerFechas)({ requestPolicy: 'network-only' });

  const fetching = param ? busqueda.fetching : porFechas.fetching;
  // Asks again every few seconds while a shown guide waits for SUNAT (pendiente, enviado).
  const esperando = filas.some((g) => guiaEnCurso(g.estado));
  const actualizarRef = useRef(actualizar);
  actualizarRef.current = actualizar;
  useEffect(() => {
    if (!esperando) return;
    const t = setInterval(() => actualizarRef.current(), REFRESCO_MS);
    return () => clearInterval(t);
  }, [esperando]);

  const primeraPagina = () => setPagina((p) => ({ ...p, first: 0 }));
  return {
    filas: paginaDe(filas, pagina.first, pagina.rows),
    total,
    fetching,
    error: mensajeError(param ? busqueda.error : porFechas.error),
    filtro: { ...fechas, param },
    desde,
    hasta,
    cambiarDesde: (v: string) => {
      setDesde(v);
      primeraPagina();
    },
    cambiarHasta: (v: string) => {
      setHasta(v);
      primeraPagina();
    },
    tabla: {
      lazy: true as const,
      onPage: setPagina,
      onSearch: (t: string) => {
        setTexto(t);
        primeraPagina();
      },
      resetPageKey: `${desde}|${hasta}`,
    },
    actualizar,
  };
}
