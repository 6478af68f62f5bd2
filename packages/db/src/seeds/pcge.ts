import { leerReferencia } from './csv.ts';

export type CuentaReferencia = {
  codigo: string;
  denominacion: string;
  nivel: number;
  elemento: number;
  codigoPadre: string | null;
};

let cache: CuentaReferencia[] | undefined;

/** The PCGE 2019 as published (reference-data/pcge-2019.csv, 1,774 accounts). */
export function pcgeReferencia(): CuentaReferencia[] {
  cache ??= leerReferencia('pcge-2019.csv').map((f) => ({
    codigo: f.codigo ?? '',
    denominacion: f.denominacion ?? '',
    nivel: Number(f.nivel),
    elemento: Number(f.elemento),
    codigoPadre: f.codigo_padre || null,
  }));
  return cache;
}
