import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { tipoDeImagen } from '../infra/archivos/almacen.ts';
import type { Dependencias } from '../shared/dependencias.ts';

const MAX_IMAGEN = 5 * 1024 * 1024;

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/**
 * POST /upload (img, type, name): an image for the complaints book, checked to be an image by its
 * content and size-limited; answers `{ data: { name } }`. GET /storage/{carpeta}/{archivo}: a stored
 * file by the random name the server gave it.
 */
export async function registrarRutasArchivos(app: FastifyInstance, deps: Dependencias): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGEN, files: 1, fields: 5 } });

  app.post('/upload', async (req, reply) => {
    if (!(await deps.limitador.intentar(`subida:ip:${req.ip}`, deps.config.limites.porIp))) {
      return reply.code(429).send({ error: 'Demasiados intentos. Espere unos minutos e intente nuevamente' });
    }
    const archivo = await req.file();
    if (!archivo || archivo.fieldname !== 'img')
      return reply.code(400).send({ error: 'Adjunte una imagen (campo img)' });
    const datos = await archivo.toBuffer().catch(() => undefined);
    if (!datos || archivo.file.truncated) return reply.code(400).send({ error: 'La imagen supera los 5 MB' });
    const tipo = tipoDeImagen(datos);
    if (!tipo) return reply.code(400).send({ error: 'El archivo no es una imagen (PNG, JPG, WEBP o GIF)' });
    const name = await deps.almacen.guardar('libro', datos, tipo.extension);
    return { data: { name } };
  });

  app.get<{ Params: { carpeta: string; archivo: string } }>(
    '/storage/:carpeta/:archivo',
    async (req, reply) => {
      const ruta = `${req.params.carpeta}/${req.params.archivo}`;
      const absoluta = deps.almacen.rutaAbsoluta(ruta);
      if (!absoluta) return reply.code(404).send({ error: 'No encontrado' });
      const extension = ruta.slice(ruta.lastIndexOf('.') + 1);
      reply.header('content-type', MIME[extension] ?? 'application/octet-stream');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'private, max-age=300');
      const flujo = createReadStream(absoluta);
      flujo.on('error', () => reply.code(404).send({ error: 'No encontrado' }));
      return reply.send(flujo);
    },
  );
}
