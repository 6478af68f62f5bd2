import {
  esCelularPeruano,
  esEmailValido,
  esPasswordRegistroValida,
  MENSAJE_PASSWORD_REGISTRO,
} from '@kipu/peru';
import type { Errores } from '../../../ui/use-formulario';

export type DatosPersonales = { nombres: string; a_paterno: string; a_materno: string; telefono: string };
export type CambioPassword = { actual: string; nueva: string; repetir: string };
export type CambioCorreo = { email: string; password: string };

export const MENSAJE_CELULAR = 'Ingrese un número de celular válido (9 dígitos que empiezan con 9)';

/** The same rules the server applies (it checks again); caught here so the user sees them by the field. */
export function validarDatosPersonales(f: DatosPersonales): Errores<DatosPersonales> {
  const e: Errores<DatosPersonales> = {};
  if (!f.nombres.trim()) e.nombres = 'Ingrese su nombre';
  if (f.telefono.trim() && !esCelularPeruano(f.telefono.trim())) e.telefono = MENSAJE_CELULAR;
  return e;
}

export function validarCambioPassword(f: CambioPassword): Errores<CambioPassword> {
  const e: Errores<CambioPassword> = {};
  if (!f.actual) e.actual = 'Ingrese su contraseña actual';
  if (!esPasswordRegistroValida(f.nueva)) e.nueva = MENSAJE_PASSWORD_REGISTRO;
  else if (f.nueva === f.actual) e.nueva = 'La nueva contraseña debe ser distinta de la actual';
  if (f.repetir !== f.nueva) e.repetir = 'Las contraseñas no son iguales';
  return e;
}

export function validarCambioCorreo(f: CambioCorreo, actual: string): Errores<CambioCorreo> {
  const e: Errores<CambioCorreo> = {};
  const email = f.email.trim().toLowerCase();
  if (!esEmailValido(email)) e.email = `La dirección de email "${f.email.trim()}" es incorrecta`;
  else if (email === actual.toLowerCase()) e.email = 'El nuevo correo es igual al actual';
  if (!f.password) e.password = 'Ingrese su contraseña actual';
  return e;
}

/** The user's full name as the header shows it. */
export function nombreCompleto(p: { nombres: string; a_paterno: string | null; a_materno: string | null }) {
  return [p.nombres, p.a_paterno, p.a_materno].filter(Boolean).join(' ');
}
