/** How the access log names each of its actions. */
const ACCIONES: Record<string, string> = {
  invitacion: 'Invitación enviada',
  invitacion_anulada: 'Invitación anulada',
  invitacion_aceptada: 'Invitación aceptada',
  subcuenta_creada: 'Subcuenta creada',
  acceso_modificado: 'Acceso modificado',
  acceso_suspendido: 'Acceso suspendido',
  acceso_reactivado: 'Acceso reactivado',
  acceso_retirado: 'Acceso retirado',
  rol_creado: 'Rol creado',
  rol_modificado: 'Rol modificado',
  cuenta_desactivada: 'Cuenta desactivada',
  cuenta_reactivada: 'Cuenta activada',
  rol_plataforma_cambiado: 'Rol de plataforma cambiado',
  confirmacion_reenviada: 'Confirmación reenviada',
};

export const nombreAccion = (accion: string): string => ACCIONES[accion] ?? accion;

/** Names of the ids a log entry may carry (roles, locals, modules), as the screen knows them. */
export interface Nombres {
  rol: (id: string) => string;
  local: (id: string) => string;
  modulo: (id: string) => string;
}

/** A grant's modules in words: none listed is every module of its role ('Todos'). */
export function textoModulos(modulos: readonly string[] | null | undefined, modulo: (id: string) => string) {
  return modulos && modulos.length > 0 ? modulos.map(modulo).join(', ') : 'Todos';
}

const esTexto = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * What changed, in words, from the entry's JSON detail ('Rol: Cajero · Local: PRINCIPAL · Demo: 7 días');
 * an unreadable detail is shown as it came.
 */
export function textoDetalle(detalle: string, n: Nombres): string {
  let datos: unknown;
  try {
    datos = JSON.parse(detalle);
  } catch {
    return detalle;
  }
  if (!datos || typeof datos !== 'object') return '';
  const d = datos as Record<string, unknown>;
  const partes: string[] = [];
  if (esTexto(d.email)) partes.push(`Correo: ${d.email}`);
  if (esTexto(d.rol_id)) partes.push(`Rol: ${n.rol(d.rol_id)}`);
  if (esTexto(d.local_id)) partes.push(`Local: ${n.local(d.local_id)}`);
  if (Array.isArray(d.modulos) && d.modulos.length > 0)
    partes.push(`Módulos: ${textoModulos(d.modulos.filter(esTexto), n.modulo)}`);
  if (typeof d.demo_dias === 'number') partes.push(`Demo: ${d.demo_dias} días`);
  if (esTexto(d.antes) && esTexto(d.despues)) partes.push(`Rol: ${n.rol(d.antes)} → ${n.rol(d.despues)}`);
  if (d.email_confirmado === true) partes.push('Correo confirmado por el administrador');
  for (const [clave, etiqueta] of [
    ['agregados', 'Permisos agregados'],
    ['quitados', 'Permisos quitados'],
  ] as const) {
    const ids = d[clave];
    if (Array.isArray(ids) && ids.length > 0) partes.push(`${etiqueta}: ${ids.filter(esTexto).join(', ')}`);
  }
  return partes.join(' · ');
}

/** The state a member's grant is in, as the table shows it. */
export function estadoMiembro(
  m: { suspendido: boolean; demo_vence_at?: string | null },
  ahora: Date = new Date(),
): { texto: string; severidad: 'success' | 'danger' | 'warning' } {
  if (m.suspendido) return { texto: 'Suspendido', severidad: 'danger' };
  if (m.demo_vence_at && new Date(m.demo_vence_at).getTime() <= ahora.getTime())
    return { texto: 'Demo vencida', severidad: 'warning' };
  return { texto: 'Activo', severidad: 'success' };
}
