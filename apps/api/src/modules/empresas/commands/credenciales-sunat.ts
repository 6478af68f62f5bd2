import { schema } from '@kipu/db';
import { generarCertificadoPrueba, leerPkcs12 } from '@kipu/peru/firma/certificado';
import { validarTexto } from '@kipu/peru/texto/texto-xml';
import { eq } from 'drizzle-orm';
import { cifrar, descifrar } from '../../../shared/cifrado.ts';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import type { SesionActiva } from '../../auth/sesion-activa.ts';
import { esModoPruebas } from '../../facturacion/modo-pruebas.ts';
import { exigirEmpresa } from '../../workspace/alcance.ts';

export type EstadoCredenciales = {
  usuario_sol: string | null;
  tiene_password_sol: boolean;
  tiene_certificado: boolean;
  certificado_sujeto: string | null;
  certificado_ruc: string | null;
  certificado_vence: string | null;
};

export type VerificacionCertificado = {
  legible: boolean;
  vigente: boolean;
  ruc_coincide: boolean;
  dias_para_vencer: number | null;
  sujeto: string | null;
  vence: string | null;
  mensaje: string;
};

const MENSAJE_ERROR = {
  ilegible: 'El archivo no es un certificado .pfx/.p12 válido',
  password: 'La contraseña del certificado no es correcta',
  'sin-llave': 'El certificado no contiene la llave privada',
} as const;

async function guardar(
  deps: Dependencias,
  empresaId: string,
  valores: Partial<typeof schema.empresaCredenciales.$inferInsert>,
) {
  await deps.db
    .insert(schema.empresaCredenciales)
    .values({ empresaId, ...valores })
    .onConflictDoUpdate({ target: schema.empresaCredenciales.empresaId, set: valores });
}

/** The SOL user and password (the password encrypted at rest). */
export async function guardarCredencialesSol(
  deps: Dependencias,
  sesion: SesionActiva,
  input: { empresa_id: string; usuario_sol: string; password_sol: string },
): Promise<EstadoCredenciales> {
  await exigirEmpresa(deps.db, sesion, input.empresa_id);
  const usuario = input.usuario_sol.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,8}$/.test(usuario))
    throw entradaInvalida('El usuario SOL tiene de 3 a 8 letras o números');
  if (input.password_sol.length < 6 || input.password_sol.length > 12)
    throw entradaInvalida('La clave SOL tiene de 6 a 12 caracteres');
  // The clave travels in the WS-Security header of every SOAP call: an XML text like any other.
  const textoMalo = validarTexto(input.password_sol, { campo: 'la clave SOL' });
  if (textoMalo) throw entradaInvalida(textoMalo);
  await guardar(deps, input.empresa_id, {
    usuarioSol: usuario,
    passwordSolCifrado: cifrar(deps.claves.cifrado, input.password_sol),
  });
  return estadoCredenciales(deps, sesion, input.empresa_id);
}

function verificar(pfx: Buffer, password: string, ruc: string, ahora = new Date()): VerificacionCertificado {
  const c = leerPkcs12(pfx, password);
  if ('error' in c) {
    return {
      legible: false,
      vigente: false,
      ruc_coincide: false,
      dias_para_vencer: null,
      sujeto: null,
      vence: null,
      mensaje: MENSAJE_ERROR[c.error],
    };
  }
  const dias = Math.floor((c.vence.getTime() - ahora.getTime()) / 86_400_000);
  const vigente = c.emitido <= ahora && ahora <= c.vence;
  const coincide = c.ruc === ruc;
  const mensaje = !vigente
    ? 'El certificado está vencido'
    : !coincide
      ? `El certificado es del RUC ${c.ruc ?? 'desconocido'}, no de la empresa (${ruc})`
      : `Certificado válido: vence en ${dias} días`;
  return {
    legible: true,
    vigente,
    ruc_coincide: coincide,
    dias_para_vencer: dias,
    sujeto: c.sujeto,
    vence: c.vence.toISOString(),
    mensaje,
  };
}

/**
 * Stores the company's .pfx (encrypted, with its password) only when it is readable, in force and of
 * the company's RUC; otherwise answers why and keeps the previous one.
 */
export async function subirCertificado(
  deps: Dependencias,
  sesion: SesionActiva,
  input: { empresa_id: string; pfx_base64: string; password: string },
): Promise<VerificacionCertificado> {
  const { empresa } = await exigirEmpresa(deps.db, sesion, input.empresa_id);
  if (input.pfx_base64.length > 200_000) throw entradaInvalida('El certificado es demasiado grande');
  const pfx = Buffer.from(input.pfx_base64, 'base64');
  const v = verificar(pfx, input.password, empresa.ruc);
  if (!(v.legible && v.vigente && v.ruc_coincide)) throw entradaInvalida(v.mensaje);
  const c = leerPkcs12(pfx, input.password);
  if ('error' in c) throw entradaInvalida(MENSAJE_ERROR[c.error]);
  await guardar(deps, input.empresa_id, {
    certificadoCifrado: cifrar(deps.claves.cifrado, pfx),
    passwordCertificadoCifrado: cifrar(deps.claves.cifrado, input.password),
    certificadoSujeto: c.sujeto,
    certificadoRuc: c.ruc,
    certificadoVence: c.vence,
  });
  return v;
}

/** verificarCertificado: re-reads the stored certificate (decrypting it) and reports on it. */
export async function verificarCertificado(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<VerificacionCertificado> {
  const { empresa } = await exigirEmpresa(deps.db, sesion, empresaId);
  const [fila] = await deps.db
    .select()
    .from(schema.empresaCredenciales)
    .where(eq(schema.empresaCredenciales.empresaId, empresaId));
  if (!fila?.certificadoCifrado || !fila.passwordCertificadoCifrado) {
    return {
      legible: false,
      vigente: false,
      ruc_coincide: false,
      dias_para_vencer: null,
      sujeto: null,
      vence: null,
      mensaje: 'La empresa no tiene certificado',
    };
  }
  const pfx = descifrar(deps.claves.cifrado, fila.certificadoCifrado);
  const password = descifrar(deps.claves.cifrado, fila.passwordCertificadoCifrado).toString('utf8');
  return verificar(pfx, password, empresa.ruc);
}

export async function estadoCredenciales(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<EstadoCredenciales> {
  await exigirEmpresa(deps.db, sesion, empresaId);
  const [f] = await deps.db
    .select()
    .from(schema.empresaCredenciales)
    .where(eq(schema.empresaCredenciales.empresaId, empresaId));
  return {
    usuario_sol: f?.usuarioSol ?? null,
    tiene_password_sol: Boolean(f?.passwordSolCifrado),
    tiene_certificado: Boolean(f?.certificadoCifrado),
    certificado_sujeto: f?.certificadoSujeto ?? null,
    certificado_ruc: f?.certificadoRuc ?? null,
    certificado_vence: f?.certificadoVence?.toISOString() ?? null,
  };
}

/** Stores a generated self-signed certificate of the RUC (encrypted, as an uploaded one). */
async function guardarCertificadoGenerado(
  deps: Dependencias,
  empresaId: string,
  ruc: string,
  razonSocial: string,
  extra: Partial<typeof schema.empresaCredenciales.$inferInsert> = {},
): Promise<VerificacionCertificado> {
  const { pfx, password } = generarCertificadoPrueba(ruc, razonSocial);
  const c = leerPkcs12(pfx, password);
  if ('error' in c) throw new Error(MENSAJE_ERROR[c.error]);
  await guardar(deps, empresaId, {
    certificadoCifrado: cifrar(deps.claves.cifrado, pfx),
    passwordCertificadoCifrado: cifrar(deps.claves.cifrado, password),
    certificadoSujeto: c.sujeto,
    certificadoRuc: c.ruc,
    certificadoVence: c.vence,
    ...extra,
  });
  return verificar(pfx, password, ruc);
}

/** The demo company signs out of the box with a generated test certificate and SUNAT's test SOL user. */
export async function instalarCertificadoPrueba(
  deps: Dependencias,
  empresaId: string,
  ruc: string,
  razonSocial: string,
) {
  await guardarCertificadoGenerado(deps, empresaId, ruc, razonSocial, {
    usuarioSol: 'MODDATOS',
    passwordSolCifrado: cifrar(deps.claves.cifrado, 'moddatos'),
  });
}

export const MENSAJE_CERTIFICADO_PRUEBAS_REAL =
  'El certificado de pruebas solo sirve en modo pruebas: para enviar a SUNAT suba el certificado digital de la empresa';

/**
 * usarCertificadoDePruebas: a company in test mode (simulator or SUNAT beta) may sign with a generated
 * certificate of its RUC instead of buying one first. Never over a certificate the company uploaded
 * (that would lose it), never for a company that sends for real.
 */
export async function usarCertificadoDePruebas(
  deps: Dependencias,
  sesion: SesionActiva,
  empresaId: string,
): Promise<VerificacionCertificado> {
  const { empresa } = await exigirEmpresa(deps.db, sesion, empresaId);
  if (!esModoPruebas(empresa.soapEnvio)) throw entradaInvalida(MENSAJE_CERTIFICADO_PRUEBAS_REAL);
  const [actual] = await deps.db
    .select({ cifrado: schema.empresaCredenciales.certificadoCifrado })
    .from(schema.empresaCredenciales)
    .where(eq(schema.empresaCredenciales.empresaId, empresaId));
  if (actual?.cifrado)
    throw entradaInvalida('La empresa ya tiene un certificado: reemplácelo subiendo el nuevo .pfx');
  return guardarCertificadoGenerado(deps, empresaId, empresa.ruc, empresa.razonSocial);
}
