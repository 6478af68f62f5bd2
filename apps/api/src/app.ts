import { join } from 'node:path';
import { abrirBaseDatos } from '@kipu/db';
import { crearClienteIdentidad } from '@kipu/peru';
import {
  iniciarSimuladorGre,
  iniciarSimuladorIdentidad,
  iniciarSimuladorSire,
  iniciarSimuladorSunat,
  type SimuladorGre,
  type SimuladorSire,
  type SimuladorSunat,
} from '@kipu/simuladores';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { crearAlmacenLocal } from './infra/archivos/almacen.ts';
import { crearCaptcha } from './infra/captcha/captcha.ts';
import { crearCartero } from './infra/correo/correo.ts';
import { programarEstadisticas } from './infra/estadisticas/estadisticas-pglite.ts';
import { crearEventos } from './infra/eventos/eventos.ts';
import { iniciarSimuladorSunatEnHilo } from './infra/hilos/simulador-sunat-en-hilo.ts';
import { type Limitador, limitadorEnMemoria, limitadorRedis } from './infra/limites/limitador.ts';
import { crearCola } from './jobs/cola.ts';
import { registrarTrabajos } from './jobs/trabajos.ts';
import { programarResumenesAutomaticos } from './modules/facturacion/commands/resumenes-automaticos.ts';
import { reanudarImportaciones } from './modules/importacion/reanudar-importaciones.ts';
import { prepararBase } from './preparar-base.ts';
import { crearServidor } from './server.ts';
import { restringirPermisos, tomarCerrojo } from './shared/carpeta-datos.ts';
import type { Dependencias } from './shared/dependencias.ts';
import { cargarClaves } from './shared/secretos.ts';

export type Aplicacion = {
  app: FastifyInstance;
  deps: Dependencias;
  /**
   * The in-process SUNAT simulator of an app in memory, when no SUNAT_SIMULADOR_URL is configured (tests
   * drive its faults); a served process runs it on its own thread instead.
   */
  simuladorSunat: SimuladorSunat | undefined;
  /** The embedded SIRE simulator, when no SIRE_SIMULADOR_URL is configured (tests seed its proposals). */
  simuladorSire: SimuladorSire | undefined;
  /** The embedded GRE simulator, when no GRE_SIMULADOR_URL is configured (tests drive its faults). */
  simuladorGre: SimuladorGre | undefined;
  cerrar(): Promise<void>;
};

export type OpcionesAplicacion = {
  /** PGlite in memory instead of DATA_DIR/db (tests). */
  enMemoria?: boolean;
  /** In memory, start from this migrated and seeded PGlite dump (tests). */
  plantillaPglite?: Blob;
  logger?: boolean;
  limitador?: Limitador;
  /** Start the queue at boot, as a served process does, even in memory (tests of the recovery of jobs). */
  iniciarCola?: boolean;
};

/** Opens the database (migrating and seeding reference data), wires the services and builds the server. */
export async function crearAplicacion(
  config: Config,
  opciones: OpcionesAplicacion = {},
): Promise<Aplicacion> {
  // Two processes writing one PGlite directory corrupt it: a second one stops here, before opening it.
  const pgliteEnDisco = !opciones.enMemoria && !config.databaseUrl?.startsWith('postgres');
  const cerrojo = pgliteEnDisco ? tomarCerrojo(config.dataDir) : undefined;
  const database = await abrirBaseDatos({
    url: config.databaseUrl,
    dataDir: opciones.enMemoria ? undefined : join(config.dataDir, 'db'),
    plantilla: opciones.plantillaPglite,
  });
  await prepararBase(database);
  const claves = cargarClaves(config.dataDir, process.env, config.produccion);
  // After the engine's first start: PGlite's initdb writes its files 0666 whatever the umask.
  if (!opciones.enMemoria) await restringirPermisos(config.dataDir);
  const limitador =
    opciones.limitador ??
    (config.redisUrl
      ? limitadorRedis(config.redisUrl, config.limites.ventanaSegundos)
      : limitadorEnMemoria(config.limites.ventanaSegundos));
  const eventos = crearEventos(config.redisUrl);
  const almacen = crearAlmacenLocal(join(config.dataDir, 'files'));
  // Without a configured provider, look-ups go to the embedded simulator over loopback.
  const simulador = config.identidad ? undefined : await iniciarSimuladorIdentidad();
  const proveedor = config.identidad ?? { url: simulador?.url ?? '', token: simulador?.token ?? '' };
  // Likewise SUNAT for companies whose soap_envio is 'simulador' (every RUC with MODDATOS, as the beta):
  // a served process runs it on its own thread, as SUNAT answers from its own servers; tests in memory
  // keep it in process to drive its hooks (fallar, documentos, estadoDe).
  const simuladorSunat =
    config.sunatSimulador || !opciones.enMemoria ? undefined : await iniciarSimuladorSunat();
  const simuladorSunatEnHilo =
    config.sunatSimulador || opciones.enMemoria ? undefined : await iniciarSimuladorSunatEnHilo();
  const embebido = simuladorSunat ?? simuladorSunatEnHilo;
  const sunatSimulador = config.sunatSimulador ?? {
    url: embebido?.url ?? '',
    urlConsulta: embebido?.urlConsulta ?? '',
  };
  // And SIRE's REST API for the same companies.
  const simuladorSire = config.sireSimuladorUrl ? undefined : await iniciarSimuladorSire();
  // And the GRE API the remission guides go to.
  const simuladorGre = config.greSimuladorUrl ? undefined : await iniciarSimuladorGre();
  const deps: Dependencias = {
    config,
    database,
    db: database.db,
    claves,
    cartero: crearCartero(database.db, config.mailTransport, config.mailFrom, almacen),
    captcha: crearCaptcha(config, claves.captcha, limitador),
    limitador,
    pubsub: eventos.pubsub,
    almacen,
    identidad: crearClienteIdentidad(proveedor.url, proveedor.token),
    cola: crearCola(database),
    sunatSimulador,
    sireSimulador: config.sireSimuladorUrl ?? simuladorSire?.url ?? '',
    greSimulador: config.greSimuladorUrl ?? simuladorGre?.url ?? '',
  };
  registrarTrabajos(deps);
  // A served process resumes jobs left queued by a restart; an in-memory one (tests) starts the queue
  // on its first job, so the many apps the suites create do not each install and poll it.
  if (!opciones.enMemoria || opciones.iniciarCola) {
    await deps.cola.iniciar();
    await reanudarImportaciones(deps);
  }
  const detenerEstadisticas = opciones.enMemoria
    ? undefined
    : programarEstadisticas(database, config.estadisticasMinutos);
  const detenerResumenes =
    !opciones.enMemoria && config.resumenDiarioMinutos > 0
      ? programarResumenesAutomaticos(deps, config.resumenDiarioMinutos)
      : undefined;
  const app = await crearServidor(deps, { logger: opciones.logger ?? false, simuladorSire });
  return {
    app,
    deps,
    simuladorSunat,
    simuladorSire,
    simuladorGre,
    async cerrar() {
      detenerResumenes?.();
      detenerEstadisticas?.();
      await app.close();
      await deps.cola.cerrar();
      deps.cartero.cerrar();
      await limitador.cerrar();
      await eventos.cerrar();
      await simulador?.cerrar();
      await embebido?.cerrar();
      await simuladorSire?.cerrar();
      await simuladorGre?.cerrar();
      await database.close();
      cerrojo?.soltar();
    },
  };
}
