import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import { cifrar } from './cifrado.ts';
import type { Dependencias } from './dependencias.ts';
import { entradaInvalida } from './errores.ts';

const c = schema.empresaCredenciales;
type Fila = typeof c.$inferSelect;

/** SUNAT gives one application (client_id and client_secret) per REST API in the SOL menu. */
const COLUMNAS = {
  SIRE: { id: 'sireClientIdCifrado', secreto: 'sireClientSecretCifrado' },
  GRE: { id: 'greClientIdCifrado', secreto: 'greClientSecretCifrado' },
} as const satisfies Record<string, { id: keyof Fila; secreto: keyof Fila }>;

export type ApiSunat = keyof typeof COLUMNAS;

/** Whether the company's row holds that API's application and the SOL user its token is asked with. */
export function tieneAplicacion(f: Fila | undefined, api: ApiSunat): { api: boolean; sol: boolean } {
  const col = COLUMNAS[api];
  return { api: Boolean(f?.[col.id] && f[col.secreto]), sol: Boolean(f?.usuarioSol && f.passwordSolCifrado) };
}

export async function credencialesDe(deps: Dependencias, empresaId: string): Promise<Fila | undefined> {
  const [f] = await deps.db.select().from(c).where(eq(c.empresaId, empresaId));
  return f;
}

/**
 * Checks and stores an API application of the company, both values encrypted at rest; nothing is
 * written when either is malformed.
 */
export async function guardarAplicacion(
  deps: Dependencias,
  empresaId: string,
  api: ApiSunat,
  input: { client_id: string; client_secret: string },
): Promise<void> {
  const clientId = input.client_id.trim();
  const secreto = input.client_secret.trim();
  if (!/^[\w-]{8,64}$/.test(clientId))
    throw entradaInvalida(`El client_id de ${api} tiene de 8 a 64 letras, números o guiones`);
  if (secreto.length < 8 || secreto.length > 128)
    throw entradaInvalida(`El client_secret de ${api} tiene de 8 a 128 caracteres`);
  const col = COLUMNAS[api];
  const valores = {
    [col.id]: cifrar(deps.claves.cifrado, clientId),
    [col.secreto]: cifrar(deps.claves.cifrado, secreto),
  };
  await deps.db
    .insert(c)
    .values({ empresaId, ...valores })
    .onConflictDoUpdate({ target: c.empresaId, set: valores });
}
