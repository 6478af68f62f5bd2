import { builder } from '../builder.ts';
import { hoyEnLima } from './fecha-lima.ts';

/** A file made for one request (an Excel export): sent in the answer, never stored. */
export type ArchivoGenerado = { nombre: string; mime: string; base64: string };

export const ArchivoGeneradoRef = builder.objectRef<ArchivoGenerado>('ArchivoGenerado').implement({
  description: 'A generated file, base64-encoded, with the name the browser saves it under.',
  fields: (t) => ({
    nombre: t.exposeString('nombre'),
    mime: t.exposeString('mime'),
    base64: t.exposeString('base64'),
  }),
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** An .xlsx named after what it holds and the day (Lima) it was made: `pcge-2026-11-23.xlsx`. */
export const archivoExcel = (base: string, datos: Buffer): ArchivoGenerado => ({
  nombre: `${base}-${hoyEnLima()}.xlsx`,
  mime: XLSX,
  base64: datos.toString('base64'),
});
