import type { Correo } from '../../infra/correo/correo.ts';
import { plantilla } from '../../infra/correo/plantilla.ts';

export function correoInvitacion(
  para: string,
  datos: { invitante: string; empresa: string; rol: string; enlace: string; dias: number },
): Correo {
  const parrafo = `${datos.invitante} le invita a trabajar en ${datos.empresa} como ${datos.rol}. El enlace vence en ${datos.dias} días y sirve una sola vez.`;
  return {
    para,
    asunto: `Invitación a ${datos.empresa} en Kipu`,
    texto: `${parrafo} Acepte la invitación abriendo este enlace: ${datos.enlace}`,
    html: plantilla('Le invitaron a un equipo', parrafo, datos.enlace, 'Aceptar la invitación'),
  };
}
