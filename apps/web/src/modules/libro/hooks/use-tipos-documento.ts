import { useMemo } from 'react';
import { useQuery } from 'urql';
import type { DocumentoslistQuery } from '../../../gql/graphql';
import { PUBLIC_OPERATION } from '../../../lib/error-exchange';
import { documentosIdentidadEnEspanol } from '../../../ui/utils/etiquetas-catalogo';
import { documentoslistQuery } from '../graphql/libro';

export type TipoDocumento = DocumentoslistQuery['documentoslist'][number];

export interface TiposDocumento {
  tipos: readonly TipoDocumento[];
  fetching: boolean;
  /** The name of a document type code ('1' → 'DNI'), or the code itself when it is unknown. */
  nombre: (codigo: string) => string;
}

/** The identity document types (SUNAT catálogo 06), named in Spanish rather than in SUNAT's abbreviations. */
export function useTiposDocumento(): TiposDocumento {
  const [{ data, fetching }] = useQuery({ query: documentoslistQuery, context: PUBLIC_OPERATION });
  return useMemo(() => {
    const tipos = documentosIdentidadEnEspanol(data?.documentoslist ?? []);
    const nombres = new Map(tipos.map((t) => [t.codigo, t.nombre]));
    return { tipos, fetching, nombre: (codigo: string) => nombres.get(codigo) ?? codigo };
  }, [data, fetching]);
}
