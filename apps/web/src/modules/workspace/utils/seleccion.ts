import { esPeriodo } from '../../../ui/utils/fechas';

/**
 * Choosing the company, local and period of the invoicing module (spec 01 §2, §5): pure helpers shared
 * by /modulos, the automatic choice of some roles and the header's period change.
 */

export interface EmpresaElegible {
  id: string;
  periodo?: string | null;
  activa?: boolean;
  deleted_at?: string | null;
}

export interface LocalElegible {
  id: string;
  activo?: boolean;
}

/** Seleccionar is enabled only when the local value is longer than 4 characters and the period longer than 3. */
export function puedeSeleccionar(
  localId: string | null | undefined,
  periodo: string | null | undefined,
): boolean {
  return (localId ?? '').length > 4 && (periodo ?? '').length > 3;
}

/** The company chosen for a role with a single (or assigned) one: the active one, else the first. */
export function empresaAutomatica<E extends EmpresaElegible>(empresas: readonly E[]): E | null {
  const vigentes = empresas.filter((e) => !e.deleted_at);
  return vigentes.find((e) => e.activa) ?? vigentes[0] ?? null;
}

/** The first active local (else the first one). */
export function primerLocal<L extends LocalElegible>(locales: readonly L[]): L | null {
  return locales.find((l) => l.activo !== false) ?? locales[0] ?? null;
}

/** The company's period when it has a valid one, else the given current period. */
export function periodoDeEmpresa(periodo: string | null | undefined, periodoActual: string): string {
  return esPeriodo(periodo) ? periodo : periodoActual;
}
