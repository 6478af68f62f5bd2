import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { SimuladorSire } from '@kipu/simuladores';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type DocumentNode, type ExecutionArgs, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { createYoga } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { registrarCabecerasSeguridad } from './infra/http/cabeceras-seguridad.ts';
import { corsYoga } from './infra/http/cors.ts';
import { registrarManejoErrores } from './infra/http/errores-http.ts';
import { cacheDeDocumentos, usarLimitesGraphql } from './infra/http/limites-graphql.ts';
import {
  type DestinoRegistro,
  enmascararErrores,
  opcionesRegistro,
  peticionEnCurso,
} from './infra/http/registro.ts';
import { usarReglasDeProduccion } from './infra/http/reglas-produccion.ts';
import { registrarRutaSalud } from './infra/http/salud.ts';
import { usarTextoAlmacenable } from './infra/http/texto-almacenable.ts';
import { registrarRutasArchivos } from './rest/archivos.ts';
import { registrarRutasCaptcha } from './rest/captcha.ts';
import { registrarRutasCorreo } from './rest/dev-outbox.ts';
import { registrarRutaSimuladorSire } from './rest/dev-sire.ts';
import { registrarRutaImportacion } from './rest/importacion.ts';
import { registrarRutaPadron } from './rest/padron.ts';
import { schema } from './schema.ts';
import { type Contexto, crearContexto } from './shared/contexto.ts';
import type { Dependencias } from './shared/dependencias.ts';

type ContextoServidor = { req: FastifyRequest; reply: FastifyReply };

const webDistPorDefecto = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** GraphQL bodies: the largest real ones carry a .pfx or an .xlsx in base64. */
const LIMITE_CUERPO_API = 2 * 1024 * 1024;

/** Fastify with GraphQL (HTTP and graphql-ws on /api), the spec's REST routes and the built web app. */
export async function crearServidor(
  deps: Dependencias,
  opciones: { logger?: boolean | DestinoRegistro; simuladorSire?: SimuladorSire } = {},
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    ...opcionesRegistro(config.produccion, opciones.logger ?? false),
    // Only the configured proxies' X-Forwarded-For is believed: anyone else could forge it.
    trustProxy: config.proxiesConfiables.length ? config.proxiesConfiables : false,
    bodyLimit: 10 * 1024 * 1024,
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registrarManejoErrores(app);
  registrarCabecerasSeguridad(app, config);

  const yoga = createYoga<ContextoServidor, Contexto>({
    schema,
    graphqlEndpoint: '/api',
    graphiql: !config.produccion,
    maskedErrors: { maskError: enmascararErrores(app.log) },
    cors: corsYoga(config),
    batching: false,
    // Files travel in base64 or through the REST upload routes: no GraphQL multipart requests.
    multipart: false,
    parserAndValidationCache: { documentCache: cacheDeDocumentos(), errorCache: cacheDeDocumentos() },
    plugins: [
      usarLimitesGraphql(),
      usarTextoAlmacenable(),
      ...(config.produccion ? [usarReglasDeProduccion()] : []),
    ],
    logging: false,
    context: ({ req }) =>
      crearContexto(deps, {
        ip: req.ip,
        host: req.headers.host ?? '',
        userAgent: req.headers['user-agent'] ?? '',
        authorization: req.headers.authorization,
      }),
  });

  app.route({
    url: yoga.graphqlEndpoint,
    method: ['GET', 'POST', 'OPTIONS'],
    bodyLimit: LIMITE_CUERPO_API,
    handler: async (req, reply) => {
      const respuesta = await peticionEnCurso.run(req, () =>
        yoga.handleNodeRequestAndResponse(req, reply, { req, reply }),
      );
      for (const [clave, valor] of respuesta.headers) reply.header(clave, valor);
      reply.status(respuesta.status);
      reply.send(respuesta.body);
      return reply;
    },
  });

  registrarRutaSalud(app, deps);
  registrarRutasCaptcha(app, deps);
  await registrarRutasArchivos(app, deps);
  registrarRutaPadron(app, deps);
  registrarRutaImportacion(app, deps);
  if (!config.produccion) registrarRutasCorreo(app, deps);
  if (!config.produccion && opciones.simuladorSire)
    registrarRutaSimuladorSire(app, deps, opciones.simuladorSire);

  const webDist = config.webDist ?? webDistPorDefecto;
  if (existsSync(webDist)) {
    // wildcard: files are looked up per request, so a rebuilt web app is served without a restart.
    await app.register(fastifyStatic, { root: webDist });
    // Client-side routes (/login, /modulos, …) all answer the app's index.html.
    app.setNotFoundHandler((req, reply) => {
      if (req.method !== 'GET' || req.url.startsWith('/api'))
        return reply.code(404).send({ error: 'No encontrado' });
      return reply.sendFile('index.html');
    });
  } else {
    // Without the web app every unknown path is a 404; Fastify's own handler would log the raw URL (a
    // mailed link's token) in its message, past the redaction of req.url.
    app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'No encontrado' }));
  }

  await app.ready();
  const wss = new WebSocketServer({ server: app.server, path: yoga.graphqlEndpoint });
  const ws = useServer<Record<string, unknown>, { request: import('node:http').IncomingMessage }>(
    {
      // onSubscribe below puts Yoga's enveloped executors in rootValue.
      execute: (args) => (args.rootValue as RaizYoga).execute(args),
      subscribe: (args) => (args.rootValue as RaizYoga).subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
        const peticion = ctx.extra.request;
        const auth = ctx.connectionParams?.authorization ?? ctx.connectionParams?.Authorization;
        const { schema: s, execute, subscribe, parse, validate } = yoga.getEnveloped({ params });
        const rootValue: RaizYoga = { execute, subscribe };
        let documento: DocumentNode;
        try {
          documento = parse(params.query);
        } catch (e) {
          // Over the token limit or not GraphQL: an error message, not a dropped socket.
          if (e instanceof GraphQLError) return [e];
          throw e;
        }
        const args: ExecutionArgs = {
          schema: s,
          operationName: params.operationName,
          document: documento,
          variableValues: params.variables,
          contextValue: crearContexto(deps, {
            ip: peticion.socket.remoteAddress ?? '',
            host: peticion.headers.host ?? '',
            userAgent: peticion.headers['user-agent'] ?? '',
            authorization: typeof auth === 'string' ? auth : undefined,
          }),
          rootValue,
        };
        const errores = validate(args.schema, args.document);
        return errores.length ? errores : args;
      },
    },
    wss,
  );
  app.addHook('onClose', async () => {
    await ws.dispose();
    wss.close();
  });
  return app;
}

type Enveloped = ReturnType<ReturnType<typeof createYoga>['getEnveloped']>;
type RaizYoga = { execute: Enveloped['execute']; subscribe: Enveloped['subscribe'] };
