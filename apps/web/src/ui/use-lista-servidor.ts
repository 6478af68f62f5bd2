import { useState } from 'react';
import { DEFAULT_ROWS, type PageRequest } from './DataTable';

/** The state of a server-paged list: page, search text and 'Ver eliminados'. */
export interface ListaServidor {
  /** Variables every paged query takes. */
  variables: { param: string | null; limite: number; desde: number; eliminados: boolean };
  /** The search text (trimmed) or null, for the export with the list's filter. */
  param: string | null;
  eliminados: boolean;
  cambiarEliminados: (valor: boolean) => void;
  /** Goes back to the first page (a filter outside the table changed). */
  primeraPagina: () => void;
  /** Props of a lazy DataTable: paging and search go to the server. */
  tabla: {
    lazy: true;
    onPage: (p: PageRequest) => void;
    onSearch: (texto: string) => void;
    resetPageKey: boolean;
  };
}

export function useListaServidor(): ListaServidor {
  const [pagina, setPagina] = useState<PageRequest>({ first: 0, rows: DEFAULT_ROWS });
  const [texto, setTexto] = useState('');
  const [eliminados, setEliminados] = useState(false);
  const primeraPagina = () => setPagina((actual) => ({ ...actual, first: 0 }));
  const param = texto.trim() || null;
  return {
    variables: { param, limite: pagina.rows, desde: pagina.first, eliminados },
    param,
    eliminados,
    cambiarEliminados: (valor) => {
      setEliminados(valor);
      primeraPagina();
    },
    primeraPagina,
    tabla: {
      lazy: true,
      onPage: setPagina,
      onSearch: (t) => {
        setTexto(t);
        primeraPagina();
      },
      resetPageKey: eliminados,
    },
  };
}
