import type { Config } from '../../config.ts';

type OpcionesCors = { origin: string[]; credentials: boolean; methods: string[]; maxAge: number };

/**
 * Yoga's CORS: only the app's own origin (PUBLIC_URL) and the CORS_ORIGINS list may read the API's
 * answers from a browser, with credentials; any other origin gets no CORS headers at all.
 */
export function corsYoga(config: Config): (peticion: Request) => OpcionesCors | false {
  const permitidos = new Set([new URL(config.publicUrl).origin, ...config.origenesCors]);
  return (peticion) => {
    const origen = peticion.headers.get('origin');
    if (!origen || !permitidos.has(origen)) return false;
    return { origin: [origen], credentials: true, methods: ['GET', 'POST', 'OPTIONS'], maxAge: 600 };
  };
}
