import { schema } from '@kipu/db';
import { nombreComprobante, type TipoEnvioIndividual } from '@kipu/peru/sunat/nombres';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';

async function documento(deps: Dependencias, sesion: SesionActiva, id: string) {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  return {
    fila,
    nombre: nombreComprobante(empresa.ruc, fila.tipo as TipoEnvioIndividual, fila.serie, fila.numero),
  };
}

/** The signed XML under SUNAT's name (`20601234565-01-F001-1.xml`). */
export async function xmlComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, nombre } = await documento(deps, sesion, id);
  return {
    nombre: `${nombre}.xml`,
    mime: 'application/xml',
    base64: Buffer.from(fila.xmlFirmado).toString('base64'),
  };
}

/** SUNAT's CDR zip as received (`R-20601234565-01-F001-1.zip`). */
export async function cdrComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const { fila, nombre } = await documento(deps, sesion, id);
  if (!fila.cdrBase64)
    throw entradaInvalida(`El comprobante ${fila.serie}-${fila.numero} aún no tiene CDR de SUNAT`);
  return { nombre: `R-${nombre}.zip`, mime: 'application/zip', base64: fila.cdrBase64 };
}
