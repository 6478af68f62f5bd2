import { schema } from '@kipu/db';
import type { ClienteBillService, ErrorSunat } from '@kipu/peru/sunat/cliente-bill-service';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { clienteSunatDeEmpresa, SinCredencialesSol } from './credenciales-envio.ts';
import { mensajeCredenciales } from './modo-pruebas.ts';
import { MENSAJE_PAUSA } from './politica-envio.ts';

/**
 * What the sending jobs read of the company with the row they send, its SOL user included (joined with
 * `conCredenciales`): one read per document sent instead of two.
 */
export const EMPRESA_DE_ENVIO = {
  id: schema.empresas.id,
  ruc: schema.empresas.ruc,
  soapEnvio: schema.empresas.soapEnvio,
  urlOse: schema.empresas.urlOse,
  envioPausado: schema.empresas.envioPausado,
  modoPruebasDesde: schema.empresas.modoPruebasDesde,
  usuarioSol: schema.empresaCredenciales.usuarioSol,
  passwordSolCifrado: schema.empresaCredenciales.passwordSolCifrado,
};

/** The join EMPRESA_DE_ENVIO's SOL columns come from (a company without credentials reads nulls). */
export const CREDENCIALES_DE_EMPRESA = eq(schema.empresaCredenciales.empresaId, schema.empresas.id);

export type EmpresaDeEnvio = {
  id: string;
  ruc: string;
  soapEnvio: string;
  urlOse: string | null;
  envioPausado: boolean;
  modoPruebasDesde: Date | null;
  usuarioSol: string | null;
  passwordSolCifrado: string | null;
};

/** A refused SOL sign-in (ErrorSunat of tipo 'credenciales') as the guidance the row keeps. */
export const mensajeDeCredenciales = (e: ErrorSunat, empresa: { soapEnvio: string }) =>
  mensajeCredenciales(e.codigo, e.message.replace(/^SUNAT \S+: /, ''), empresa.soapEnvio);

/**
 * The client a job sends with, or why it cannot send now (sending paused, a test environment nobody
 * chose in production, no destination, no SOL user): the job notes that reason on its row and stops,
 * without a retry — resuming, configuring or resending queues it again.
 */
export async function clienteParaEnviar(
  deps: Dependencias,
  empresa: EmpresaDeEnvio,
): Promise<ClienteBillService | string> {
  if (empresa.envioPausado) return MENSAJE_PAUSA;
  try {
    return await clienteSunatDeEmpresa(deps, empresa);
  } catch (e) {
    if (e instanceof SinCredencialesSol) return e.message;
    throw e;
  }
}
