import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abrirBaseDatos, volcarPglite } from '@kipu/db';
import type { TestProject } from 'vitest/node';
import { prepararBase } from '../../src/preparar-base.ts';

/**
 * Migrates and seeds one in-memory PGlite for the whole run and dumps it: every test file's database
 * starts from that dump instead of running initdb, the migrations and the seeds again.
 */
let carpeta = '';

export async function setup(project: TestProject) {
  carpeta = mkdtempSync(join(tmpdir(), 'kipu-plantilla-'));
  const database = await abrirBaseDatos({});
  await prepararBase(database);
  const volcado = await volcarPglite(database);
  await database.close();
  const archivo = join(carpeta, 'pglite.tar');
  writeFileSync(archivo, Buffer.from(await volcado.arrayBuffer()));
  project.provide('plantillaPglite', archivo);
}

export function teardown() {
  if (carpeta) rmSync(carpeta, { recursive: true, force: true });
}
