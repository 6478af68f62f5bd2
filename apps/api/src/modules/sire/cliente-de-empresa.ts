import { schema } from '@kipu/db';
import { type ClienteSire, crearClienteSire, ErrorSire } from '@kipu/peru/sire/cliente-sire';
import { eq } from 'drizzle-orm';
import { descifrar } from '../../shared/cifrado.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';

export type EmpresaSire = { id: string; ruc: string; razonSocial: string; soapEnvio: string };

const texto = (deps: Dependencias, sobre: string) => descifrar(deps.claves.cifrado, sobre).toString('utf8');

/**
 * The SIRE client of a company: SUNAT's URLs, or the simulator for the companies whose soap_envio is
 * 'simulador' (demo and test companies), with its SIRE application and its SOL user.
 */
export async function clienteSireDeEmpresa(deps: Dependencias, empresa: EmpresaSire): Promise<ClienteSire> {
  const [f] = await deps.db
    .select()
    .from(schema.empresaCredenciales)
    .where(eq(schema.empresaCredenciales.empresaId, empresa.id));
  if (!f?.sireClientIdCifrado || !f.sireClientSecretCifrado)
    throw entradaInvalida(
      'La empresa no tiene credenciales de la API SIRE: registre su client_id y client_secret',
    );
  if (!f.usuarioSol || !f.passwordSolCifrado)
    throw entradaInvalida('La empresa no tiene usuario SOL: regístrelo en sus credenciales SUNAT');
  const simulador = empresa.soapEnvio === 'simulador' ? deps.sireSimulador : undefined;
  return crearClienteSire({
    clientId: texto(deps, f.sireClientIdCifrado),
    clientSecret: texto(deps, f.sireClientSecretCifrado),
    ruc: empresa.ruc,
    usuarioSol: f.usuarioSol,
    claveSol: texto(deps, f.passwordSolCifrado),
    ...(simulador ? { urlSeguridad: simulador, urlApi: simulador } : {}),
    timeoutMs: 30_000,
  });
}

/** SUNAT's refusals (credentials, validations, time-outs) reach the user as their Spanish message. */
export async function conSunat<T>(llamada: () => Promise<T>): Promise<T> {
  try {
    return await llamada();
  } catch (e) {
    if (e instanceof ErrorSire) throw entradaInvalida(e.message);
    throw e;
  }
}
