import type { PreferenciasFieldsFragment } from '../../../gql/graphql';

/** The theme options of the app shell (spec 02 §2 "Shared widgets"), kept per user by the server. */
export type Preferencias = PreferenciasFieldsFragment;

/** Colour schemes (CSS variables in styles.css, `.shell[data-esquema=...]`); white by default. */
export const ESQUEMAS = [
  { value: 'blanco', label: 'Blanco' },
  { value: 'azul', label: 'Azul' },
  { value: 'verde', label: 'Verde' },
  { value: 'oscuro', label: 'Oscuro' },
] as const;

/** Background images: bundled CSS gradients (`.shell[data-fondo=...]`); null is none. */
export const FONDOS = [
  { value: null, label: 'Ninguna' },
  { value: 'aurora', label: 'Aurora' },
  { value: 'andes', label: 'Andes' },
] as const;

export const PREFERENCIAS_POR_DEFECTO: Preferencias = {
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

/** Below this width the sidebar starts (and gets) closed (spec 01 §2). */
export const SIDEBAR_BREAKPOINT_PX = 1250;

/** Known scheme or 'blanco'. */
export function esquemaValido(esquema: string): string {
  return ESQUEMAS.some((e) => e.value === esquema) ? esquema : 'blanco';
}

/** Known background or null. */
export function fondoValido(fondo: string | null | undefined): string | null {
  return FONDOS.some((f) => f.value === fondo) ? (fondo ?? null) : null;
}

/** Opacity as a percentage between 10 and 100 (the background image's strength). */
export function opacidadValida(opacidad: number): number {
  if (!Number.isFinite(opacidad)) return 100;
  return Math.min(100, Math.max(10, Math.round(opacidad)));
}

/** The preferences as the server should store them (unknown values normalised). */
export function normalizarPreferencias(p: Preferencias): Preferencias {
  return {
    headerFijo: p.headerFijo,
    sidebarFijo: p.sidebarFijo,
    sidebarCerrado: p.sidebarCerrado,
    footer: p.footer,
    sombras: p.sombras,
    esquemaColor: esquemaValido(p.esquemaColor),
    imagenFondo: fondoValido(p.imagenFondo),
    opacidad: opacidadValida(p.opacidad),
    menuMovil: p.menuMovil,
  };
}
