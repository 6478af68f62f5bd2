import { randomBytes } from 'node:crypto';
import { abrirBaseDatos } from '@kipu/db';
import type { TestProject } from 'vitest/node';
import { prepararBase } from '../../src/preparar-base.ts';
import { borrarBase, crearBase } from '../helpers/base-de-prueba.ts';

/**
 * Migrates and seeds one PostgreSQL database for the whole run: every test file's database is created
 * as a copy of it (CREATE DATABASE … TEMPLATE), which takes a fraction of migrating and seeding.
 */
const nombre = `kipu_plantilla_${randomBytes(6).toString('hex')}`;

export async function setup(project: TestProject) {
  const url = await crearBase(nombre);
  const database = await abrirBaseDatos({ url, poolSize: 2 });
  await prepararBase(database);
  await database.close();
  project.provide('plantillaPostgres', nombre);
}

export const teardown = () => borrarBase(nombre);
