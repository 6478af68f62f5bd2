import { schema } from '@kipu/db';
import type { ClienteBillService } from '@kipu/peru/sunat/cliente-bill-service';
import type { Dependencias } from '../../shared/dependencias.ts';
import { clienteSunatDeEmpresa, SinCredencialesSol } from './credenciales-envio.ts';
import { MENSAJE_PAUSA } from './politica-envio.ts';

/** What the sending jobs read of the company with the row they send. */
export const EMPRESA_DE_ENVIO = {
  id: schema.empresas.id,
  ruc: schema.empresas.ruc,
  soapEnvio: schema.empresas.soapEnvio,
  urlOse: schema.empresas.urlOse,
  envioPausado: schema.empresas.envioPausado,
};

type EmpresaDeEnvio = {
  id: string;
  ruc: string;
  soapEnvio: string;
  urlOse: string | null;
  envioPausado: boolean;
};

export const mensajeDe = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * The client a job sends with, or why it cannot send now (sending paused, no destination, no SOL
 * user): the job notes that reason on its row and stops, without a retry — resuming or resending
 * queues it again.
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
