import type { ConcesionInput, InvitacionInput } from '../../../gql/graphql';
import type { Errores } from '../../../ui/use-formulario';
import { MSG } from '../../auth/utils/messages';
import { isValidEmail, normalizeEmail } from '../../auth/utils/validation';
import { ROLES } from '../../workspace/utils/role-rules';

/** The server's limit of a demo grant, in days. */
export const MAX_DIAS_DEMO = 90;
const DIA_MS = 86_400_000;

/** What the invite and edit dialogs ask: the grant, and the address when inviting. */
export interface ConcesionForm {
  email: string;
  rol_id: string | null;
  local_id: string | null;
  modulos: string[];
  cocina_id: string | null;
  /** Days of a demo grant as typed; empty is a grant with no end. */
  demo_dias: string;
}

/** What a member's grant says, as listed. */
export interface ConcesionActual {
  rol_id: string;
  local_id?: string | null;
  modulos?: readonly string[] | null;
  cocina_id?: string | null;
  demo_vence_at?: string | null;
}

export const concesionVacia = (): ConcesionForm => ({
  email: '',
  rol_id: null,
  local_id: null,
  modulos: [],
  cocina_id: null,
  demo_dias: '',
});

/** Only a cook works in a kitchen: the kitchen field shows, and is sent, for that role alone. */
export const esCocinero = (rolId: string | null): boolean => rolId === ROLES.cocinero;

/** Days left of a demo grant, rounded up (at least 1, so that editing keeps it a demo); '' without one. */
export function diasRestantes(venceAt: string | null | undefined, ahora: Date = new Date()): string {
  if (!venceAt) return '';
  const vence = new Date(venceAt).getTime();
  if (Number.isNaN(vence)) return '';
  return String(Math.max(1, Math.ceil((vence - ahora.getTime()) / DIA_MS)));
}

/** The edit form of a member's grant. */
export function formDeMiembro(m: ConcesionActual, ahora: Date = new Date()): ConcesionForm {
  return {
    email: '',
    rol_id: m.rol_id,
    local_id: m.local_id ?? null,
    modulos: [...(m.modulos ?? [])],
    cocina_id: m.cocina_id ?? null,
    demo_dias: diasRestantes(m.demo_vence_at, ahora),
  };
}

/** The demo days typed, or null for none; undefined when they are not a whole number in range. */
function diasDemo(texto: string): number | null | undefined {
  const limpio = texto.trim();
  if (!limpio) return null;
  if (!/^\d+$/.test(limpio)) return undefined;
  const dias = Number(limpio);
  return dias >= 1 && dias <= MAX_DIAS_DEMO ? dias : undefined;
}

/** The grant's own checks (the server checks again, and what only it knows: roles, locals, modules). */
export function validarConcesion(f: ConcesionForm): Errores<ConcesionForm> {
  const errores: Errores<ConcesionForm> = {};
  if (!f.rol_id) errores.rol_id = 'Seleccione un rol';
  if (diasDemo(f.demo_dias) === undefined)
    errores.demo_dias = `Los días de demostración van de 1 a ${MAX_DIAS_DEMO}`;
  return errores;
}

export function validarInvitacion(f: ConcesionForm): Errores<ConcesionForm> {
  const errores = validarConcesion(f);
  const email = f.email.trim();
  if (!email) errores.email = 'Ingrese el correo de la persona que invita';
  else if (!isValidEmail(normalizeEmail(email))) errores.email = MSG.emailInvalid(email);
  return errores;
}

/** The grant as the server takes it: no modules chosen is every module of the role. */
export function entradaConcesion(f: ConcesionForm): ConcesionInput {
  return {
    rol_id: f.rol_id ?? '',
    local_id: f.local_id,
    modulos: f.modulos.length > 0 ? f.modulos : null,
    cocina_id: esCocinero(f.rol_id) ? f.cocina_id : null,
    demo_dias: diasDemo(f.demo_dias) ?? null,
  };
}

export function entradaInvitacion(f: ConcesionForm): InvitacionInput {
  return { email: normalizeEmail(f.email), ...entradaConcesion(f) };
}
