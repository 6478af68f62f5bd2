import { schema } from '@kipu/db';
import { eq, sql } from 'drizzle-orm';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { type EnvioSunatVista, vistaEnvioSunat } from '../envio-sunat-vista.ts';
import { esModoPruebas } from '../modo-pruebas.ts';

export type ConfiguracionEnvioInput = {
  soap_envio: string;
  url_ose?: string | null;
  envio_boletas: string;
};

const DESTINOS = ['simulador', 'beta', 'produccion', 'ose'];

/** An OSE's billService address: https only (SOL credentials travel in it), up to 300 characters. */
function urlOse(texto: string): string {
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    throw entradaInvalida('La URL del OSE no es válida (por ejemplo https://ose.ejemplo.pe/billService)');
  }
  if (url.protocol !== 'https:') throw entradaInvalida('La URL del OSE debe empezar con https://');
  if (texto.length > 300) throw entradaInvalida('La URL del OSE admite hasta 300 caracteres');
  return url.toString();
}

/**
 * Where and how the session company sends to SUNAT: the destination (the simulator, SUNAT beta or
 * production, or an OSE with its URL) and whether its boletas go one by one or in the resumen diario.
 * Choosing the simulator or the beta here is the explicit choice of test mode: when and by whom is
 * kept (a change between both keeps the first date); a real destination clears it.
 */
export async function configurarEnvioSunat(
  deps: Dependencias,
  sesion: SesionActiva,
  input: ConfiguracionEnvioInput,
): Promise<EnvioSunatVista> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  if (!DESTINOS.includes(input.soap_envio))
    throw entradaInvalida('El destino de envío debe ser simulador, beta, produccion u ose');
  if (input.envio_boletas !== 'individual' && input.envio_boletas !== 'resumen')
    throw entradaInvalida('Las boletas se envían de forma individual o por resumen');
  const texto = input.url_ose?.trim();
  if (input.soap_envio === 'ose' && !texto) throw entradaInvalida('Indique la URL del OSE');
  const { empresas } = schema;
  const pruebas = esModoPruebas(input.soap_envio);
  await deps.db
    .update(empresas)
    .set({
      soapEnvio: input.soap_envio,
      urlOse: texto ? urlOse(texto) : null,
      envioBoletas: input.envio_boletas,
      modoPruebasDesde: pruebas ? sql`coalesce(${empresas.modoPruebasDesde}, now())` : null,
      modoPruebasPor: pruebas ? sql`coalesce(${empresas.modoPruebasPor}, ${sesion.usuario.id}::uuid)` : null,
    })
    .where(eq(empresas.id, empresaId));
  return vistaEnvioSunat(deps, empresaId);
}
