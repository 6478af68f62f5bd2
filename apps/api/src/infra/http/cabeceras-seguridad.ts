import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** The chat widget's origin and its provider's subdomains (tawk.to loads from several of them). */
function origenesChat(scriptUrl: string): { https: string[]; wss: string[] } {
  const { origin, hostname } = new URL(scriptUrl);
  const dominio = hostname.split('.').slice(-2).join('.');
  return { https: [origin, `https://*.${dominio}`], wss: [`wss://*.${dominio}`] };
}

/**
 * The built web app's Content-Security-Policy: scripts only from this origin (the build has no inline
 * script); inline styles, which PrimeReact and the ALTCHA widget inject; the ALTCHA worker, which
 * starts from a blob: URL; stored PDFs shown in a same-origin iframe; and the live-chat provider when
 * one is configured.
 */
export function politicaContenido(config: Config): string {
  const chat = config.chat ? origenesChat(config.chat.scriptUrl) : { https: [], wss: [] };
  const publico = new URL(config.publicUrl);
  const socket = `${publico.protocol === 'https:' ? 'wss' : 'ws'}://${publico.host}`;
  const directivas: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...chat.https],
    'style-src': ["'self'", "'unsafe-inline'", ...chat.https],
    'img-src': ["'self'", 'data:', 'blob:', ...chat.https],
    'font-src': ["'self'", 'data:', ...chat.https],
    'connect-src': ["'self'", socket, ...chat.https, ...chat.wss],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...chat.https],
    'media-src': ["'self'", ...chat.https],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directivas)
    .map(([nombre, valores]) => `${nombre} ${valores.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every answer. Stored files may be framed by the app itself (the PDF viewer);
 * nothing else may be framed at all. GraphiQL (outside production only) keeps its own CDN scripts.
 */
export function registrarCabecerasSeguridad(app: FastifyInstance, config: Config): void {
  const csp = politicaContenido(config);
  const cspArchivos = csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
  const hsts = config.publicUrl.startsWith('https://');
  app.addHook('onSend', async (req, reply) => {
    const ruta = req.url.split('?')[0] ?? '';
    const archivo = ruta.startsWith('/storage/');
    const graphiql = !config.produccion && ruta === '/api';
    if (!graphiql) reply.header('content-security-policy', archivo ? cspArchivos : csp);
    reply.header('x-frame-options', archivo ? 'SAMEORIGIN' : 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
