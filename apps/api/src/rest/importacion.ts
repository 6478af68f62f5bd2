import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { encolarImportacion, MAX_BYTES_IMPORTACION } from '../modules/importacion/encolar-importacion.ts';
import { crearContexto } from '../shared/contexto.ts';
import type { Dependencias } from '../shared/dependencias.ts';
import { leerArchivo, leerFormulario } from './formulario.ts';

const ESTADO_HTTP: Record<string, number> = {
  UNAUTHENTICATED: 401,
  SESSION_REPLACED: 402,
  FORBIDDEN: 403,
  BAD_USER_INPUT: 400,
};

type Formulario = {
  archivo: { nombre: string; datos: Buffer } | undefined;
  soloValidas: boolean;
  soloRegistro: boolean;
};

/** The form's fields and its one Excel file, or 'grande' when the file goes over the limit. */
async function leerPartes(req: FastifyRequest): Promise<Formulario | 'grande'> {
  const formulario: Formulario = { archivo: undefined, soloValidas: false, soloRegistro: false };
  for await (const parte of req.parts({ limits: { fileSize: MAX_BYTES_IMPORTACION, files: 1 } })) {
    if (parte.type === 'file') {
      const datos = await leerArchivo(parte);
      if (parte.fieldname !== 'archivo') continue;
      if (!datos) return 'grande';
      formulario.archivo = { nombre: parte.filename, datos };
    } else if (parte.fieldname === 'solo_validas') formulario.soloValidas = parte.value === 'true';
    else if (parte.fieldname === 'solo_registro') formulario.soloRegistro = parte.value === 'true';
  }
  return formulario;
}

/**
 * POST /importacion/:tipo (multipart: `archivo` one .xlsx up to 10 MB, `solo_validas` 'true'|'false',
 * for comprobantes `solo_registro` 'true'|'false'; bearer token): queues a mass import into the session's
 * company and answers `{ id }`, followed with the `importacion(id)` query. Errors answer `{ error, code }` with the status of their code.
 */
export function registrarRutaImportacion(app: FastifyInstance, deps: Dependencias): void {
  app.post<{ Params: { tipo: string } }>('/importacion/:tipo', async (req, reply) => {
    const ctx = crearContexto(deps, {
      ip: req.ip,
      host: req.headers.host ?? '',
      userAgent: req.headers['user-agent'] ?? '',
      authorization: req.headers.authorization,
    });
    try {
      const sesion = await ctx.sesion();
      if (!req.isMultipart())
        return reply.code(400).send({ error: 'Adjunte el archivo Excel (campo archivo)' });
      const formulario = await leerFormulario(leerPartes(req));
      if (formulario === 'grande') return reply.code(400).send({ error: 'El archivo supera los 10 MB' });
      const { archivo, soloValidas, soloRegistro } = formulario;
      if (!archivo) return reply.code(400).send({ error: 'Adjunte el archivo Excel (campo archivo)' });
      return await encolarImportacion(deps, sesion, {
        tipo: req.params.tipo,
        nombreArchivo: archivo.nombre,
        datos: archivo.datos,
        soloValidas,
        soloRegistro,
      });
    } catch (e) {
      if (!(e instanceof GraphQLError)) throw e;
      const codigo = String(e.extensions.code ?? '');
      return reply.code(ESTADO_HTTP[codigo] ?? 400).send({ error: e.message, code: codigo });
    }
  });
}
