import { createPrivateKey } from 'node:crypto';
import { schema } from '@kipu/db';
import { leerPkcs12 } from '@kipu/peru/firma/certificado';
import type { CredencialFirma } from '@kipu/peru/firma/firmar-xml';
import {
  type ClienteBillService,
  crearClienteBillService,
  URLS_SUNAT,
} from '@kipu/peru/sunat/cliente-bill-service';
import { eq, sql } from 'drizzle-orm';
import { descifrar } from '../../shared/cifrado.ts';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';
import { envioBloqueado, usuarioSolDeEnvio } from './modo-pruebas.ts';

/**
 * Reading a .pfx costs tens of milliseconds; a burst of emissions reuses the key read once, until the
 * company stores another certificate (its row's updated_at changes).
 */
const firmas = new WeakMap<Dependencias, Map<string, { version: number; firma: CredencialFirma }>>();

const { empresaCredenciales: ec } = schema;

/** The encrypted .pfx and its password: read only when the key kept in memory is not this version's. */
async function certificadoCifrado(deps: Dependencias, empresaId: string) {
  const [fila] = await deps.db
    .select({ pfx: ec.certificadoCifrado, password: ec.passwordCertificadoCifrado })
    .from(ec)
    .where(eq(ec.empresaId, empresaId));
  return fila;
}

/** What says whether the company's certificate may sign, and which one is stored: read with other rows. */
export const VERSION_DE_FIRMA = {
  tieneCertificado: sql<boolean>`${ec.certificadoCifrado} is not null and ${ec.passwordCertificadoCifrado} is not null`,
  vence: ec.certificadoVence,
  updatedAt: ec.updatedAt,
};

type VersionDeFirma = { tieneCertificado: boolean; vence: Date | null; updatedAt: Date };

/** The company's certificate and key for signing; a missing, unreadable or expired one is bad input. */
export async function credencialDeFirma(deps: Dependencias, empresaId: string): Promise<CredencialFirma> {
  const [fila] = await deps.db.select(VERSION_DE_FIRMA).from(ec).where(eq(ec.empresaId, empresaId));
  return firmaDeVersion(deps, empresaId, fila);
}

/** credencialDeFirma on the version read by the caller (null: the company has no credentials row). */
export async function firmaDeVersion(
  deps: Dependencias,
  empresaId: string,
  fila: VersionDeFirma | null | undefined,
): Promise<CredencialFirma> {
  if (!fila?.tieneCertificado)
    throw entradaInvalida('La empresa no tiene certificado digital: súbalo en sus credenciales SUNAT');
  if (fila.vence && fila.vence < new Date())
    throw entradaInvalida('El certificado digital de la empresa está vencido');
  const version = fila.updatedAt.getTime();
  let porEmpresa = firmas.get(deps);
  if (!porEmpresa) {
    porEmpresa = new Map();
    firmas.set(deps, porEmpresa);
  }
  const guardada = porEmpresa.get(empresaId);
  if (guardada?.version === version) return guardada.firma;
  const cifrado = await certificadoCifrado(deps, empresaId);
  if (!cifrado?.pfx || !cifrado.password)
    throw entradaInvalida('La empresa no tiene certificado digital: súbalo en sus credenciales SUNAT');
  const pfx = descifrar(deps.claves.cifrado, cifrado.pfx);
  const password = descifrar(deps.claves.cifrado, cifrado.password).toString('utf8');
  const c = leerPkcs12(pfx, password);
  if ('error' in c)
    throw entradaInvalida('El certificado digital de la empresa no se puede leer: vuelva a subirlo');
  const firma = { certificadoPem: c.certificadoPem, llave: createPrivateKey(c.llavePem) };
  porEmpresa.set(empresaId, { version, firma });
  return firma;
}

/** Why a company cannot send: answered as the document's last error, not thrown to the queue. */
export class SinCredencialesSol extends Error {}

type DestinoEnvio = { url: string; urlConsulta: string };

/**
 * Where a company sends, by its soap_envio: the embedded simulator, SUNAT's beta or production
 * billService, or its OSE's (the same SOAP; getStatusCdr at the same address). A message when none.
 */
export function destinoDeEnvio(
  empresa: { soapEnvio: string; urlOse?: string | null },
  simulador: DestinoEnvio,
): DestinoEnvio | string {
  switch (empresa.soapEnvio) {
    case 'simulador':
      return simulador;
    case 'beta':
      return { url: URLS_SUNAT.beta, urlConsulta: URLS_SUNAT.consultaCdr };
    case 'produccion':
      return { url: URLS_SUNAT.produccion, urlConsulta: URLS_SUNAT.consultaCdr };
    case 'ose':
      return empresa.urlOse
        ? { url: empresa.urlOse, urlConsulta: empresa.urlOse }
        : 'La empresa envía por un OSE pero no tiene su URL: regístrela en Facturación › Resúmenes y bajas › Configurar envío';
    default:
      return `El envío por ${empresa.soapEnvio} no está disponible`;
  }
}

/**
 * The billService client of a company: its soap_envio destination and its SOL user. In production a
 * test environment nobody chose is refused; a company without SOL user signs in to a test environment
 * with SUNAT's public test user (MODDATOS), and needs its own for production or an OSE.
 */
export async function clienteSunatDeEmpresa(
  deps: Dependencias,
  empresa: {
    id: string;
    ruc: string;
    soapEnvio: string;
    urlOse?: string | null;
    modoPruebasDesde: Date | null;
    /** The SOL user as the caller read it with the company (EMPRESA_DE_ENVIO), else read here. */
    usuarioSol?: string | null;
    passwordSolCifrado?: string | null;
  },
): Promise<ClienteBillService> {
  const bloqueo = envioBloqueado(empresa, deps.config.produccion);
  if (bloqueo) throw new SinCredencialesSol(bloqueo);
  const destino = destinoDeEnvio(empresa, deps.sunatSimulador);
  if (typeof destino === 'string') throw new SinCredencialesSol(destino);
  const [fila] =
    empresa.usuarioSol !== undefined && empresa.passwordSolCifrado !== undefined
      ? [{ usuarioSol: empresa.usuarioSol, passwordSolCifrado: empresa.passwordSolCifrado }]
      : await deps.db
          .select({ usuarioSol: ec.usuarioSol, passwordSolCifrado: ec.passwordSolCifrado })
          .from(ec)
          .where(eq(ec.empresaId, empresa.id));
  const propio =
    fila?.usuarioSol && fila.passwordSolCifrado
      ? {
          usuario: fila.usuarioSol,
          clave: descifrar(deps.claves.cifrado, fila.passwordSolCifrado).toString('utf8'),
        }
      : undefined;
  const sol = usuarioSolDeEnvio(empresa.soapEnvio, propio);
  if (!sol)
    throw new SinCredencialesSol(
      'La empresa no tiene usuario SOL: regístrelo en Datos generales › Empresas › Credenciales SUNAT',
    );
  return crearClienteBillService({
    url: destino.url,
    urlConsulta: destino.urlConsulta,
    ruc: empresa.ruc,
    usuarioSol: sol.usuario,
    claveSol: sol.clave,
  });
}
