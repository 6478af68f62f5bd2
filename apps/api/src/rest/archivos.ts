import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { type Carpeta, tipoDeImagen } from '../infra/archivos/almacen.ts';
import { crearContexto } from '../shared/contexto.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { PERMISO } from '../shared/permisos.ts';
import { leerArchivo, leerFormulario } from './formulario.ts';

const MAX_IMAGEN = 5 * 1024 * 1024;

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

const CARPETA_POR_TIPO: Record<string, Carpeta> = {
  libro: 'libro',
  logo: 'logos',
  producto: 'productos',
  avatar: 'avatars',
};

/** A plain multipart field's text (the fields sent before the file). */
function campoTexto(campo: Multipart | Multipart[] | undefined): string | undefined {
  const uno = Array.isArray(campo) ? campo[0] : campo;
  return uno && uno.type === 'field' && typeof uno.value === 'string' ? uno.value : undefined;
}

/** Who may store each kind of picture: the screen that will use it (an avatar is the user's own). */
const PERMISO_POR_CARPETA: Partial<Record<Carpeta, readonly string[]>> = {
  logos: [PERMISO.empresas],
  productos: [PERMISO.productos, PERMISO.combos, PERMISO.categorias],
};

/** 401 without a session, 403 without the permission of the picture's screen, else null. */
async function rechazoDeSubida(
  deps: Dependencias,
  authorization: string | undefined,
  carpeta: Carpeta,
): Promise<401 | 403 | null> {
  const ctx = crearContexto(deps, { ip: '', host: '', userAgent: '', authorization });
  const permisos = await ctx.permisos().catch(() => null);
  if (!permisos) return 401;
  const requeridos = PERMISO_POR_CARPETA[carpeta];
  return !requeridos || requeridos.some((p) => permisos.has(p)) ? null : 403;
}

/**
 * POST /upload (img, type, name): an image for the complaints book (type libro, public) or, with a
 * session, a company logo (logo), a product picture (producto) or the user's own picture (avatar);
 * checked to be an image by its content and size-limited; answers `{ data: { name } }`.
 * GET /storage/{carpeta}/{archivo}: a stored file by the random name the server gave it.
 */
export async function registrarRutasArchivos(app: FastifyInstance, deps: Dependencias): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGEN, files: 1, fields: 5 } });

  app.post('/upload', async (req, reply) => {
    if (!(await deps.limitador.intentar(`subida:ip:${req.ip}`, deps.config.limites.porIp))) {
      return reply.code(429).send({ error: 'Demasiados intentos. Espere unos minutos e intente nuevamente' });
    }
    const archivo = await leerFormulario(req.file());
    if (archivo?.fieldname !== 'img')
      return reply.code(400).send({ error: 'Adjunte una imagen (campo img)' });
    const carpeta = CARPETA_POR_TIPO[campoTexto(archivo.fields.type) ?? 'libro'];
    if (!carpeta) return reply.code(400).send({ error: 'Tipo de imagen no válido' });
    // A logo, a product picture or an avatar needs a session (and the screen's permission); the public
    // complaint form does not.
    const rechazo =
      carpeta === 'libro' ? null : await rechazoDeSubida(deps, req.headers.authorization, carpeta);
    if (rechazo === 401) return reply.code(401).send({ error: 'Inicie sesión para subir la imagen' });
    if (rechazo === 403)
      return reply.code(403).send({ error: 'No tiene los privilegios para realizar esta acción' });
    const datos = await leerArchivo(archivo);
    if (!datos) return reply.code(400).send({ error: 'La imagen supera los 5 MB' });
    const tipo = tipoDeImagen(datos);
    if (!tipo) return reply.code(400).send({ error: 'El archivo no es una imagen (PNG, JPG, WEBP o GIF)' });
    const name = await deps.almacen.guardar(carpeta, datos, tipo.extension);
    return { data: { name } };
  });

  app.get<{ Params: { carpeta: string; archivo: string } }>(
    '/storage/:carpeta/:archivo',
    async (req, reply) => {
      const ruta = `${req.params.carpeta}/${req.params.archivo}`;
      const absoluta = deps.almacen.rutaAbsoluta(ruta);
      // A mailed document's or payslip's files travel only in its mail: no URL serves them.
      if (!absoluta || req.params.carpeta === 'comprobantes' || req.params.carpeta === 'boletas')
        return reply.code(404).send({ error: 'No encontrado' });
      // Checked before answering: a stream's open error arrives after the headers, too late for a 404.
      const info = await stat(absoluta).catch(() => undefined);
      if (!info?.isFile()) return reply.code(404).send({ error: 'No encontrado' });
      const extension = ruta.slice(ruta.lastIndexOf('.') + 1);
      reply.header('content-type', MIME[extension] ?? 'application/octet-stream');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, max-age=300');
      return reply.send(createReadStream(absoluta));
    },
  );
}
