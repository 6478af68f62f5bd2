import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { arrancarProducto } from './producto.ts';

let carpeta = '';

/**
 * Starts the product once on a fresh data folder and stops it: every browser test's product starts
 * from a copy of that folder instead of creating, migrating and seeding its database again.
 */
export async function setup(project: TestProject) {
  carpeta = mkdtempSync(join(tmpdir(), 'kipu-e2e-plantilla-'));
  const producto = await arrancarProducto(carpeta, {}, false);
  await producto.detener();
  project.provide('plantillaProducto', carpeta);
}

export function teardown() {
  if (carpeta) rmSync(carpeta, { recursive: true, force: true });
}
