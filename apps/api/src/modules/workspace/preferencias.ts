import { schema } from '@kipu/db';
import { eq } from 'drizzle-orm';
import type { Dependencias } from '../../shared/dependencias.ts';
import { entradaInvalida } from '../../shared/errores.ts';

export type PreferenciasTema = {
  headerFijo: boolean;
  sidebarFijo: boolean;
  sidebarCerrado: boolean;
  footer: boolean;
  sombras: boolean;
  esquemaColor: string;
  imagenFondo: string | null;
  opacidad: number;
  menuMovil: boolean;
};

/** White colour scheme by default (spec 02 §2). */
export const PREFERENCIAS_POR_DEFECTO: PreferenciasTema = {
  headerFijo: true,
  sidebarFijo: true,
  sidebarCerrado: false,
  footer: true,
  sombras: true,
  esquemaColor: 'blanco',
  imagenFondo: null,
  opacidad: 100,
  menuMovil: false,
};

export async function leerPreferencias(deps: Dependencias, usuarioId: string): Promise<PreferenciasTema> {
  const [u] = await deps.db
    .select({ p: schema.usuarios.preferencias })
    .from(schema.usuarios)
    .where(eq(schema.usuarios.id, usuarioId));
  return { ...PREFERENCIAS_POR_DEFECTO, ...(u?.p ?? {}) };
}

export async function guardarPreferencias(
  deps: Dependencias,
  usuarioId: string,
  p: PreferenciasTema,
): Promise<PreferenciasTema> {
  if (!Number.isInteger(p.opacidad) || p.opacidad < 10 || p.opacidad > 100) {
    throw entradaInvalida('La opacidad debe estar entre 10 y 100');
  }
  if (p.esquemaColor.length > 30 || (p.imagenFondo?.length ?? 0) > 200)
    throw entradaInvalida('Preferencia no válida');
  await deps.db.update(schema.usuarios).set({ preferencias: p }).where(eq(schema.usuarios.id, usuarioId));
  return p;
}
