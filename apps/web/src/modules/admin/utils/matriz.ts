import { ROLES } from '../../workspace/utils/role-rules';

/**
 * The role × permission matrix of /admin/roles, as pure functions. Permission ids are hierarchical (a
 * parent such as GEN001 is the menu group of GEN001001…): a role keeps a parent whenever it keeps one of
 * its children, as the seed stores them and as the sidebar expects, so the screen only lets the leaves be
 * chosen and works the parents out when saving.
 */

/** A permission of the catalogue, as matrizPermisos lists it. */
export interface PermisoMatriz {
  id: string;
  nombre: string;
  padre_id?: string | null;
  modulo_id?: string | null;
}

/** A top-level permission with the leaves below it; a parent without children is its own leaf. */
export interface GrupoPermisos {
  padre: PermisoMatriz;
  hojas: PermisoMatriz[];
}

/** The groups of one module; `modulo_id` null is the permissions every module shares. */
export interface SeccionModulo {
  modulo_id: string | null;
  nombre: string;
  grupos: GrupoPermisos[];
}

/** What the section of the permissions without a module is called. */
export const SECCION_GENERAL = 'General';

/** How many leaves of a group are chosen. */
export interface EstadoGrupo {
  marcadas: number;
  total: number;
  todas: boolean;
  alguna: boolean;
}

/** The top-level ancestor of a permission (itself when it has no parent in the catalogue). */
function raizDe(p: PermisoMatriz, porId: ReadonlyMap<string, PermisoMatriz>): PermisoMatriz {
  let actual = p;
  const vistos = new Set<string>([p.id]);
  for (;;) {
    const padre = actual.padre_id ? porId.get(actual.padre_id) : undefined;
    // A broken chain (unknown or looping parent) stops where it is.
    if (!padre || vistos.has(padre.id)) return actual;
    vistos.add(padre.id);
    actual = padre;
  }
}

/**
 * The catalogue as sections by module (the shared one first, then in the catalogue's order), each with
 * its top-level groups in the catalogue's order; a group lists the leaves below its parent.
 */
export function agruparPermisos(
  permisos: readonly PermisoMatriz[],
  nombreModulo: (moduloId: string) => string,
): SeccionModulo[] {
  const porId = new Map(permisos.map((p) => [p.id, p]));
  const conHijos = new Set(
    permisos.flatMap((p) => (p.padre_id && porId.has(p.padre_id) ? [p.padre_id] : [])),
  );
  const grupos = new Map<string, GrupoPermisos>();
  for (const p of permisos) {
    const raiz = raizDe(p, porId);
    const grupo = grupos.get(raiz.id) ?? { padre: raiz, hojas: [] };
    grupos.set(raiz.id, grupo);
    if (!conHijos.has(p.id)) grupo.hojas.push(p);
  }
  const secciones = new Map<string | null, SeccionModulo>([
    [null, { modulo_id: null, nombre: SECCION_GENERAL, grupos: [] }],
  ]);
  for (const grupo of grupos.values()) {
    const moduloId = grupo.padre.modulo_id ?? null;
    const seccion = secciones.get(moduloId) ?? {
      modulo_id: moduloId,
      nombre: moduloId ? nombreModulo(moduloId) : SECCION_GENERAL,
      grupos: [],
    };
    secciones.set(moduloId, seccion);
    seccion.grupos.push(grupo);
  }
  return [...secciones.values()].filter((s) => s.grupos.length > 0);
}

const gruposDe = (secciones: readonly SeccionModulo[]) => secciones.flatMap((s) => s.grupos);

/** Every leaf of the matrix, by id, with the group it belongs to. */
function hojasPorId(secciones: readonly SeccionModulo[]): Map<string, GrupoPermisos> {
  return new Map(gruposDe(secciones).flatMap((g) => g.hojas.map((h) => [h.id, g] as const)));
}

/** The leaves a role holds (its parent ids are worked out again on saving). */
export function marcadasDe(
  permisosRol: readonly string[],
  secciones: readonly SeccionModulo[],
): ReadonlySet<string> {
  const hojas = hojasPorId(secciones);
  return new Set(permisosRol.filter((id) => hojas.has(id)));
}

/** Chooses or drops one leaf. */
export function alternarPermiso(
  marcadas: ReadonlySet<string>,
  id: string,
  marcar: boolean,
): ReadonlySet<string> {
  const siguientes = new Set(marcadas);
  if (marcar) siguientes.add(id);
  else siguientes.delete(id);
  return siguientes;
}

/** Chooses or drops every leaf of a group (its parent's checkbox). */
export function alternarGrupo(
  marcadas: ReadonlySet<string>,
  grupo: GrupoPermisos,
  marcar: boolean,
): ReadonlySet<string> {
  const siguientes = new Set(marcadas);
  for (const hoja of grupo.hojas) {
    if (marcar) siguientes.add(hoja.id);
    else siguientes.delete(hoja.id);
  }
  return siguientes;
}

export function estadoGrupo(marcadas: ReadonlySet<string>, grupo: GrupoPermisos): EstadoGrupo {
  const total = grupo.hojas.length;
  const n = grupo.hojas.filter((h) => marcadas.has(h.id)).length;
  return { marcadas: n, total, todas: total > 0 && n === total, alguna: n > 0 };
}

/**
 * The role's full permission list as guardarPermisosRol takes it: the chosen leaves and every ancestor of
 * each (the menu keeps a parent for its permitted children), sorted, without repeats.
 */
export function permisosAGuardar(
  marcadas: ReadonlySet<string>,
  permisos: readonly PermisoMatriz[],
): string[] {
  const porId = new Map(permisos.map((p) => [p.id, p]));
  const lista = new Set<string>();
  for (const id of marcadas) {
    let actual = porId.get(id);
    while (actual && !lista.has(actual.id)) {
      lista.add(actual.id);
      actual = actual.padre_id ? porId.get(actual.padre_id) : undefined;
    }
  }
  return [...lista].sort();
}

/** The leaves added and taken away against what the role holds (its parent ids follow from them). */
export function cambiosDe(
  permisosRol: readonly string[],
  marcadas: ReadonlySet<string>,
  secciones: readonly SeccionModulo[],
): { agregados: string[]; quitados: string[] } {
  const antes = marcadasDe(permisosRol, secciones);
  return {
    agregados: [...marcadas].filter((id) => !antes.has(id)).sort(),
    quitados: [...antes].filter((id) => !marcadas.has(id)).sort(),
  };
}

/** Whether the choice differs from what the role holds (the dirty state). */
export function hayCambios(
  permisosRol: readonly string[],
  marcadas: ReadonlySet<string>,
  secciones: readonly SeccionModulo[],
): boolean {
  const { agregados, quitados } = cambiosDe(permisosRol, marcadas, secciones);
  return agregados.length + quitados.length > 0;
}

/** The top administrator's role keeps every permission: the server refuses to change it. */
export const esRolProtegido = (rolId: string): boolean => rolId === ROLES.administradorGeneral;

/** The ADMINISTRADOR block's permissions (ADM…): its screens are the top administrator's alone. */
const esDeAdministracion = (id: string) => id.startsWith('ADM');

/** The permissions a role's matrix offers: the administration ones only on the top administrator's. */
export function permisosDelRol<P extends { id: string }>(permisos: readonly P[], rolId: string | null): P[] {
  return rolId && esRolProtegido(rolId) ? [...permisos] : permisos.filter((p) => !esDeAdministracion(p.id));
}
