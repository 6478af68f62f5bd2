import { schema } from '@kipu/db';
import { nombreResumen } from '@kipu/peru/sunat/nombres';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';

async function resumen(deps: Dependencias, sesion: SesionActiva, id: string) {
  const fila = await exigirDeEmpresa(deps, sesion, schema.resumenes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  return { fila, nombre: nombreResumen(empresa.ruc, fila.tipo, fila.fechaGeneracion, fila.correlativo) };
}

/** The signed summary as sent (`20601234565-RC-20250115-1.xml`). */
export async function xmlResumen(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, nombre } = await resumen(deps, sesion, id);
  return {
    nombre: `${nombre}.xml`,
    mime: 'application/xml',
    base64: Buffer.from(fila.xmlFirmado).toString('base64'),
  };
}

/** SUNAT's CDR of the summary's ticket (`R-20601234565-RC-20250115-1.zip`). */
export async function cdrResumen(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, nombre } = await resumen(deps, sesion, id);
  if (!fila.cdrBase64) throw entradaInvalida(`El resumen ${nombre.slice(12)} aún no tiene CDR de SUNAT`);
  return { nombre: `R-${nombre}.zip`, mime: 'application/zip', base64: fila.cdrBase64 };
}
