import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Database, schema, volcarPglite } from '@kipu/db';
import { and, eq, sql } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Aplicacion, crearAplicacion } from '../../src/app.ts';
import { opcionesDeCola } from '../../src/jobs/cola.ts';
import { type AppDePrueba, crearAppDePrueba } from '../helpers/app-de-prueba.ts';
import { libroExcel } from '../helpers/subir-importacion.ts';
import { usuarioConEmpresa } from '../helpers/usuario-con-empresa.ts';

const CABECERA = ['tipo_documento', 'numero', 'razon_social', 'direccion', 'ubigeo', 'email'];

let t: AppDePrueba;
let empresaId: string;

beforeAll(async () => {
  t = await crearAppDePrueba();
  ({ empresaId } = await usuarioConEmpresa(t, 'ana@andina.pe', {
    ruc: '20601234565',
    razonSocial: 'ANDINA',
  }));
});
afterAll(() => t.cerrar());

/** A clients import as encolarImportacion leaves it before its job runs: the row and the kept file. */
async function importacionDeClientes(numero: string, conArchivo = true) {
  const [fila] = await t.deps.db
    .insert(schema.importaciones)
    .values({ tipo: 'clientes', empresaId, totalBytes: 1 })
    .returning();
  if (!fila) throw new Error('sin importación');
  const carpeta = join(t.deps.config.dataDir, 'tmp');
  await mkdir(carpeta, { recursive: true });
  const archivo = join(carpeta, `importacion-${fila.id}.xlsx`);
  if (conArchivo)
    writeFileSync(archivo, await libroExcel([CABECERA, ['6', numero, `CLIENTE ${numero} S.A.`, '', '', '']]));
  return { id: fila.id, datos: { importacionId: fila.id, archivo, localId: null } };
}

/** pg-boss on the test's database as the application opens it, without any worker of its own. */
function colaSinTrabajadores(database: Database): PgBoss {
  const comunes = { schedule: false, supervise: false, registerInstance: false } as const;
  return database.pglite
    ? new PgBoss({ ...comunes, db: fromPglite(database.pglite), backend: 'pglite' })
    : new PgBoss({ ...comunes, connectionString: t.deps.config.databaseUrl ?? '' });
}

const estadoDe = async (app: Aplicacion, id: string) =>
  (
    await app.deps.db
      .select({ estado: schema.importaciones.estado, error: schema.importaciones.error })
      .from(schema.importaciones)
      .where(eq(schema.importaciones.id, id))
  )[0];

const cliente = (app: Aplicacion, numero: string) =>
  app.deps.db
    .select()
    .from(schema.personas)
    .where(and(eq(schema.personas.empresaId, empresaId), eq(schema.personas.numero, numero)));

describe('jobs of a process that died are taken up at once by the next start', () => {
  let siguiente: Aplicacion | undefined;
  afterAll(() => siguiente?.cerrar());

  it('an active job, an import whose retries a crash spent and one whose file is gone: none waits an hour', async () => {
    const activa = await importacionDeClientes('20100070970');
    const agotada = await importacionDeClientes('20100190797');
    const sinArchivo = await importacionDeClientes('20131312955', false);

    // The dead process: its worker had claimed the first job ('active') and stopped without settling it;
    // the second job was failed by two crashes in a row, so the queue will never run it again.
    const muerto = colaSinTrabajadores(t.deps.database);
    await muerto.start();
    await muerto.createQueue('importacion', opcionesDeCola('importacion'));
    const idAgotada = await muerto.send('importacion', agotada.datos);
    for (let i = 0; i < 2; i++) {
      const [trabajo] = await muerto.fetch('importacion');
      expect(trabajo?.id).toBe(idAgotada);
      await muerto.fail('importacion', idAgotada ?? '');
    }
    const idActiva = await muerto.send('importacion', activa.datos);
    const [enMano] = await muerto.fetch('importacion');
    expect(enMano?.id).toBe(idActiva);
    await muerto.stop({ graceful: false, close: !t.deps.database.pglite });
    // Both uploads are older than the grace an upload has between its row and its job.
    await t.deps.db
      .update(schema.importaciones)
      .set({ createdAt: sql`now() - interval '5 minutes'` })
      .where(eq(schema.importaciones.empresaId, empresaId));
    // On PostgreSQL other instances may be alive: a job is a dead instance's once its heartbeat has been
    // silent longer than the queue's heartbeatSeconds; this one's went silent minutes ago. On PGlite its
    // heartbeat is fresh: no other process can be running it, whatever the heartbeat says.
    if (!t.deps.database.pglite)
      await t.deps.db.execute(
        sql`UPDATE pgboss.job SET heartbeat_on = now() - interval '5 minutes' WHERE id = ${idActiva}`,
      );

    // The next start: on the same database (PostgreSQL) or on what the dead process left on disk (PGlite).
    const plantilla = t.deps.database.pglite ? await volcarPglite(t.deps.database) : undefined;
    const inicio = Date.now();
    siguiente = await crearAplicacion(t.deps.config, {
      enMemoria: true,
      iniciarCola: true,
      ...(plantilla ? { plantillaPglite: plantilla } : {}),
    });
    const app = siguiente;
    await expect
      .poll(async () => [await estadoDe(app, activa.id), await estadoDe(app, agotada.id)], {
        timeout: 15_000,
        interval: 100,
      })
      .toEqual([
        { estado: 'terminada', error: null },
        { estado: 'terminada', error: null },
      ]);
    expect(Date.now() - inicio).toBeLessThan(15_000);
    expect(await cliente(app, '20100070970')).toHaveLength(1);
    expect(await cliente(app, '20100190797')).toHaveLength(1);
    expect(await estadoDe(app, sinArchivo.id)).toEqual({
      estado: 'fallida',
      error: 'La importación se interrumpió y su archivo ya no está disponible; vuelva a importarlo',
    });
  });
});
