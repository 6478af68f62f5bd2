import { lineaPle, textoPle } from '../ple/formato.ts';
import { camposVentas, type FilaVentas } from '../ple/registro-ventas.ts';
import { type DatosNombreSire, nombreArchivoSire } from './nombre-archivo.ts';
import { numeroSinCeros } from './propuesta.ts';

export type DatosReemplazoRvie = Pick<DatosNombreSire, 'ruc' | 'operacion' | 'moneda'> & {
  razonSocial: string;
  /** 'YYYYMM' the file replaces the proposal of. */
  periodo: string;
  /** The company's sales register of the period, as the PLE 14.1 rows (their CUO, correlativo and estado are not sent). */
  filas: readonly FilaVentas[];
};

/** Numbers as SUNAT writes them in SIRE, without leading zeros. */
const sinCeros = (f: FilaVentas): FilaVentas => ({
  ...f,
  numero: numeroSinCeros(f.numero),
  numeroFinal: f.numeroFinal && numeroSinCeros(f.numeroFinal),
  modifica: f.modifica && { ...f.modifica, numero: numeroSinCeros(f.modifica.numero) },
});

/**
 * The 33 fields of an RVIE replacement line (Anexo 3, peru-facts §11.8): RUC, razón social, periodo,
 * the CAR left empty, then fields 5–33, which are the 14.1 fields 4–32 in the same order and formats.
 */
export const camposReemplazoRvie = (d: Omit<DatosReemplazoRvie, 'filas'>, f: FilaVentas): string[] => [
  d.ruc,
  textoPle(d.razonSocial, 100),
  d.periodo,
  '',
  ...camposVentas(sinCeros(f)).slice(3, 32),
];

/**
 * The file that replaces SUNAT's RVIE proposal (CC 02): one line per document, each field followed by
 * '|', no header row, and its `LE…0014040002OIM2.TXT` name.
 */
export function archivoReemplazoRvie(d: DatosReemplazoRvie): { nombre: string; contenido: string } {
  return {
    nombre: nombreArchivoSire({
      ruc: d.ruc,
      periodo: d.periodo,
      registro: 'RVIE',
      caso: 'reemplaza',
      operacion: d.operacion,
      conInformacion: d.filas.length > 0,
      moneda: d.moneda,
    }),
    contenido: d.filas.map((f) => lineaPle(camposReemplazoRvie(d, f))).join(''),
  };
}
