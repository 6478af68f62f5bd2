import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { tipoDeImagen } from '../../infra/archivos/almacen.ts';
import { emisorDe } from '../../modules/facturacion/emisor.ts';
import type { Dependencias } from '../dependencias.ts';
import { prohibido } from '../errores.ts';
import type { EmisorPdf } from './emisor-impreso.ts';

type Empresa = typeof schema.empresas.$inferSelect;
type Local = typeof schema.locales.$inferSelect;

/** The company's stored logo as a data URL (PDFs read no files); none when missing or not PNG/JPEG. */
export async function logoDataUrl(deps: Dependencias, ruta: string | null): Promise<string | null> {
  if (!ruta) return null;
  const datos = await deps.almacen.leer(ruta).catch(() => null);
  const tipo = datos ? tipoDeImagen(datos) : undefined;
  if (!datos || !tipo || (tipo.extension !== 'png' && tipo.extension !== 'jpg')) return null;
  return `data:${tipo.mime};base64,${datos.toString('base64')}`;
}

/** The issuer as a local's printed documents show it: its address, the logo, the local's phone and mail. */
export async function emisorDelPdf(deps: Dependencias, empresa: Empresa, local: Local): Promise<EmisorPdf> {
  return {
    ...(await emisorDe(deps, empresa, local)),
    logo: await logoDataUrl(deps, empresa.logo),
    telefono: local.telefono ?? empresa.telefono,
    email: local.correo ?? empresa.email,
  };
}

/** The local a stored document was issued from (a row of the company, so it exists). */
export async function localDelDocumento(deps: Dependencias, localId: string): Promise<Local> {
  const [local] = await deps.db.select().from(schema.locales).where(eq(schema.locales.id, localId));
  if (!local) throw prohibido();
  return local;
}
