import type { ColumnaExcel } from '../../../infra/excel/escribir-hoja.ts';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { FilaReporte } from '../estados-financieros/reporte-tabular.ts';
import { type Contribuyente, type LibroImpreso, pdfDeLibro } from './libro-impreso.ts';

/** A report whose Excel is one sheet of `ColumnaExcel`s, printed with the legal header from the same columns. */
export type HojaImpresa<T> = Omit<LibroImpreso, 'columnas' | 'filas'> & {
  columnas: readonly ColumnaExcel<T>[];
  filas: readonly T[];
  /** Rows printed in bold (balances, totals). */
  enfasis?: (f: T) => boolean;
};

const texto = (v: ReturnType<ColumnaExcel<unknown>['valor']>): string =>
  v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? 'SI' : 'NO') : String(v);

async function* filasDe<T>(h: HojaImpresa<T>): AsyncGenerator<FilaReporte> {
  for (const f of h.filas)
    yield { celdas: h.columnas.map((c) => texto(c.valor(f))), enfasis: h.enfasis?.(f) === true };
}

/** The sheet as a PDF: SUNAT's header lines, then the Excel's columns and rows. */
export function pdfDeHoja<T>(h: HojaImpresa<T>, c: Contribuyente): Promise<ArchivoGenerado> {
  return pdfDeLibro(
    {
      ...h,
      columnas: h.columnas.map((col) => ({
        encabezado: col.encabezado,
        monto: col.tipo === 'monto',
        ancho: col.ancho,
      })),
      filas: filasDe(h),
    },
    c,
  );
}
