import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { cifrar } from '../../../shared/cifrado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { empresaDeTrabajo } from '../../../shared/empresa-de-trabajo.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';

/** Whether the session's company can call SIRE; the secrets themselves are never answered. */
export type EstadoCredencialesSire = { tiene_sire: boolean; tiene_sol: boolean };

const c = schema.empresaCredenciales;

export async function estadoCredencialesSire(
  deps: Dependencias,
  sesion: SesionActiva,
): Promise<EstadoCredencialesSire> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const [f] = await deps.db.select().from(c).where(eq(c.empresaId, empresaId));
  return {
    tiene_sire: Boolean(f?.sireClientIdCifrado && f.sireClientSecretCifrado),
    tiene_sol: Boolean(f?.usuarioSol && f.passwordSolCifrado),
  };
}

/**
 * The SIRE API application SUNAT gave the company in its SOL menu (client_id and client_secret), both
 * encrypted at rest; the token is asked with the SOL user already stored.
 */
export async function guardarCredencialesSire(
  deps: Dependencias,
  sesion: SesionActiva,
  input: { client_id: string; client_secret: string },
): Promise<EstadoCredencialesSire> {
  const empresaId = await empresaDeTrabajo(deps.db, sesion);
  const clientId = input.client_id.trim();
  const secreto = input.client_secret.trim();
  if (!/^[\w-]{8,64}$/.test(clientId))
    throw entradaInvalida('El client_id de SIRE tiene de 8 a 64 letras, números o guiones');
  if (secreto.length < 8 || secreto.length > 128)
    throw entradaInvalida('El client_secret de SIRE tiene de 8 a 128 caracteres');
  const valores = {
    sireClientIdCifrado: cifrar(deps.claves.cifrado, clientId),
    sireClientSecretCifrado: cifrar(deps.claves.cifrado, secreto),
  };
  await deps.db
    .insert(c)
    .values({ empresaId, ...valores })
    .onConflictDoUpdate({ target: c.empresaId, set: valores });
  return estadoCredencialesSire(deps, sesion);
}
