import { codificarLatin1 } from '@kipu/peru/ple/index';
import { archivoReemplazoRvie } from '@kipu/peru/sire/index';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { MIME_PLE } from '../../ple/generar-ple.ts';
import { filasDeVentas } from '../filas-del-libro.ts';
import { empresaSire, exigirPeriodo } from '../registro-y-periodo.ts';

/**
 * The RVIE replacement file of a period from the company's own sales register (the PLE 14.1 rows), in
 * the PLE's ISO-8859-1 like the books it comes from.
 */
export async function archivoReemplazoSire(
  deps: Dependencias,
  sesion: SesionActiva,
  args: { periodo: string },
): Promise<{ archivo: ArchivoGenerado; lineas: number }> {
  const periodo = exigirPeriodo(args.periodo);
  const empresa = await empresaSire(deps, sesion);
  const filas = await filasDeVentas(deps.db, empresa.id, periodo);
  const a = archivoReemplazoRvie({
    ruc: empresa.ruc,
    razonSocial: empresa.razonSocial,
    periodo,
    filas,
    moneda: 'PEN',
  });
  return {
    archivo: {
      nombre: a.nombre,
      mime: MIME_PLE,
      base64: Buffer.from(codificarLatin1(a.contenido)).toString('base64'),
    },
    lineas: filas.length,
  };
}
