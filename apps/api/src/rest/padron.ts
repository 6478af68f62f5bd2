import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ROL } from '@kipu/db';
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { leerSesionActiva } from '../modules/auth/sesion-activa.ts';
import { importarPadron } from '../modules/consultas/importar-padron.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { FormularioInvalido, leerFormulario } from './formulario.ts';

const MAX_PADRON = 4 * 1024 ** 3;

/**
 * POST /upload/padron (multipart `archivo`, top administrator): SUNAT's padrón reducido, streamed to
 * disk and imported as a job; answers `{ id }` to follow its progress with the `importacion` query.
 */
export function registrarRutaPadron(app: FastifyInstance, deps: Dependencias): void {
  app.post('/upload/padron', async (req, reply) => {
    const token = req.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? null;
    try {
      const sesion = await leerSesionActiva(deps, token);
      if (sesion.usuario.rolId !== ROL.administradorGeneral)
        return reply.code(403).send({ error: 'No tiene los privilegios para realizar esta acción' });
      const archivo = await leerFormulario(req.file({ limits: { fileSize: MAX_PADRON, files: 1 } }));
      if (archivo?.fieldname !== 'archivo')
        return reply.code(400).send({ error: 'Adjunte el padrón reducido (campo archivo)' });
      const carpeta = join(deps.config.dataDir, 'tmp');
      await mkdir(carpeta, { recursive: true });
      const destino = join(carpeta, `padron-${randomUUID()}.txt`);
      await pipeline(archivo.file, createWriteStream(destino)).catch(async (e: unknown) => {
        await rm(destino, { force: true });
        // The upload cut short or malformed is the client's; a failing disk is ours.
        throw archivo.file.errored ? new FormularioInvalido(e) : e;
      });
      const { id } = await importarPadron(deps, destino, sesion.usuario.id);
      return { id };
    } catch (e) {
      if (e instanceof GraphQLError) return reply.code(401).send({ error: e.message });
      throw e;
    }
  });
}
