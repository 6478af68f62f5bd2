import { schema } from '@kipu/db';
import type { ComprobanteCalculado } from '@kipu/peru';
import { nombreComprobante, type TipoEnvioIndividual } from '@kipu/peru/sunat/nombres';
import { eq } from 'drizzle-orm';
import { tipoDeImagen } from '../../../infra/archivos/almacen.ts';
import type { ArchivoGenerado } from '../../../shared/archivo-generado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { prohibido } from '../../../shared/errores.ts';
import { exigirDeEmpresa } from '../../../shared/tablas-de-empresa.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';
import { emisorDe } from '../emisor.ts';
import { esModoPruebas } from '../modo-pruebas.ts';
import { generarPdfComprobante } from '../pdf/generar-pdf-comprobante.ts';

/** The company's stored logo as a data URL (PDFs read no files); none when missing or not PNG/JPEG. */
export async function logoDataUrl(deps: Dependencias, ruta: string | null): Promise<string | null> {
  if (!ruta) return null;
  const datos = await deps.almacen.leer(ruta).catch(() => null);
  const tipo = datos ? tipoDeImagen(datos) : undefined;
  if (!datos || !tipo || (tipo.extension !== 'png' && tipo.extension !== 'jpg')) return null;
  return `data:${tipo.mime};base64,${datos.toString('base64')}`;
}

/**
 * The representación impresa of an emitted document, in its local's format (A4 or a 58/80 mm ticket),
 * with the logo, the SUNAT QR, the hash and, for a rejected or voided one, the mark across the page.
 * A document sent to the simulator or SUNAT beta (or, not sent yet, of a company in test mode) says
 * MODO PRUEBAS — SIN VALOR TRIBUTARIO.
 */
export async function pdfComprobante(
  deps: Dependencias,
  sesion: SesionActiva,
  id: string,
): Promise<ArchivoGenerado> {
  const fila = await exigirDeEmpresa(deps, sesion, schema.comprobantes, id);
  const { empresa } = await exigirEmpresa(deps.db, sesion, fila.empresaId);
  const [local] = await deps.db.select().from(schema.locales).where(eq(schema.locales.id, fila.localId));
  if (!local) throw prohibido();
  const emisor = await emisorDe(deps, empresa, local);
  const pdf = await generarPdfComprobante({
    calculado: fila.documento as unknown as ComprobanteCalculado,
    emisor: {
      ...emisor,
      logo: await logoDataUrl(deps, empresa.logo),
      telefono: local.telefono ?? empresa.telefono,
      email: local.correo ?? empresa.email,
    },
    formato: local.formatoPdf,
    anchoTicket: local.widthTicket === 58 ? 58 : 80,
    hash: fila.hash,
    estado: fila.estado,
    modoPruebas: esModoPruebas(fila.entornoEnvio ?? empresa.soapEnvio),
  });
  const nombre = nombreComprobante(empresa.ruc, fila.tipo as TipoEnvioIndividual, fila.serie, fila.numero);
  return { nombre: `${nombre}.pdf`, mime: 'application/pdf', base64: pdf.toString('base64') };
}
