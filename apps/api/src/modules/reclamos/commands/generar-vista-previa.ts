import type { ReclamoEntrada } from '@kipu/peru';
import { renderizarPdf } from '../../../infra/pdf/pdf.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { hoyEnLima } from '../../../shared/fecha-lima.ts';
import { marcaDelHost } from '../../plataforma/queries/marca-por-host.ts';
import { datosDeHoja } from '../datos-hoja.ts';
import { hojaReclamacion } from '../pdf/hoja-reclamacion.ts';
import { validarEntradaReclamo } from '../validar-entrada.ts';

/**
 * createPdfReclamation: validates the form and renders the hoja as a preview (no code yet, watermarked)
 * so the consumer can check it before sending. Answers the stored file's name.
 */
export async function generarVistaPrevia(
  deps: Dependencias,
  r: ReclamoEntrada,
  host: string,
  ip: string,
): Promise<string> {
  await validarEntradaReclamo(deps, r, ip);
  const marca = await marcaDelHost(deps.db, host);
  if (!marca) throw new Error('No hay marca por defecto');
  const datos = await datosDeHoja(deps.db, marca, r, { codigo: null, fecha: hoyEnLima(), fechaLimite: null });
  return deps.almacen.guardar('libro', await renderizarPdf(hojaReclamacion(datos)), 'pdf');
}
