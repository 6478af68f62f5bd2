import type { Correo } from '../../infra/correo/correo.ts';
import { plantilla } from '../../infra/correo/plantilla.ts';

/**
 * The new sub-account's access: the address, the temporary password (sent once, here and in the
 * manager's answer; only its hash is kept) and where to log in, where it must be changed first.
 */
export function correoSubcuenta(
  para: string,
  datos: { creador: string; empresa: string; rol: string; password: string; enlace: string },
): Correo {
  const parrafo = `${datos.creador} le creó una cuenta en Kipu para trabajar en ${datos.empresa} como ${datos.rol}. Ingrese con su correo ${para} y la contraseña temporal ${datos.password}; al entrar deberá cambiarla por una propia.`;
  return {
    para,
    asunto: `Su cuenta de Kipu para ${datos.empresa}`,
    texto: `${parrafo} Inicie sesión aquí: ${datos.enlace}`,
    html: plantilla('Le crearon una cuenta', parrafo, datos.enlace, 'Iniciar sesión'),
  };
}
