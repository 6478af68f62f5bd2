import { type ClienteGre, crearClienteGre, URLS_GRE } from '@kipu/peru/sunat/cliente-gre';
import type { ErrorGre } from '@kipu/peru/sunat/error-gre';
import { credencialesDe } from '../../shared/aplicacion-api-sunat.ts';
import { descifrar } from '../../shared/cifrado.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { usuarioSolDeEnvio } from '../facturacion/modo-pruebas.ts';

export type EmpresaGre = { id: string; ruc: string; soapEnvio: string };

const DONDE = 'Datos generales › Empresas › Credenciales SUNAT';

export const MENSAJE_SIN_CREDENCIALES_GRE =
  'La empresa no tiene credenciales de la API GRE: registre el client_id y el client_secret que SUNAT ' +
  `le dio en Menú SOL › Credenciales de API SUNAT (${DONDE}); la guía queda pendiente hasta entonces`;

/** What the guide keeps when SUNAT refuses the application or the SOL user: what to fix and where. */
export const mensajeCredencialesGre = (e: ErrorGre) =>
  `SUNAT rechazó las credenciales de la API GRE (${e.message}): revise el client_id y client_secret de ` +
  `Credenciales de API SUNAT y el usuario SOL en ${DONDE}; la guía queda pendiente hasta entonces`;

/**
 * The GRE client of a company, or why it cannot send (no application, no SOL user): the local
 * simulator for companies whose soap_envio is 'simulador' (demo and test companies), SUNAT's
 * production API otherwise — SUNAT has no GRE beta. A test environment without its own SOL user
 * signs in with SUNAT's public test user, as the invoices do.
 */
export async function clienteGreDeEmpresa(
  deps: Dependencias,
  empresa: EmpresaGre,
): Promise<ClienteGre | string> {
  const f = await credencialesDe(deps, empresa.id);
  if (!f?.greClientIdCifrado || !f.greClientSecretCifrado) return MENSAJE_SIN_CREDENCIALES_GRE;
  const texto = (sobre: string) => descifrar(deps.claves.cifrado, sobre).toString('utf8');
  const propio =
    f.usuarioSol && f.passwordSolCifrado
      ? { usuario: f.usuarioSol, clave: texto(f.passwordSolCifrado) }
      : undefined;
  const sol = usuarioSolDeEnvio(empresa.soapEnvio, propio);
  if (!sol) return `La empresa no tiene usuario SOL: regístrelo en ${DONDE}`;
  const simulador = empresa.soapEnvio === 'simulador' ? deps.greSimulador : undefined;
  const urls = simulador ? { seguridad: simulador, api: simulador } : URLS_GRE.produccion;
  return crearClienteGre({
    urlSeguridad: urls.seguridad,
    urlApi: urls.api,
    clientId: texto(f.greClientIdCifrado),
    clientSecret: texto(f.greClientSecretCifrado),
    ruc: empresa.ruc,
    usuario: sol.usuario,
    clave: sol.clave,
    timeoutMs: 30_000,
  });
}
