import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { tipoDeImagen } from '../../infra/archivos/almacen.ts';
import type { SesionActiva } from '../../modules/auth/sesion-activa.ts';
import { emisorDe } from '../../modules/facturacion/emisor.ts';
import { exigirEmpresa } from '../../modules/workspace/alcance.ts';
import type { Dependencias } from '../dependencias.ts';
import { prohibido } from '../errores.ts';
import { exigirDeEmpresa, type FilaDe, type TablaDeEmpresa } from '../tablas-de-empresa.ts';
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

/** A stored document's table: the company's, with the local it was issued from. */
type TablaDeDocumento = TablaDeEmpresa & { localId: PgColumn };

/**
 * A stored document of the session's company (FORBIDDEN otherwise) with what its printed
 * representation needs: the company, the issuing local and the issuer as the page shows it.
 */
export async function documentoParaImprimir<T extends TablaDeDocumento>(
  deps: Dependencias,
  sesion: SesionActiva,
  tabla: T,
  id: string,
): Promise<{ fila: FilaDe<T>; empresa: Empresa; local: Local; emisor: EmisorPdf }> {
  const fila = await exigirDeEmpresa(deps, sesion, tabla, id);
  const { empresaId, localId } = fila as { empresaId: string; localId: string };
  const { empresa } = await exigirEmpresa(deps.db, sesion, empresaId);
  const [local] = await deps.db.select().from(schema.locales).where(eq(schema.locales.id, localId));
  if (!local) throw prohibido();
  return { fila, empresa, local, emisor: await emisorDelPdf(deps, empresa, local) };
}
