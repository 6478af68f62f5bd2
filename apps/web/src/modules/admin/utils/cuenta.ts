import type { EstadoUsuario } from '../../../gql/graphql';

type Severidad = 'success' | 'danger' | 'warning' | 'info';

/** Each account state in words, with its tag's colour. */
export const ESTADOS_CUENTA: Record<EstadoUsuario, { texto: string; severidad: Severidad }> = {
  activo: { texto: 'Activo', severidad: 'success' },
  sin_confirmar: { texto: 'Sin confirmar', severidad: 'info' },
  prueba_vencida: { texto: 'Prueba vencida', severidad: 'warning' },
  desactivado: { texto: 'Desactivado', severidad: 'danger' },
};

export const OPCIONES_ESTADO = (Object.keys(ESTADOS_CUENTA) as EstadoUsuario[]).map((value) => ({
  value,
  label: ESTADOS_CUENTA[value].texto,
}));

export interface AccionesCuenta {
  activar: boolean;
  /** 'Confirmar correo' when the account was never confirmed, 'Activar' when it was deactivated. */
  textoActivar: string;
  desactivar: boolean;
  reenviar: boolean;
  cambiarRol: boolean;
}

/**
 * What the administrator may do with an account, as the server allows it: nothing with their own
 * (that could lock the platform out), and each action only where it changes something.
 */
export function accionesDeCuenta(estado: EstadoUsuario, propia: boolean): AccionesCuenta {
  if (propia)
    return { activar: false, textoActivar: 'Activar', desactivar: false, reenviar: false, cambiarRol: false };
  return {
    activar: estado === 'desactivado' || estado === 'sin_confirmar',
    textoActivar: estado === 'sin_confirmar' ? 'Confirmar correo' : 'Activar',
    desactivar: estado !== 'desactivado',
    reenviar: estado === 'sin_confirmar',
    cambiarRol: true,
  };
}

/** A person's full name from the account's names and surnames. */
export const nombreCompleto = (u: { nombres: string; apellidos: string }) =>
  [u.nombres, u.apellidos].filter(Boolean).join(' ');
