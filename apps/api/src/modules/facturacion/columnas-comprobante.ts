import { schema } from '@kipu/db';
import { getTableColumns } from 'drizzle-orm';

/**
 * A document's columns but its files (signed XML, zip, CDR): kilobytes each, read only to download or
 * send them. Views, the emission's answer and accounting read these.
 */
const {
  xmlFirmado: _xml,
  zipBase64: _zip,
  cdrBase64: _cdr,
  ...columnas
} = getTableColumns(schema.comprobantes);

export const COLUMNAS_SIN_ARCHIVOS = columnas;

export type ComprobanteSinArchivos = Omit<
  typeof schema.comprobantes.$inferSelect,
  'xmlFirmado' | 'zipBase64' | 'cdrBase64'
>;
