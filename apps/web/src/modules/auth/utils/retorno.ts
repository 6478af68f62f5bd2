/** Query parameter of /login naming the page to come back to once logged in. */
const PARAMETRO = 'volver';

/** /login that comes back to `ruta` (a page of this app) after logging in. */
export const loginConRetorno = (ruta: string): string => `/login?${PARAMETRO}=${encodeURIComponent(ruta)}`;

/**
 * The page /login was asked to come back to, only when it is a path of this app ('/invitacion/…'):
 * another origin ('//evil.example', 'https://…', '/\\evil') would turn the login into an open redirect.
 */
export function rutaDeRetorno(search: string): string | null {
  const ruta = new URLSearchParams(search).get(PARAMETRO);
  if (!ruta?.startsWith('/') || ruta.startsWith('//') || ruta.includes('\\')) return null;
  return ruta;
}
