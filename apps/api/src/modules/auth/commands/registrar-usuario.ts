import { errorDeBaseDatos, ROL, schema } from '@kipu/db';
import {
  dominioEmail,
  esCelularPeruano,
  esEmailValido,
  esPasswordRegistroValida,
  MENSAJE_PASSWORD_REGISTRO,
  normalizarEmail,
} from '@kipu/peru';
import type { Dependencias } from '../../../shared/dependencias.ts';
import { entradaInvalida } from '../../../shared/errores.ts';
import { esCorreoTemporal } from '../correos-temporales.ts';
import { enviarEnlace } from '../enlaces.ts';
import { exigirCaptcha, exigirLimite, UNA_HORA_S } from '../limites-auth.ts';
import { hashPassword } from '../passwords.ts';
import { usuarioPorEmail } from '../usuarios.ts';

export type RegistroInput = {
  nombres: string;
  email: string;
  telefono?: string | null;
  password: string;
  contactar: boolean;
};

/** The answer the client reads for a disposable e-mail domain (spec 01 §7). */
export const ID_CORREO_TEMPORAL = '123';

export function validarRegistro(input: RegistroInput): {
  nombres: string;
  email: string;
  telefono: string | null;
} {
  const nombres = input.nombres.trim().replace(/\s+/g, ' ');
  const email = normalizarEmail(input.email);
  const telefono = input.telefono?.trim() || null;
  if (!nombres) throw entradaInvalida('Ingrese un nombre de Usuario');
  if (nombres.length > 120) throw entradaInvalida('El nombre no debe superar 120 caracteres');
  if (!esEmailValido(email))
    throw entradaInvalida(`La dirección de email "${input.email.trim()}" es incorrecta`);
  if (input.contactar && !(telefono && esCelularPeruano(telefono))) {
    throw entradaInvalida('Ingrese un número del teléfono de contacto válido');
  }
  if (telefono && telefono.length > 20)
    throw entradaInvalida('Ingrese un número del teléfono de contacto válido');
  if (!esPasswordRegistroValida(input.password)) throw entradaInvalida(MENSAJE_PASSWORD_REGISTRO);
  return { nombres, email, telefono };
}

/**
 * createUser: null when the e-mail is taken; id '123' for a disposable domain; else mails the confirmation
 * link. Needs a solved captcha and is limited per IP, so nobody can mass-create accounts or mail with it.
 */
export async function registrarUsuario(
  deps: Dependencias,
  input: RegistroInput,
  peticion: { ip: string; captcha?: string | null | undefined },
): Promise<{ id: string } | null> {
  const { nombres, email, telefono } = validarRegistro(input);
  await exigirCaptcha(deps, peticion.captcha, peticion.ip);
  await exigirLimite(deps, `registro:ip:${peticion.ip}`, deps.config.limites.registrosPorIp, UNA_HORA_S);
  if (esCorreoTemporal(dominioEmail(email))) return { id: ID_CORREO_TEMPORAL };
  if (await usuarioPorEmail(deps.db, email)) return null;
  const passwordHash = await hashPassword(input.password, deps.config.argon2);
  let usuario: { id: string } | undefined;
  try {
    [usuario] = await deps.db
      .insert(schema.usuarios)
      .values({ email, nombres, telefono, passwordHash, contactar: input.contactar, rolId: ROL.contador })
      .returning({ id: schema.usuarios.id });
  } catch (e) {
    // Two registrations of one address at once: the unique index decides, the loser gets null.
    if (errorDeBaseDatos(e).code === '23505') return null;
    throw e;
  }
  if (!usuario) throw new Error('No se pudo crear el usuario');
  await enviarEnlace(deps, { id: usuario.id, email, nombres }, 'verificacion');
  return usuario;
}
