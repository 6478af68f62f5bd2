import type { Correo } from '../../infra/correo/correo.ts';
import { plantilla } from '../../infra/correo/plantilla.ts';

export function correoVerificacion(para: string, nombres: string, enlace: string): Correo {
  const texto = `Hola ${nombres}, confirme su cuenta en Kipu abriendo este enlace (vence en 24 horas): ${enlace}`;
  return {
    para,
    asunto: 'Confirme su cuenta en Kipu',
    texto,
    html: plantilla(
      'Confirme su cuenta',
      `Hola ${nombres}, gracias por registrarse. Confirme su correo para empezar.`,
      enlace,
      'Confirmar mi cuenta',
    ),
  };
}

export function correoReset(para: string, nombres: string, enlace: string): Correo {
  const texto = `Hola ${nombres}, para restablecer su contraseña abra este enlace (vence en 1 hora): ${enlace}`;
  return {
    para,
    asunto: 'Restablecer su contraseña de Kipu',
    texto,
    html: plantilla(
      'Restablecer contraseña',
      `Hola ${nombres}, recibimos una solicitud para cambiar su contraseña.`,
      enlace,
      'Cambiar mi contraseña',
    ),
  };
}

/** The link that confirms a new address; mailed to that new address. */
export function correoCambioEmail(para: string, nombres: string, enlace: string): Correo {
  const texto = `Hola ${nombres}, para usar ${para} como su correo de acceso a Kipu abra este enlace (vence en 24 horas): ${enlace}`;
  return {
    para,
    asunto: 'Confirme su nuevo correo en Kipu',
    texto,
    html: plantilla(
      'Confirme su nuevo correo',
      `Hola ${nombres}, solicitó usar ${para} como su correo de acceso a Kipu. Hasta que lo confirme, su correo anterior sigue vigente.`,
      enlace,
      'Confirmar mi nuevo correo',
    ),
  };
}

/** The notice to the old address once the change is confirmed: its owner learns of it and can react. */
export function correoAvisoCambioEmail(para: string, nombres: string, nuevo: string, enlace: string): Correo {
  const parrafo = `Hola ${nombres}, el correo de acceso de su cuenta de Kipu cambió a ${nuevo}. Si no fue usted, comuníquese de inmediato con soporte: desde ahora los enlaces de acceso se envían a ${nuevo}.`;
  return {
    para,
    asunto: 'El correo de su cuenta de Kipu cambió',
    texto: `${parrafo} ${enlace}`,
    html: plantilla('Su correo de acceso cambió', parrafo, enlace, 'Ir a Kipu'),
  };
}
